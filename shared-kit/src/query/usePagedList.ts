import { pagedListOf, type InfiniteQueryLike, type PageAnswer, type PagedListState } from './pagedList';

/** A paged list with its actions ({@link usePagedList}). */
export interface PagedList<T, M = null> extends PagedListState<T, M> {
  /** Appends the next page (nothing while a page loads or when there is none). */
  loadMore: () => void;
  /** Loads the failed page again: the whole list when it was the first. */
  retry: () => void;
  /** Loads the whole list again (after a change the page made to it). */
  reload: () => void;
}

/**
 * The paged list of an RTK Query infinite query's hook result (docs/adr/0024), each page read by `read`
 * into its items, whether more follow, and what it says of the whole list:
 * `usePagedList(useOrdersInfiniteQuery(args), readPage)`.
 */
export function usePagedList<P, T, M>(
  query: InfiniteQueryLike<P> & { fetchNextPage: () => unknown; refetch: () => unknown },
  read: (page: P) => PageAnswer<T, M>,
): PagedList<T, M> {
  const state = pagedListOf(query, read);
  return {
    ...state,
    loadMore: () => {
      if (state.loadingPage === null && state.hasMore) void query.fetchNextPage();
    },
    retry: () => void (state.failedPage === 1 ? query.refetch() : query.fetchNextPage()),
    reload: () => void query.refetch(),
  };
}
