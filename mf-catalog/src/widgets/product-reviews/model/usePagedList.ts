import { pagedListOf, type InfiniteQueryState, type PageAnswer, type PagedListState } from './pagedList';

/** A paged list with its actions. */
export interface PagedList<T, M> extends PagedListState<T, M> {
  /** Appends the next page. */
  loadMore: () => void;
  /** Loads the failed page again. */
  retry: () => void;
}

/** The paged list of an infinite query's hook result (docs/adr/0024), each page read by `read`. */
export function usePagedList<P, T, M>(
  query: InfiniteQueryState<P> & { fetchNextPage: () => unknown; refetch: () => unknown },
  read: (page: P) => PageAnswer<T, M>,
): PagedList<T, M> {
  const state = pagedListOf(query, read);
  return {
    ...state,
    loadMore: () => {
      if (state.loadingPage === null && state.hasMore) void query.fetchNextPage();
    },
    retry: () => void (state.failedPage === 1 ? query.refetch() : query.fetchNextPage()),
  };
}
