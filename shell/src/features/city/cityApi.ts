import { getHttp } from 'shared-kit';
import type { CityListDto, CityUpdateResultDto } from 'shared-kit/contracts';

/** Page size of the city window (docs/product.md §9: 50 from offset 0). */
export const CITY_PAGE_SIZE = 50;

/** The default list of the city window: the main and the important cities. */
export async function getDefaultCities(): Promise<CityListDto> {
  const { data } = await getHttp().get<CityListDto>('/city/list', {
    params: { is_important: true, limit: CITY_PAGE_SIZE, offset: 0 },
  });
  return data;
}

/** Cities whose names match a search (3 or more characters after trimming). */
export async function searchCities(query: string, signal?: AbortSignal): Promise<CityListDto> {
  const { data } = await getHttp().get<CityListDto>('/city/list', {
    params: { query: query.trim(), limit: CITY_PAGE_SIZE, offset: 0 },
    signal,
  });
  return data;
}

/** `POST /api/city/update {city_id}`. */
export async function updateCity(cityId: number): Promise<CityUpdateResultDto> {
  const { data } = await getHttp().post<CityUpdateResultDto>('/city/update', { city_id: cityId });
  return data;
}
