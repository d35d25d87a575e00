import type { CityDto, CityListDto, CityOrderingDto } from 'api-contracts';
import { ownerOf, type Identity } from '../../plugins/identity';
import { HttpError } from '../../shared/http-error';
import { siteServicesMessages as text } from '../captcha/index';
import type { CitiesRepository, CityChooser, CityRecord } from './cities-repository';
import { CITY_QUERY_MIN_LENGTH, cityQueryKey } from './city-search';

/** Query of the city list after schema validation. */
export interface CityListQuery {
  is_main?: boolean;
  is_important?: boolean;
  ordering?: CityOrderingDto;
  limit: number;
  offset: number;
  query?: string;
}

/** A city as the API answers it. */
export function toCityDto(city: CityRecord): CityDto {
  return {
    id: city.id,
    title: city.title,
    region: city.region,
    is_main: city.is_main,
    is_important: city.is_important || city.is_main,
    is_active: city.is_active,
  };
}

/** Who may have a remembered choice: a signed-in account or an anonymous session. */
export function chooserOf(identity: Identity): CityChooser | null {
  return ownerOf(identity);
}

/**
 * The visitor's city: the choice remembered for the account or session, else the `current_city`
 * cookie (a visitor whose session is new), else none.
 */
export async function currentCity(cities: CitiesRepository, identity: Identity, cookieCityId: number | null): Promise<CityRecord | null> {
  const chooser = chooserOf(identity);
  const chosen = chooser ? await cities.findChosen(chooser) : null;
  if (chosen) return chosen;
  return cookieCityId ? cities.findActive(cookieCityId) : null;
}

/** `GET /api/city/list`: a page of cities with the main and the current city. */
export async function listCities(
  cities: CitiesRepository,
  identity: Identity,
  query: CityListQuery,
  cookieCityId: number | null,
): Promise<CityListDto> {
  let searchKey: string | undefined;
  if (query.query !== undefined && query.query.trim() !== '') {
    if (query.query.trim().length < CITY_QUERY_MIN_LENGTH) throw new HttpError(400, text.cityQueryTooShort, 'VALIDATION_ERROR');
    searchKey = cityQueryKey(query.query);
    // Nothing but punctuation: a key no city has, so nothing matches.
    if (!searchKey) searchKey = '#';
  }
  const [page, main, current] = await Promise.all([
    cities.list({
      isMain: query.is_main,
      isImportant: query.is_important,
      searchKey,
      ordering: query.ordering ?? 'default',
      limit: query.limit,
      offset: query.offset,
    }),
    cities.findMain(),
    currentCity(cities, identity, cookieCityId),
  ]);
  return {
    count: page.total,
    results: page.rows.map(toCityDto),
    main_city: main ? toCityDto(main) : null,
    current_city: current ? toCityDto(current) : null,
  };
}
