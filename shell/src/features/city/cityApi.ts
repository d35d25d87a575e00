import { useEffect } from 'react';
import { getSession } from 'shared-kit';
import type { CityDto, CityListDto, CityUpdateResultDto } from 'shared-kit/contracts';
import { shellApi } from '../../shared/api';

/** Page size of the city window (docs/product.md §9: 50 from offset 0). */
export const CITY_PAGE_SIZE = 50;

const cityApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** The default list of the city window: the main and the important cities, with the current one. */
    defaultCities: build.query<CityListDto, void>({
      query: () => ({ url: '/city/list', params: { is_important: true, limit: CITY_PAGE_SIZE, offset: 0 } }),
    }),
    /** Cities whose names match a search (3 or more characters after trimming); every search asks. */
    searchCities: build.query<CityListDto, string>({
      query: (query) => ({ url: '/city/list', params: { query: query.trim(), limit: CITY_PAGE_SIZE, offset: 0 } }),
      keepUnusedDataFor: 0,
    }),
    /**
     * `POST /api/city/update {city_id}`: the server remembers the choice, then the session keeps it in the
     * `current_city` cookie (7 days) for every team, and the header shows it.
     */
    chooseCity: build.mutation<CityUpdateResultDto, CityDto>({
      query: (city) => ({ url: '/city/update', method: 'POST', body: { city_id: city.id } }),
      async onQueryStarted(_city, { dispatch, queryFulfilled }) {
        let current: CityDto;
        try {
          current = (await queryFulfilled).data.current_city;
        } catch {
          return;
        }
        getSession().setCity(current.id);
        dispatch(
          cityApi.util.updateQueryData('defaultCities', undefined, (list) => {
            list.current_city = current;
          }),
        );
      },
    }),
  }),
});

export const { useLazySearchCitiesQuery, useChooseCityMutation } = cityApi;

/** The city shown in the header and the default list of the city window. */
export interface CityState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The main and important cities (the window's list before a search). */
  defaults: CityDto[];
  main: CityDto | null;
  /** The visitor's choice; null until chosen (the header then shows the main city). */
  current: CityDto | null;
}

/**
 * The default list with the main and current city, loaded once for the page (`skip` until wanted; a
 * subscriber that comes after a failure asks again).
 */
export function useCities(skip = false): CityState {
  const { data, isError, isLoading, isUninitialized } = cityApi.useDefaultCitiesQuery(undefined, { skip });
  const status = isError ? 'failed' : data ? 'ready' : isLoading ? 'loading' : isUninitialized ? 'idle' : 'loading';
  return { status, defaults: data?.results ?? [], main: data?.main_city ?? null, current: data?.current_city ?? null };
}

/** {@link useCities} for the header, which logs when the list is unavailable. */
export function useHeaderCities(): CityState {
  const cities = useCities();
  const failed = cities.status === 'failed';
  useEffect(() => {
    if (failed) console.warn('[shell] cities unavailable');
  }, [failed]);
  return cities;
}
