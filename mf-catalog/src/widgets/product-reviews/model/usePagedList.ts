import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialPagedList, pagedListReducer, type PagedListAction, type PagedListState } from './pagedList';

/** One page as the list keeps it; null for an answer that is not stored (an unknown product). */
export type PageAnswer<T, M> = { items: T[]; hasMore: boolean; meta: M } | null;

/** A paged list with its actions. */
export interface PagedList<T, M> extends PagedListState<T, M> {
  /** Appends the next page. */
  loadMore: () => void;
  /** Loads the failed page again. */
  retry: () => void;
}

/**
 * Loads page 1 whenever `key` changes and appends later pages on demand. A newer request aborts the
 * one before it, so a stale answer never lands in the list.
 */
export function usePagedList<T, M>(
  key: string,
  load: (page: number, signal: AbortSignal) => Promise<PageAnswer<T, M>>,
): PagedList<T, M> {
  const [state, dispatch] = useReducer(
    pagedListReducer as (state: PagedListState<T, M>, action: PagedListAction<T, M>) => PagedListState<T, M>,
    undefined,
    () => initialPagedList<T, M>(),
  );
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const controllerRef = useRef<AbortController | null>(null);

  const request = useCallback((page: number) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: 'pageRequested', page });
    loadRef.current(page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        dispatch(answer ? { type: 'pageLoaded', page, ...answer } : { type: 'pageNotFound', page });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'pageFailed', page });
      },
    );
  }, []);

  useEffect(() => {
    request(1);
    return () => controllerRef.current?.abort();
  }, [key, request]);

  const { page, failedPage, loadingPage, hasMore } = state;
  const loadMore = useCallback(() => {
    if (loadingPage === null && hasMore) request(page + 1);
  }, [request, page, loadingPage, hasMore]);
  const retry = useCallback(() => request(failedPage ?? 1), [request, failedPage]);

  return { ...state, loadMore, retry };
}
