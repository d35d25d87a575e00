import { useEffect } from 'react';
import { getEventBus, getSession, type LoadStatus } from 'shared-kit';
import type { CityDto, CityListDto, CityUpdateResultDto } from 'shared-kit/contracts';
import { shellApi } from '../../../shared/api';

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
  status: LoadStatus;
  /** The main and important cities (the window's list before a search). */
  defaults: CityDto[];
  main: CityDto | null;
  /** The visitor's choice; null until chosen (the header then shows the main city). */
  current: CityDto | null;
}

/** The state of the default list's query as {@link CityState}. */
function cityState({ data, isError, isLoading, isUninitialized }: ReturnType<typeof cityApi.useDefaultCitiesQuery>): CityState {
  const status = isError ? 'failed' : data ? 'ready' : isLoading ? 'loading' : isUninitialized ? 'idle' : 'loading';
  return { status, defaults: data?.results ?? [], main: data?.main_city ?? null, current: data?.current_city ?? null };
}

/**
 * The default list with the main and current city, loaded once for the page (`skip` until wanted; a
 * subscriber that comes after a failure asks again).
 */
export function useCities(skip = false): CityState {
  return cityState(cityApi.useDefaultCitiesQuery(undefined, { skip }));
}

/**
 * {@link useCities} for the header, which logs when the list is unavailable and keeps the city in step with
 * who the visitor is (docs/product.md §9): on sign-in, sign-up and sign-out the server's current city is asked
 * again (a choice made in this visit came along into the account; without one the account's saved city
 * applies), and the `current_city` cookie follows it, so the header, prices and every team read one city.
 */
export function useHeaderCities(): CityState {
  const query = cityApi.useDefaultCitiesQuery(undefined);
  const cities = cityState(query);
  const { refetch } = query;
  const failed = cities.status === 'failed';
  useEffect(() => {
    if (failed) console.warn('[shell] cities unavailable');
  }, [failed]);
  useEffect(() => {
    const again = () => void refetch();
    const bus = getEventBus();
    const off = [bus.subscribe('account:signed-in', again), bus.subscribe('account:signed-out', again)];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [refetch]);
  const currentId = cities.current?.id ?? null;
  useEffect(() => {
    if (currentId !== null && getSession().state.cityId !== currentId) getSession().setCity(currentId);
  }, [currentId]);
  return cities;
}
