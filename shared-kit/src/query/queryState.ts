import { isHttpErrorStatus } from '../http/httpBaseQuery';

/**
 * Where data a page reads stands (docs/adr/0044): `loading` while it is asked for (again), `ready` with its
 * answer, `failed` when the request failed, `unauthorized` when it failed for want of a sign-in (401, 403).
 */
export type QueryStatus = 'loading' | 'ready' | 'failed' | 'unauthorized';

/**
 * The same words for data that may not have been asked for yet (`idle`), and that needs no sign-in: a slice's
 * load, a search, a list read once a widget opens.
 */
export type LoadStatus = 'idle' | Exclude<QueryStatus, 'unauthorized'>;

/** A query's answer as a page shows it: its {@link QueryStatus}, with the data once it is `ready`. */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown }
  | { status: 'unauthorized'; error: unknown };

/** The part of an RTK Query hook's result that {@link queryStateOf} reads. */
export interface QueryResultLike<T> {
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
}

/** The status of a failed request: `unauthorized` for a 401 or 403, else `failed`. */
export function failureOf(error: unknown): 'failed' | 'unauthorized' {
  return isHttpErrorStatus(error, 401) || isHttpErrorStatus(error, 403) ? 'unauthorized' : 'failed';
}

/**
 * A query hook's result as a page shows it (docs/adr/0024): loading while it is asked for (again), ready with
 * the answer for the current arguments, and after a failure `unauthorized` (401, 403) or `failed`.
 */
export function queryStateOf<T>({ currentData, error, isFetching }: QueryResultLike<T>): QueryState<T> {
  if (isFetching) return { status: 'loading' };
  if (error) return { status: failureOf(error), error };
  return currentData === undefined ? { status: 'loading' } : { status: 'ready', data: currentData };
}
