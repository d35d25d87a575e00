import { useEffect, useState } from 'react';
import type { CityDto } from 'shared-kit/contracts';
import { useLazySearchCitiesQuery } from '../api/cityApi';

/** Search waits this long after the last key (docs/product.md §9). */
export const CITY_SEARCH_DEBOUNCE_MS = 500;
/** Shortest search, counted after trimming (docs/product.md §5). */
export const CITY_QUERY_MIN_LENGTH = 3;

export type CitySearch = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; results: CityDto[] } | { status: 'failed' };

/** Runs the search 500 ms after the last change of a query of 3 or more characters; fewer clears it. */
export function useCitySearch(query: string): CitySearch {
  const [search, setSearch] = useState<CitySearch>({ status: 'idle' });
  const [searchCities] = useLazySearchCitiesQuery();
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < CITY_QUERY_MIN_LENGTH) {
      setSearch({ status: 'idle' });
      return undefined;
    }
    let running: ReturnType<typeof searchCities> | null = null;
    let stale = false;
    const timer = setTimeout(() => {
      setSearch({ status: 'loading' });
      running = searchCities(trimmed);
      running
        .unwrap()
        .then((page) => setSearch({ status: 'ready', results: page.results }))
        .catch((error: unknown) => {
          if (stale) return;
          console.warn('[shell] city search failed', error);
          setSearch({ status: 'failed' });
        });
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale = true;
      running?.abort();
    };
  }, [trimmed, searchCities]);
  return search;
}
