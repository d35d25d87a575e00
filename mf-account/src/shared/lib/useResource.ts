import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isHttpStatus, whenSessionReady } from 'shared-kit';
import type { ListPage } from '../api';

/** What a page knows of the data it loads. */
export type ResourceState<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'unauthorized' } | { kind: 'failed' };

function failureOf(error: unknown): ResourceState<never> {
  console.warn('[mf_account] load failed', error);
  return { kind: isHttpStatus(error, 401) || isHttpStatus(error, 403) ? 'unauthorized' : 'failed' };
}

/** Loads one thing for a page once the session is ready; a 401 becomes `unauthorized`. */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ResourceState<T> {
  return useReloadableResource(load, key).state;
}

/** {@link useResource} with `reload`, for a page that offers 'Повторить' after a failure. */
export function useReloadableResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): { state: ResourceState<T>; reload: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void whenSessionReady()
      .then(() => loadRef.current(controller.signal))
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState(failureOf(error));
      });
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}

/** The list as it stands after the first page: more pages appended, or a page that replaced it. */
interface ListView<T> {
  items: T[];
  page: number;
  hasNext: boolean;
}

/**
 * A list loaded page by page; "show more" appends the next page and updates the page number, and
 * `replace` puts an answer in place of the whole list (docs/product.md §4).
 */
export function usePagedList<T>(
  fetchPage: (request: { page: number; pageSize: number; signal?: AbortSignal }) => Promise<ListPage<T>>,
  pageSize: number,
  /** Changing it (a new sort order, say) loads the list again from its first page. */
  listKey = '',
) {
  const { state: first, reload: reloadFirst } = useReloadableResource(
    (signal) => fetchPage({ page: 1, pageSize, signal }),
    `${pageSize}:${listKey}`,
  );
  // What changed the list since its first page came; null while it is just the first page.
  const [view, setView] = useState<ListView<T> | null>(null);
  useEffect(() => setView(null), [listKey]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const base = first.kind === 'ready' ? first.data : null;
  const current = useMemo<ListView<T> | null>(
    () => view ?? (base ? { items: base.content, page: base.page, hasNext: base.hasNext } : null),
    [view, base],
  );
  const items = current?.items ?? [];
  const page = current?.page ?? 1;
  const hasNext = Boolean(current?.hasNext);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await fetchPage({ page: page + 1, pageSize });
      setView({ items: [...(current?.items ?? []), ...next.content], page: next.page, hasNext: next.hasNext });
    } catch (error) {
      console.warn('[mf_account] next page failed', error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, page, pageSize, current]);

  /** Puts an answer in place of the whole list (an action that answers the new first page). */
  const replace = useCallback((next: ListPage<T>) => {
    setMoreFailed(false);
    setView({ items: next.content, page: next.page, hasNext: next.hasNext });
  }, []);

  /** Loads the list again from its first page. */
  const reload = useCallback(() => {
    setView(null);
    setMoreFailed(false);
    reloadFirst();
  }, [reloadFirst]);

  return { state: first, items, page, hasNext, loadMore, loadingMore, moreFailed, replace, reload };
}

/** What {@link usePagedList} gives a page. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
