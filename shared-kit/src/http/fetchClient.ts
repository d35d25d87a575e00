/**
 * The shop's HTTP client on the platform's own `fetch` (ADR 0030). It keeps the surface that apps built on
 * platform 1.x call on the shared client, named as they name it: `request`/`get`/`post`/`put`/`patch`/
 * `delete`, `interceptors`, `defaults.adapter` (a test's fake transport), and errors marked `isAxiosError`
 * with `response.status` and `response.data`. It sends JSON or FormData, answers JSON (or text), and
 * honours a timeout and an abort signal.
 */

import {
  HttpClientError,
  type HttpAdapter,
  type HttpParams,
  type HttpRequestConfig,
  type HttpResponse,
} from './clientTypes';

export * from './clientTypes';

type Fulfilled<V> = (value: V) => V | Promise<V>;
type Rejected = (error: unknown) => unknown;

/** Handlers run around every call, in the order apps built on platform 1.x expect. */
export class Interceptors<V> {
  readonly handlers: Array<{ fulfilled?: Fulfilled<V>; rejected?: Rejected } | null> = [];

  /** Adds a handler; the number it returns takes it out again ({@link eject}). */
  use(fulfilled?: Fulfilled<V>, rejected?: Rejected): number {
    this.handlers.push({ fulfilled, rejected });
    return this.handlers.length - 1;
  }

  eject(id: number): void {
    this.handlers[id] = null;
  }
}

/** Per-call options of the shortcut methods. */
export type HttpCallConfig = Omit<HttpRequestConfig, 'url' | 'method' | 'data'>;

/** The shared HTTP client of a page or of the server renderer. */
export interface HttpClient {
  defaults: { baseURL: string; timeout: number; adapter?: HttpAdapter };
  interceptors: { request: Interceptors<HttpRequestConfig>; response: Interceptors<HttpResponse> };
  request<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: HttpCallConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpCallConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: HttpCallConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: HttpCallConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: HttpCallConfig): Promise<HttpResponse<T>>;
}

/** A parameter value as it goes into the address: reserved characters that are safe in a query stay readable. */
function encodeParam(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The query string of `params` (no `?`): arrays as `key[]=a&key[]=b`, objects as JSON. */
export function serializeParams(params: HttpParams | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      parts.push(`${encodeParam(name)}=${encodeParam(paramValue(item))}`);
    }
  }
  return parts.join('&');
}

/** The address of a call: `url` under `baseURL` unless it is absolute, with its query. */
export function callUrl(config: HttpRequestConfig): string {
  const url = config.url ?? '';
  const base =
    config.baseURL && !/^[a-z][a-z\d+.-]*:\/\//i.test(url) ? config.baseURL.replace(/\/+$/, '') : '';
  const joined = base ? `${base}/${url.replace(/^\/+/, '')}` : url;
  const query = serializeParams(config.params);
  if (!query) return joined;
  const path = joined.split('#')[0];
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isJsonBody(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return false;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return false;
  if (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) return false;
  return !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data);
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The real transport: `fetch`, with the timeout and the caller's signal on one controller. */
export const fetchAdapter: HttpAdapter = async (config) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.timeout)
    : undefined;
  const cancel = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', cancel);
  try {
    const answer = await fetch(callUrl(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers: config.headers,
      body: config.data as BodyInit | undefined,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const data = parseBody(await answer.text());
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { data, status: answer.status, statusText: answer.statusText, headers, config };
  } catch (error) {
    if (timedOut)
      throw new HttpClientError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    if (config.signal?.aborted) throw new HttpClientError('canceled', 'ERR_CANCELED', config);
    throw new HttpClientError(
      error instanceof Error && error.message ? error.message : 'Network Error',
      'ERR_NETWORK',
      config,
    );
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
};

/** Serialises a JSON body and sends the call through the client's transport; an answer outside 2xx rejects. */
async function dispatch(client: HttpClient, config: HttpRequestConfig): Promise<HttpResponse> {
  const prepared = { ...config, headers: { ...config.headers } };
  if (isJsonBody(prepared.data)) {
    prepared.data = JSON.stringify(prepared.data);
    const named = Object.keys(prepared.headers).some((name) => name.toLowerCase() === 'content-type');
    if (!named) prepared.headers['Content-Type'] = 'application/json';
  }
  const response = await (client.defaults.adapter ?? fetchAdapter)(prepared);
  if (response.status < 200 || response.status >= 300) throw HttpClientError.ofResponse(response);
  return response;
}

/** A client with these defaults; its transport is `fetch` unless `defaults.adapter` is set. */
export function createFetchClient(defaults: { baseURL?: string; timeout?: number } = {}): HttpClient {
  const client: HttpClient = {
    defaults: { baseURL: defaults.baseURL ?? '', timeout: defaults.timeout ?? 0 },
    interceptors: { request: new Interceptors(), response: new Interceptors() },
    request<T>(config: HttpRequestConfig) {
      const first: HttpRequestConfig = {
        baseURL: client.defaults.baseURL,
        timeout: client.defaults.timeout,
        ...config,
        method: (config.method ?? 'get').toLowerCase(),
        headers: { ...config.headers },
      };
      // Request handlers run last-added first, response handlers first-added first.
      let chain: Promise<unknown> = Promise.resolve(first);
      for (const handler of [...client.interceptors.request.handlers].reverse()) {
        if (handler) chain = chain.then(handler.fulfilled as (value: unknown) => unknown, handler.rejected);
      }
      chain = chain.then((prepared) => dispatch(client, prepared as HttpRequestConfig));
      for (const handler of client.interceptors.response.handlers) {
        if (handler) chain = chain.then(handler.fulfilled as (value: unknown) => unknown, handler.rejected);
      }
      return chain as Promise<HttpResponse<T>>;
    },
    get: (url, config) => client.request({ ...config, url, method: 'get' }),
    delete: (url, config) => client.request({ ...config, url, method: 'delete' }),
    post: (url, data, config) => client.request({ ...config, url, data, method: 'post' }),
    put: (url, data, config) => client.request({ ...config, url, data, method: 'put' }),
    patch: (url, data, config) => client.request({ ...config, url, data, method: 'patch' }),
  };
  return client;
}
