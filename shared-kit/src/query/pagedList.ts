import { failureOf, type QueryStatus } from './queryState';

/** One page as a paged list keeps it; null for an answer that is not stored (an unknown product). */
export type PageAnswer<T, M> = { items: T[]; hasMore: boolean; meta: M } | null;

/** What an RTK Query infinite query's hook says about its pages (docs/adr/0024). */
export interface InfiniteQueryLike<P> {
  /** The pages of the current arguments. */
  currentData?: { pages: P[] };
  /** The pages of the last arguments that had any (a summary stays while a new filter loads). */
  data?: { pages: P[] };
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
}

/**
 * A list loaded page by page where 'Показать ещё' appends the next page (docs/product.md §4), read from an
 * RTK Query infinite query.
 */
export interface PagedListState<T, M> {
  /** The state of the list's first page (a later page's load or failure is `loadingPage`/`failedPage`). */
  status: QueryStatus;
  /** The items of every page appended. */
  items: T[];
  /** The pages appended; 0 before the first answer. */
  page: number;
  /** The page being loaded, or null. */
  loadingPage: number | null;
  /** The page whose load failed, or null. */
  failedPage: number | null;
  hasMore: boolean;
  /** What the answers say about the whole list (e.g. a rating summary); null before the first one. */
  meta: M | null;
  /** The failure of the last load, or undefined. */
  error: unknown;
}

/** The list of an infinite query's pages, each read by `read`. */
export function pagedListOf<P, T, M>(
  query: InfiniteQueryLike<P>,
  read: (page: P) => PageAnswer<T, M>,
): PagedListState<T, M> {
  const pages = query.currentData?.pages;
  const answers = (pages ?? []).map(read);
  const stored = answers.filter((answer): answer is NonNullable<PageAnswer<T, M>> => answer !== null);
  const page = stored.length;
  const loadingPage = query.isFetchingNextPage ? page + 1 : query.isFetching ? 1 : null;
  const failedPage =
    loadingPage !== null ? null : query.isFetchNextPageError ? page + 1 : query.isError ? 1 : null;
  const kept = (query.data?.pages ?? []).map(read).find((answer) => answer !== null);
  const firstFailed = query.isError && !query.isFetchNextPageError;
  const status: QueryStatus =
    query.isFetching && !query.isFetchingNextPage
      ? 'loading'
      : firstFailed
        ? failureOf(query.error)
        : pages?.[0] === undefined
          ? 'loading'
          : 'ready';
  return {
    status,
    items: stored.flatMap((answer) => answer.items),
    page,
    loadingPage,
    failedPage,
    hasMore: query.hasNextPage && answers.at(-1) !== null && Boolean(stored.at(-1)?.hasMore),
    meta: stored[0]?.meta ?? kept?.meta ?? null,
    error: query.error,
  };
}
