import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE, isLoopbackHost, readCookie } from './auth-cookie';
import { createKeyHasher, type KeyHasher } from '../shared/keys';
import { HttpError, unauthorized } from '../shared/http-error';

/** Who is calling: a signed-in account, an anonymous session, or nobody known. */
export type Identity =
  | { kind: 'account'; accountId: number; tokenHash: string }
  /** `sessionToken` is the session's stored form: the keyed hash of the key the visitor holds. */
  | { kind: 'session'; sessionToken: string }
  | { kind: 'anonymous' };

declare module 'fastify' {
  interface FastifyInstance {
    /** Keyed hashes of session keys, sign-in tokens and codes (the server's AUTH_SECRET). */
    keys: KeyHasher;
    /** The caller's identity, looked up now if the route is a public read that skipped it. */
    identify(request: FastifyRequest): Promise<Identity>;
  }
  interface FastifyRequest {
    /**
     * Resolved from the `X-Authorization` header or the `auth_key` cookie before the handler runs;
     * anonymous on public reads (`config.publicRead`) until `app.identify(request)` looks it up.
     */
    identity: Identity;
    /** True when the sign-in key came in the `auth_key` cookie (not in the header): the CSRF guard applies. */
    cookieAuthenticated: boolean;
  }
}

const ANONYMOUS: Identity = { kind: 'anonymous' };

/** Whose data a request reads or writes (a cart, viewed products, searches): an account or a session. */
export type Owner = { accountId: number } | { sessionToken: string };

/** The owner of an identity's data; null for a caller nobody knows. */
export function ownerOf(identity: Identity): Owner | null {
  if (identity.kind === 'account') return { accountId: identity.accountId };
  if (identity.kind === 'session') return { sessionToken: identity.sessionToken };
  return null;
}
/** Keys are issued by the API; anything else cannot be valid and is not looked up. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Reads `Token {key}` or `Session {key}` from the header value; null when it is neither. */
export function parseAuthorizationHeader(value: string | string[] | undefined): { scheme: 'token' | 'session'; key: string } | null {
  const header = Array.isArray(value) ? value[0] : value;
  const match = /^\s*(token|session)\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match || !KEY_PATTERN.test(match[2])) return null;
  return { scheme: match[1].toLowerCase() as 'token' | 'session', key: match[2] };
}

/**
 * What identity reads of the accounts: the account a sign-in key belongs to, and whether a session
 * exists. The accounts' repository has both; declared here so that identity, below every module,
 * imports none of them.
 */
export interface SignInKeyReads {
  findAccountIdByToken(tokenHash: string): Promise<number | null>;
  sessionExists(sessionToken: string): Promise<boolean>;
}

/**
 * Resolves the identity of a request; unknown, expired or revoked keys make an anonymous caller. Keys
 * are looked up by their keyed hash, the only form the database holds. A `Token` in the header wins;
 * otherwise the `auth_key` cookie (the browser's sign-in) comes before a `Session` header.
 */
export async function resolveIdentity(
  accounts: SignInKeyReads,
  keys: KeyHasher,
  header: string | string[] | undefined,
  cookieKey: string | null = null,
): Promise<Identity & { viaCookie?: true }> {
  const credentials = parseAuthorizationHeader(header);
  if (credentials?.scheme !== 'token' && cookieKey && KEY_PATTERN.test(cookieKey)) {
    const hash = keys.key(cookieKey);
    const accountId = await accounts.findAccountIdByToken(hash);
    if (accountId !== null) return { kind: 'account', accountId, tokenHash: hash, viaCookie: true };
  }
  if (!credentials) return ANONYMOUS;
  const hash = keys.key(credentials.key);
  if (credentials.scheme === 'token') {
    const accountId = await accounts.findAccountIdByToken(hash);
    return accountId === null ? ANONYMOUS : { kind: 'account', accountId, tokenHash: hash };
  }
  return (await accounts.sessionExists(hash)) ? { kind: 'session', sessionToken: hash } : ANONYMOUS;
}

