import { useCallback, useEffect, useRef, useState } from 'react';

/** What a page knows about one of its loads. */
export interface RemoteData<T> {
  status: 'loading' | 'success' | 'error';
  /** The answer; kept while a request with the same `resetKey` reloads (a new page of the same list). */
  data: T | undefined;
  error: unknown;
  /** Tries the failed request again. */
  retry: () => void;
}

interface Loaded<T> {
  key: string;
  resetKey: string;
  status: 'loading' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
}

/**
 * Loads what a page shows and loads it again whenever `key` changes (a new slug, page, sorting or
 * query: docs/product.md §4, "route change reloads the data for the page"). A stale answer never overwrites a
 * newer one: the previous request is aborted.
 */
export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  resetKey: string = key,
): RemoteData<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({
    key,
    resetKey,
    status: 'loading',
    data: undefined,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({
      key,
      resetKey,
      status: 'loading',
      data: previous.resetKey === resetKey ? previous.data : undefined,
      error: null,
    }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, resetKey, status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, key, resetKey, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, resetKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the effect of a new key has run, the state still describes the previous request.
  if (state.key !== key) {
    return { status: 'loading', data: state.resetKey === resetKey ? state.data : undefined, error: null, retry };
  }
  return { status: state.status, data: state.data, error: state.error, retry };
}
