import { toHttpError } from 'shared-kit';

/** What the checkout pages need of a failed call (the API answers `ApiErrorDto`). */
export interface ApiFailure {
  /** HTTP status, or null when no answer came (network failure, timeout). */
  status: number | null;
  /** Machine-readable code, e.g. `CART_CHANGED`. */
  code: string | null;
  /** The server's Russian text for the customer (`message`, or `detail` of older answers). */
  message: string | null;
}

/** Reads a failed call; anything that is not an answer of the API counts as "no answer". */
export function apiFailureOf(error: unknown): ApiFailure {
  const failed = toHttpError(error);
  if (typeof failed.status !== 'number') return { status: null, code: null, message: null };
  const data = failed.data as Record<string, unknown> | undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return {
    status: failed.status,
    code: text(data?.code),
    message: text(data?.message) ?? text(data?.detail),
  };
}