/** Route hook for personal routes: 401 unless the caller is signed in. */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (request.identity.kind !== 'account') throw unauthorized();
}

/** What a refused cross-site call answers. */
export const CROSS_SITE_MESSAGE = 'Запрос отклонён: он пришёл не со страницы магазина. Обновите страницу магазина и повторите.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says a request comes from: `Origin`, else the origin of `Referer`; null when neither. */
export function requestOrigin(headers: FastifyRequest['headers']): string | null {
  const origin = headers.origin;
  if (origin && origin !== 'null') return origin;
  if (origin === 'null') return 'null';
  try {
    return headers.referer ? new URL(headers.referer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Which origins may send state-changing calls: the shop's own (`PUBLIC_URL`) and `ALLOWED_ORIGINS`.
 * While the shop itself runs on the loopback over http (development, the end-to-end suite), any
 * loopback origin may, so the remotes' own pages on their ports work too.
 */
export function originPolicy(publicUrl: string, extra: readonly string[] = []): (origin: string) => boolean {
  const shop = new URL(publicUrl);
  const allowed = new Set([shop.origin, ...extra]);
  const development = shop.protocol === 'http:' && isLoopbackHost(shop.hostname);
  return (origin) => {
    if (allowed.has(origin)) return true;
    if (!development) return false;
    try {
      return isLoopbackHost(new URL(origin).hostname);
    } catch {
      return false;
    }
  };
}

/**
 * The CSRF guard: a state-changing call authenticated by the cookie must come from an allowed origin
 * (a browser sends `Origin` with every such call), and so must any call that names an origin at all
 * (a cross-site form must not sign a visitor in either). Calls with the key in `X-Authorization`
 * and no `Origin` (apps, scripts, servers) are not cookie-authenticated and pass.
 */
export function crossSiteRefusal(request: FastifyRequest, isAllowed: (origin: string) => boolean): HttpError | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = requestOrigin(request.headers);
  const mustCheck = request.cookieAuthenticated || request.headers.origin !== undefined;
  if (!mustCheck || (origin !== null && isAllowed(origin))) return null;
  return new HttpError(403, CROSS_SITE_MESSAGE, 'CROSS_SITE_REQUEST');
}

/** Decorates the app with its {@link KeyHasher} and every request with its {@link Identity}. Needs the repositories plugin. */
export const identityPlugin = fp(
  async (app) => {
    // Fastify 5 wants null for reference-type request decorations; the hook sets the real value.
    app.decorate('keys', createKeyHasher(app.config.authSecret));
    app.decorateRequest('identity', null as never);
    app.decorateRequest('cookieAuthenticated', false);
    const isAllowed = originPolicy(app.config.publicUrl, app.config.allowedOrigins);
    const identify = async (request: FastifyRequest): Promise<Identity> => {
      if (request.identity !== null && !unresolved.has(request)) return request.identity;
      unresolved.delete(request);
      const { viaCookie, ...identity } = await resolveIdentity(
        app.repositories.accounts,
        app.keys,
        request.headers['x-authorization'],
        readCookie(request, AUTH_COOKIE),
      );
      request.identity = identity as Identity;
      request.cookieAuthenticated = viaCookie === true;
      return request.identity;
    };
    /** Requests of public reads whose identity was not looked up (see `publicRead`). */
    const unresolved = new WeakSet<FastifyRequest>();
    app.decorate('identify', identify);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.publicRead && SAFE_METHODS.has(request.method)) {
        // The same answer for everyone: no session lookup unless the handler asks for one.
        request.identity = ANONYMOUS;
        unresolved.add(request);
        return;
      }
      await identify(request);
      const refusal = crossSiteRefusal(request, isAllowed);
      if (refusal) {
        request.log.warn({ origin: requestOrigin(request.headers), url: request.url }, 'a cross-site call was refused');
        throw refusal;
      }
    });
  },
  { name: 'identity', dependencies: ['repositories'] },
);
