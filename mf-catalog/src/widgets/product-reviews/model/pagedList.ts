/**
 * A list loaded page by page where 'Показать ещё' appends the next page (docs/product.md §4: loading more reviews
 * and media appends to the content list and updates the page number), read from an RTK Query infinite query.
 */
export interface PagedListState<T, M> {
  status: 'loading' | 'success' | 'error';
  items: T[];
  /** The last page appended; 0 before the first answer. */
  page: number;
  /** The page being loaded, or null. */
  loadingPage: number | null;
  /** The page whose load failed, or null. */
  failedPage: number | null;
  hasMore: boolean;
  /** What the answers say about the whole list (e.g. the rating summary); null before the first one. */
  meta: M | null;
}

/** One page as the list keeps it; null for an answer that is not stored (an unknown product). */
export type PageAnswer<T, M> = { items: T[]; hasMore: boolean; meta: M } | null;

/** What an infinite query's hook says about its pages. */
export interface InfiniteQueryState<P> {
  /** The pages of the current arguments. */
  currentData?: { pages: P[] };
  /** The pages of the last arguments that had any (the summary stays while a new filter loads). */
  data?: { pages: P[] };
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
}

/** The list of an infinite query's pages, each read by `read`. */
export function pagedListOf<P, T, M>(query: InfiniteQueryState<P>, read: (page: P) => PageAnswer<T, M>): PagedListState<T, M> {
  const answers = (query.currentData?.pages ?? []).map(read);
  const stored = answers.filter((answer): answer is NonNullable<PageAnswer<T, M>> => answer !== null);
  const page = stored.length;
  const loadingPage = query.isFetchingNextPage ? page + 1 : query.isFetching ? 1 : null;
  const failedPage = loadingPage !== null ? null : query.isFetchNextPageError ? page + 1 : query.isError ? 1 : null;
  const kept = (query.data?.pages ?? []).map(read).find((answer) => answer !== null);
  return {
    status: loadingPage !== null ? 'loading' : failedPage !== null ? 'error' : 'success',
    items: stored.flatMap((answer) => answer.items),
    page,
    loadingPage,
    failedPage,
    hasMore: query.hasNextPage && answers.at(-1) !== null && Boolean(stored.at(-1)?.hasMore),
    meta: stored[0]?.meta ?? kept?.meta ?? null,
  };
}
