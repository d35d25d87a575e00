import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getSession, type SessionService } from '../session/sessionService';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Base URL of the API; the shop serves it on its own origin under `/api`. */
  baseURL?: string;
  session?: SessionService;
  /** Language code sent with every call (docs/product.md §7). */
  lang?: string;
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

/** An axios instance that carries the session's authorization and the language code. */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const session = options.session ?? getSession();
  const client = axios.create({ baseURL: options.baseURL ?? '/api', timeout: 15_000 });
  client.interceptors.request.use((config) => {
    (config as InternalAxiosRequestConfig & { sentSignedIn?: boolean }).sentSignedIn = session.isSignedIn;
    const header = authorizationHeader(session);
    if (header) config.headers.set('X-Authorization', header);
    if ((config.method ?? 'get').toLowerCase() === 'get') {
      config.params = { lang: options.lang ?? 'ru', ...(config.params as object | undefined) };
    }
    return config;
  });
  // A session key the server does not know (401 SESSION_REQUIRED) is replaced once, and the call repeated.
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error)
      ? (error.config as (InternalAxiosRequestConfig & { sessionRenewed?: boolean; sentSignedIn?: boolean }) | undefined)
      : undefined;
    const code = axios.isAxiosError(error) ? (error.response?.data as { code?: unknown } | undefined)?.code : undefined;
    // A sign-in the server refuses (the key expired, or was revoked by signing out elsewhere) is forgotten
    // here too, so the page offers sign-in again instead of acting signed in. Only a call sent while
    // signed in counts: one sent before the sign-in says nothing about it.
    if (code === 'UNAUTHORIZED' && config?.sentSignedIn && session.isSignedIn) session.signOut();
    if (!config || config.sessionRenewed || code !== 'SESSION_REQUIRED' || session.isSignedIn) throw error;
    await session.renew(async () => {
      const { data } = await client.get<{ token: string }>('/personal/get_session');
      return data.token;
    });
    config.sessionRenewed = true;
    return client.request(config);
  });
  return client;
}

const GLOBAL_KEY = '__shopHttp__';

/** The shared HTTP client of the page. */
export function getHttp(): AxiosInstance {
  const holder = globalThis as unknown as Record<string, AxiosInstance | undefined>;
  holder[GLOBAL_KEY] ??= createHttpClient();
  return holder[GLOBAL_KEY];
}

/** True when an error is an HTTP answer with this status. */
export function isHttpStatus(error: unknown, status: number): boolean {
  return axios.isAxiosError(error) && error.response?.status === status;
}

/** Starts the page's session with the shared client (`GET /api/personal/get_session`). */
export function startSession(): ReturnType<SessionService['start']> {
  return getSession().start(async () => {
    const { data } = await getHttp().get<{ token: string }>('/personal/get_session');
    return data.token;
  });
}
