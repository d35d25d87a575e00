/**
 * The shop's HTTP client: one axios instance per page, and one per server renderer (ADR 0037). It carries
 * the session's `X-Authorization`, the language code and the 15 s timeout, and renews a session key the API
 * no longer knows, all as axios interceptors.
 */
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { getSession, type SessionService } from '../session/sessionService';

/** The shared HTTP client of a page or of the server renderer: an axios instance. */
export type HttpClient = AxiosInstance;
/** What one call says. */
export type HttpRequestConfig = AxiosRequestConfig;
/** An answer: `data`, `status`, `headers`, … */
export type HttpResponse<T = unknown> = AxiosResponse<T>;
/** The transport (`defaults.adapter`), which a test swaps for a fake API (shared-kit/testing). */
export type HttpAdapter = AxiosAdapter;
/** A failed call: axios's error, marked `isAxiosError`, with `code`, `config` and the `response` when one came. */
export type HttpClientError<T = unknown> = AxiosError<T>;
export const HttpClientError = AxiosError;
/**
 * True for an error of the shared client. axios knows its errors by their `isAxiosError` mark, which the
 * client of platform 1.4–1.8 (ADR 0030) carries too.
 */
export const isHttpClientError: (error: unknown) => error is AxiosError = axios.isAxiosError;

/** The start-up's own call for a new session. */
const SESSION_CALL = '/personal/get_session';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Base URL of the API; the shop serves it on its own origin under `/api`. */
  baseURL?: string;
  session?: SessionService;
  /** Language code sent with every call (docs/product.md §7). */
  lang?: string;
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

/**
 * The query string of `params` (no `?`), the client's `paramsSerializer`: `undefined` and `null` left out,
 * arrays as `key[]=a&key[]=b`, dates as ISO strings, objects as JSON, `, : [ ] $` readable, a space as `+`.
 * The shop has written its queries so since platform 1.0: the API's cache keys and its access log depend on it.
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
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

/**
 * The `X-Authorization` value: `Token {key}` when the page holds a key in memory, else `Session {key}`.
 * The shop's page signs in with the HttpOnly `auth_key` cookie, which the browser sends by itself and
 * the API prefers to a `Session` header.
 */
export function authorizationHeader(session: SessionService): string | null {
  const { authKey, sessionKey } = session.state;
  if (authKey) return `Token ${authKey}`;
  if (sessionKey) return `Session ${sessionKey}`;
  return null;
}

/** A call as this client marks it: whether it went signed in, and whether its session was renewed. */
type SessionCall = InternalAxiosRequestConfig & { sentSignedIn?: boolean; sessionRenewed?: boolean };

/** An HTTP client that carries the session's authorization and the language code. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const session = options.session ?? getSession();
  const client = axios.create({
    baseURL: options.baseURL ?? '/api',
    timeout: 15_000,
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
  });
  const prepare = (config: SessionCall) => {
    config.sentSignedIn = session.isSignedIn;
    const header = authorizationHeader(session);
    if (header) config.headers.set('X-Authorization', header);
    // axios has written the method in lower case before any interceptor sees it.
    if (config.method === 'get') {
      config.params = { lang: options.lang ?? 'ru', ...(config.params as object | undefined) };
    }
    return config;
  };
  client.interceptors.request.use((config) => {
    // A server-rendered page runs before its session is there: its calls wait for the start-up, so each
    // carries the visitor's session (the start-up's own call excepted). Otherwise nothing waits.
    const starting = session.starting;
    if (!starting || String(config.url ?? '').endsWith(SESSION_CALL)) return prepare(config);
    return starting.then(
      () => prepare(config),
      () => prepare(config),
    );
  });
  // A session key the server does not know (401 SESSION_REQUIRED) is replaced once, and the call repeated.
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const failure = isHttpClientError(error) ? error : undefined;
    const config = failure?.config as SessionCall | undefined;
    const code = (failure?.response?.data as { code?: unknown } | undefined)?.code;
    // A sign-in the server refuses (the key expired, or was revoked by signing out elsewhere) is forgotten
    // here too, so the page offers sign-in again instead of acting signed in. Only a call sent while
    // signed in counts: one sent before the sign-in says nothing about it.
    if (code === 'UNAUTHORIZED' && config?.sentSignedIn && session.isSignedIn) session.signOut();
    if (!config || config.sessionRenewed || code !== 'SESSION_REQUIRED' || session.isSignedIn) throw error;
    await session.renew(async () => {
      const { data } = await client.get<{ token: string }>(SESSION_CALL);
      return data.token;
    });
    config.sessionRenewed = true;
    return client.request(config);
  });
  return client;
}

const GLOBAL_KEY = '__shopHttp__';

/** The shared HTTP client of the page. */
export function getHttp(): HttpClient {
  const holder = globalThis as unknown as Record<string, HttpClient | undefined>;
  holder[GLOBAL_KEY] ??= createHttpClient();
  return holder[GLOBAL_KEY];
}

/**
 * Replaces the shared HTTP client: the shop's server renderer points it at the API's own address, since a
 * server has no page origin to resolve `/api` against (ADR 0027).
 */
export function setHttp(client: HttpClient): void {
  (globalThis as unknown as Record<string, HttpClient | undefined>)[GLOBAL_KEY] = client;
}

/** True when an error is an HTTP answer with this status. */
export function isHttpStatus(error: unknown, status: number): boolean {
  return isHttpClientError(error) && error.response?.status === status;
}

/** Starts the page's session with the shared client (`GET /api/personal/get_session`). */
export function startSession(): ReturnType<SessionService['start']> {
  return getSession().start(async () => {
    const { data } = await getHttp().get<{ token: string }>(SESSION_CALL);
    return data.token;
  });
}
