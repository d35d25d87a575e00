import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsRepository } from '../modules/accounts/accounts-repository';
import { createKeyHasher, type KeyHasher } from '../modules/accounts/keys';
import { unauthorized } from '../shared/http-error';

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
  }
  interface FastifyRequest {
    /** Resolved from the `X-Authorization` header before the handler runs. */
    identity: Identity;
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
 * Resolves the identity of a request; unknown, expired or revoked keys make an anonymous caller. Keys
 * are looked up by their keyed hash, the only form the database holds.
 */
export async function resolveIdentity(
  accounts: AccountsRepository,
  keys: KeyHasher,
  header: string | string[] | undefined,
): Promise<Identity> {
  const credentials = parseAuthorizationHeader(header);
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

/** Decorates the app with its {@link KeyHasher} and every request with its {@link Identity}. Needs the repositories plugin. */
export const identityPlugin = fp(
  async (app) => {
    // Fastify 5 wants null for reference-type request decorations; the hook sets the real value.
    app.decorate('keys', createKeyHasher(app.config.authSecret));
    app.decorateRequest('identity', null as never);
    app.addHook('onRequest', async (request) => {
      request.identity = await resolveIdentity(app.repositories.accounts, app.keys, request.headers['x-authorization']);
    });
  },
  { name: 'identity', dependencies: ['repositories'] },
);
