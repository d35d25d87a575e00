import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpStatus, whenSessionReady } from 'shared-kit';
import type { ListPage } from '../api/http';

/** What a page knows of the data it loads. */
export type ResourceState<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'unauthorized' } | { kind: 'failed' };

function failureOf(error: unknown): ResourceState<never> {
  console.warn('[mf_account] load failed', error);
  return { kind: isHttpStatus(error, 401) || isHttpStatus(error, 403) ? 'unauthorized' : 'failed' };
}

/** Loads one thing for a page once the session is ready; a 401 becomes `unauthorized`. */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ResourceState<T> {
  const [state, setState] = useState<ResourceState<T>>({ kind: 'loading' });
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
  }, [key]);

  return state;
}

/** A list loaded page by page; "show more" appends the next page (spec §4). */
export function usePagedList<T>(
  fetchPage: (request: { page: number; pageSize: number; signal?: AbortSignal }) => Promise<ListPage<T>>,
  pageSize: number,
  /** Changing it (a new sort order, say) loads the list again from its first page. */
  listKey = '',
) {
  const first = useResource((signal) => fetchPage({ page: 1, pageSize, signal }), `${pageSize}:${listKey}`);
  const [more, setMore] = useState<{ items: T[]; page: number; hasNext: boolean } | null>(null);
  useEffect(() => setMore(null), [listKey]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const base = first.kind === 'ready' ? first.data : null;
  const items = base ? [...base.content, ...(more?.items ?? [])] : [];
  const page = more?.page ?? base?.page ?? 1;
  const hasNext = more ? more.hasNext : Boolean(base?.hasNext);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await fetchPage({ page: page + 1, pageSize });
      setMore((previous) => ({
        items: [...(previous?.items ?? []), ...next.content],
        page: next.page,
        hasNext: next.hasNext,
      }));
    } catch (error) {
      console.warn('[mf_account] next page failed', error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, page, pageSize]);

  return { state: first, items, hasNext, loadMore, loadingMore, moreFailed };
}
