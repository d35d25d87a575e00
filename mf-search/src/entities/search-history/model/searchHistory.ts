import type { SearchHistoryItemDto } from 'shared-kit/contracts';
import { searchApi } from '../../../shared/api';

/** At most this many recent searches are offered (the API keeps 10). */
export const HISTORY_LIMIT = 10;

/** The same query in the same category once, the newest occurrence kept. */
export function uniqueSearches(items: readonly SearchHistoryItemDto[]): SearchHistoryItemDto[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.query.trim().toLowerCase()}\u0000${item.category_query}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const searchHistoryApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/search/history`: the customer's own recent searches (a session's too), newest first.
     * Unlike the popular requests they change with every search, so each opening asks again; a failure
     * (an API without history) keeps what was there (at first nothing).
     */
    searchHistory: build.query<SearchHistoryItemDto[], void>({
      query: () => '/search/history',
      transformResponse: (data: unknown) =>
        uniqueSearches(Array.isArray(data) ? (data as SearchHistoryItemDto[]) : []).slice(0, HISTORY_LIMIT),
      providesTags: ['SearchHistory'],
    }),
    /** `DELETE /api/search/history`: forgets the recent searches; the list stays as it was if that fails. */
    clearSearchHistory: build.mutation<void, void>({
      query: () => ({ url: '/search/history', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The list empties without asking the API again.
        dispatch(searchHistoryApi.util.updateQueryData('searchHistory', undefined, () => []));
      },
    }),
  }),
});

export const { useLazySearchHistoryQuery, useClearSearchHistoryMutation } = searchHistoryApi;
