/**
 * What a call of the shared HTTP client says and answers, and its error (ADR 0030). Kept apart from the
 * client itself: an app's RTK Query base query needs only to recognise the error, and importing this
 * module does not bring the client (which the platform shares at runtime) into the app a second time.
 */

/** Query parameters: `undefined` and `null` ones are left out. */
export type HttpParams = Record<string, unknown>;

/** What one call says; the client's request interceptors may change it before it is sent. */
export interface HttpRequestConfig {
  url?: string;
  /** Lower case once the client has it (`get`, `post`, …). */
  method?: string;
  baseURL?: string;
  params?: HttpParams;
  /** A plain object or array goes as JSON (serialised before the transport sees it); FormData as it is. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds the answer may take, body included; 0 for none. */
  timeout?: number;
}

/** An answer: its body is parsed JSON, or the text when it is not JSON (`''` when empty). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  config: HttpRequestConfig;
}

/** The transport: sends a prepared call and gives its answer, whatever its status. */
export type HttpAdapter = (config: HttpRequestConfig) => Promise<HttpResponse>;

/** Why a call failed. */
export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

/**
 * A failed call: an answer outside 2xx (`response` holds it), no answer (`ERR_NETWORK`), the timeout
 * (`ECONNABORTED`) or the caller's abort (`ERR_CANCELED`). `isAxiosError` is the mark that apps built on
 * platform 1.x test for.
 */
export class HttpClientError<T = unknown> extends Error {
  readonly isAxiosError = true;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config?: HttpRequestConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpClientError';
  }

  /** The error of an answer outside 2xx. */
  static ofResponse(response: HttpResponse): HttpClientError {
    const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    return new HttpClientError(`Request failed with status code ${response.status}`, code, response.config, response);
  }
}

/** True for an error of the shared client, of this build or of one an app built on platform 1.x brought. */
export function isHttpClientError(error: unknown): error is HttpClientError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
