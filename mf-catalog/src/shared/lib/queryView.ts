import { useState } from 'react';
import type { LoadStatus } from 'shared-kit';

/** What a page shows of one of its queries. */
export interface QueryView<T> {
  /** `loading`, `ready` or `failed` (docs/adr/0044): the catalogue's reads need no sign-in. */
  status: Exclude<LoadStatus, 'idle'>;
  /** The answer for the current arguments (or, with `keptFor`, the last one of the same list). */
  data: T | undefined;
  error: unknown;
  /** Asks again after a failure. */
  retry: () => void;
}

/** The part of an RTK Query hook's result a page reads. */
interface QueryResult<T> {
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A query hook's result as the catalogue's pages read it (docs/adr/0024): loading while a request runs,
 * an error once it failed, and the answer for the current arguments. With `keptFor`, the last answer
 * stays while a request for the same `keptFor` runs (a new page, order or filter of the same list keeps
 * its cards on screen, dimmed, until the new ones come); a different `keptFor` starts empty.
 */
export function useQueryView<T>(result: QueryResult<T>, keptFor?: string): QueryView<T> {
  const [kept, setKept] = useState<{ key: string | undefined; data: T } | null>(null);
  const current = result.currentData;
  if (current !== undefined && (kept?.data !== current || kept.key !== keptFor)) setKept({ key: keptFor, data: current });
  const data = current ?? (keptFor !== undefined && kept?.key === keptFor ? kept.data : undefined);
  return {
    status: result.isFetching ? 'loading' : result.isError ? 'failed' : 'ready',
    data,
    error: result.isError ? result.error : null,
    retry: () => void result.refetch(),
  };
}
