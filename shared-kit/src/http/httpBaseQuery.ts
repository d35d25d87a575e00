import type { AxiosError } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
// The client and the session come from the platform that every app shares at runtime: an app bundling
// this module brings neither of them, nor axios, a second time (ADR 0023, ADR 0037).
import { getHttp, whenSessionReady, type HttpClient } from 'shared-kit/platform';

/** One call of an app's RTK Query endpoint, as the shared HTTP client sends it (base `/api`). */
export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; `undefined` ones are left out. */
  params?: Record<string, unknown>;
  /** JSON body, or FormData. */
  body?: unknown;
  /** Headers of this call only (e.g. `Idempotency-Key`); the session header is the client's. */
  headers?: Record<string, string>;
  /**
   * The call belongs to the visitor (their cart, their order, what they viewed): it waits until the shell
   * has started the page's session, so that it carries the visitor's `X-Authorization` (`whenSessionReady`).
   */
  afterSession?: boolean;
}

/**
 * A failed call, serialisable so that it can sit in the store (and be handed from a server render to the
 * browser): the HTTP status, or `FETCH_ERROR` when no answer came, and the answer's body.
 */
export interface HttpError {
  status: number | 'FETCH_ERROR';
  /** The API's JSON error (`{ code, message, … }`), or null. */
  data: unknown;
  /** The API's error code (`SESSION_REQUIRED`, `UNAUTHORIZED`, …) when it sent one. */
  code?: string;
}

/** The base query of every app's `createApi`. */
export type HttpBaseQuery = BaseQueryFn<HttpRequest | string, unknown, HttpError>;

/**
 * True for an error the shared HTTP client threw. The check is the mark itself, as `axios.isAxiosError` makes
 * it, rather than an import of axios: each app bundles this module, and the mark is also the one the client
 * of a page whose platform is 1.4–1.8 (ADR 0030) puts on its errors.
 */
function isClientError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** True for the serialisable error of an RTK Query call. */
function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && 'status' in error && 'data' in error && !isClientError(error);
}

/** The {@link HttpError} of anything the HTTP client threw (an {@link HttpError} stays as it is). */
export function toHttpError(error: unknown): HttpError {
  if (isHttpError(error)) return error;
  if (isClientError(error) && error.response) {
    const data = error.response.data ?? null;
    const code = (data as { code?: unknown } | null)?.code;
    return { status: error.response.status, data, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { status: 'FETCH_ERROR', data: error instanceof Error ? error.message : null };
}

/** True when an RTK Query error (or a thrown HTTP error) is an answer with this status. */
export function isHttpErrorStatus(error: unknown, status: number): boolean {
  if (isClientError(error)) return error.response?.status === status;
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}

/**
 * RTK Query over the shared HTTP client (docs/adr/0024): the session header, the language code, the
 * renewal of an unknown session key and the timeout stay the client's; RTK Query's abort signal cancels
 * the request. `client` is read on every call, so a test's fake transport (shared-kit/testing) applies.
 */
export function httpBaseQuery(client: () => HttpClient = getHttp): HttpBaseQuery {
  return async (request, { signal }) => {
    const { url, method = 'GET', params, body, headers, afterSession } = typeof request === 'string' ? { url: request } : request;
    if (afterSession) await whenSessionReady();
    try {
      const { data } = await client().request({ url, method, params, data: body, headers, signal });
      return { data };
    } catch (error) {
      return { error: toHttpError(error) };
    }
  };
}
