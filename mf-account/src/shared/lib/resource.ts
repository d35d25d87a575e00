import { useEffect } from 'react';
import { isHttpErrorStatus } from 'shared-kit';
import type { ListPage } from '../api';

/** What a page knows of the data it loads. */
export type ResourceState<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'unauthorized' } | { kind: 'failed' };

/** The part of an RTK Query hook's result a cabinet page reads. */
interface QueryResult<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
}

/**
 * A query's result as the cabinet's pages show it (docs/adr/0024): loading while it is asked for (again),
 * ready with its data, and after a failure `unauthorized` (401, 403) or `failed`; failures are logged.
 */
export function useResourceState<T>({ currentData, error, isFetching }: QueryResult<T>): ResourceState<T> {
  useEffect(() => {
    if (error) console.warn('[mf_account] load failed', error);
  }, [error]);
  if (isFetching) return { kind: 'loading' };
  if (error) return { kind: isHttpErrorStatus(error, 401) || isHttpErrorStatus(error, 403) ? 'unauthorized' : 'failed' };
  return currentData === undefined ? { kind: 'loading' } : { kind: 'ready', data: currentData };
}

/** What an infinite query's hook gives of a cabinet list. */
interface InfiniteResult<T> {
  currentData?: { pages: ListPage<T>[] };
  error?: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * A cabinet list read page by page (docs/product.md §4): the state of its first page, the items of every page,
 * 'Показать ещё' appending the next page (a failure of it said under the list), and `reload`.
 */
export function usePagedList<T>(result: InfiniteResult<T>) {
  const { currentData, error, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = result;
  const pages = currentData?.pages;
  const state = useResourceState({
    currentData: pages?.[0],
    error: isFetchNextPageError ? undefined : error,
    isFetching: isFetching && !isFetchingNextPage,
  });
  useEffect(() => {
    if (isFetchNextPageError) console.warn('[mf_account] next page failed', error);
  }, [isFetchNextPageError, error]);
  const last = pages?.at(-1);
  return {
    state,
    items: pages?.flatMap((page) => page.content) ?? [],
    page: last?.page ?? 1,
    hasNext: Boolean(last?.hasNext),
    loadMore: () => void fetchNextPage(),
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    /** Loads the list again. */
    reload: () => void refetch(),
  };
}

/** What {@link usePagedList} gives a page. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
