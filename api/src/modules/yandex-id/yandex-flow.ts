import type { Database } from '../../db/database';
import type { Identity } from '../../plugins/identity';
import { HttpError, unauthorized } from '../../shared/http-error';
import { writer, type AccountsRepository } from '../accounts/index';
import { newKey, type KeyHasher } from '../../shared/keys';
import { SIGN_IN_RULES } from '../accounts/index';
import { codeChallengeOf, newCodeVerifier } from './pkce';
import { issueSignInKey } from './sign-in-key';
import { exchangeCode, fetchUser, YandexError, type YandexUser } from './yandex-client';
import type { YandexConfig } from './yandex-config';
import { yandexMessages, type YandexAuthError } from './yandex-messages';
import { yandexRepository, type HandoffRow } from './yandex-repository';

/** Lifetimes of the flow. */
export const YANDEX_RULES = {
  /** A trip to Yandex (state and PKCE verifier) must come back within 10 minutes. */
  stateTtlSeconds: 10 * 60,
  /** The page that comes back has 5 minutes to take what the callback found. */
  handoffTtlSeconds: 5 * 60,
} as const;

/** Where the page learns the one-time ticket: the address fragment, never sent to any server or in a Referer. */
export const HANDOFF_FRAGMENT = 'yandex';

/** What the flow works with. */
export interface YandexDeps {
  config: YandexConfig;
  /** The shop's public address: Yandex sends the customer back to `{publicUrl}/api/auth/yandex/callback`. */
  publicUrl: string;
  db: Database;
  accounts: AccountsRepository;
  keys: KeyHasher;
  log: { warn(object: object, message: string): void };
}

/** The cookies the browser sent on a top-level navigation (the trip starts and ends with one). */
export interface BrowserCookies {
  /** The anonymous session's key (`session_key`). */
  sessionKey: string | null;
  /** The signed-in customer's key (`auth_key`). */
  authKey: string | null;
}

/** Reads one cookie from a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name && rest.length > 0) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The cookies of the flow from a `Cookie` header. */
export function browserCookies(header: string | undefined): BrowserCookies {
  return { sessionKey: readCookie(header, 'session_key'), authKey: readCookie(header, 'auth_key') };
}

/**
 * A page of the shop to come back to: a path of this site (never another site, never the API), without
 * its fragment; '/' for anything else.
 */
export function safeReturnTo(raw: string | undefined): string {
  if (!raw || raw.length > 1000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  const url = new URL(raw, 'http://shop.invalid');
  if (url.origin !== 'http://shop.invalid' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/';
  return `${url.pathname}${url.search}`;
}

/** The page with a flow result in its query (`?auth_error=…` or `?yandex_linked=1`) and optionally a fragment. */
export function pageWith(returnTo: string, query: Record<string, string>, fragment?: string): string {
  const url = new URL(safeReturnTo(returnTo), 'http://shop.invalid');
  for (const name of ['auth_error', 'yandex_linked']) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${fragment ? `#${fragment}` : ''}`;
}

const failed = (returnTo: string, code: YandexAuthError) => pageWith(returnTo, { auth_error: code });

function redirectUri(deps: YandexDeps): string {
  return `${deps.publicUrl}/api/auth/yandex/callback`;
}

async function signedInAccount(deps: YandexDeps, cookies: BrowserCookies): Promise<number | null> {
  if (!cookies.authKey || !/^[A-Za-z0-9_-]{8,128}$/.test(cookies.authKey)) return null;
  return deps.accounts.findAccountIdByToken(deps.keys.key(cookies.authKey));
}

async function liveSessionHash(deps: YandexDeps, cookies: BrowserCookies): Promise<string | null> {
  if (!cookies.sessionKey || !/^[A-Za-z0-9_-]{8,128}$/.test(cookies.sessionKey)) return null;
  const hash = deps.keys.key(cookies.sessionKey);
  return (await deps.accounts.sessionExists(hash)) ? hash : null;
}

/**
 * `GET /api/auth/yandex/start`: remembers a new trip (state, PKCE verifier, the browser session, where to
 * come back) and answers where to send the browser: Yandex's authorize page, or back to the shop with an
 * error code when the browser has no session (or, to link, no signed-in customer).
 */
export async function startYandexSignIn(
  deps: YandexDeps,
  request: { cookies: BrowserCookies; intent: 'sign_in' | 'link'; returnTo: string },
): Promise<string> {
  const returnTo = safeReturnTo(request.returnTo);
  const sessionKeyHash = await liveSessionHash(deps, request.cookies);
  if (!sessionKeyHash) return failed(returnTo, 'yandex_state');
  const accountId = request.intent === 'link' ? await signedInAccount(deps, request.cookies) : null;
  if (request.intent === 'link' && accountId === null) return failed(returnTo, 'yandex_failed');

  const state = newKey();
  const codeVerifier = newCodeVerifier();
  await yandexRepository(deps.db).insertState({
    stateHash: deps.keys.key(state),
    sessionKeyHash,
    codeVerifier,
    intent: request.intent,
    accountId,
    returnTo,
    ttlSeconds: YANDEX_RULES.stateTtlSeconds,
  });
  const authorize = new URL(`${deps.config.oauthUrl}/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: deps.config.clientId,
    redirect_uri: redirectUri(deps),
    state,
    code_challenge: codeChallengeOf(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return authorize.toString();
}

/** What Yandex put in the callback's query. */
export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

async function askYandex(deps: YandexDeps, code: string, codeVerifier: string): Promise<YandexUser | YandexAuthError> {
  try {
    const accessToken = await exchangeCode(deps.config, { code, codeVerifier, redirectUri: redirectUri(deps) });
    return await fetchUser(deps.config, accessToken);
  } catch (error) {
    if (!(error instanceof YandexError)) throw error;
    deps.log.warn({ reason: error.reason, err: error.message }, 'Yandex ID sign-in failed');
    return error.reason === 'code_refused' ? 'yandex_code' : 'yandex_unavailable';
  }
}

/**
 * `GET /api/auth/yandex/callback`: the browser is back from Yandex. The trip's state is used up first
 * (a second use, another browser session or a late return is refused), then the code is exchanged with
 * the PKCE verifier and the user's data read. Nothing is written about the customer before that. Then:
 * - to link: the Yandex user joins the signed-in account (unless another account has it);
 * - to sign in: a linked account, else the account with Yandex's verified e-mail (and it gets the link),
 *   else a registration; what was found is handed to the page through a one-time ticket in the fragment.
 * Answers the shop's page to send the browser to.
 */
export async function finishYandexSignIn(deps: YandexDeps, request: { cookies: BrowserCookies; query: CallbackQuery }): Promise<string> {
  const { query } = request;
  if (!query.state || query.state.length > 128) return failed('/', 'yandex_state');
  const repository = yandexRepository(deps.db);
  const trip = await repository.useState(deps.keys.key(query.state));
  if (!trip) return failed('/', 'yandex_state');
  const sessionKeyHash = await liveSessionHash(deps, request.cookies);
  if (trip.expired || sessionKeyHash !== trip.session_key_hash) return failed(trip.return_to, 'yandex_state');
  if (query.error) return failed(trip.return_to, query.error === 'access_denied' ? 'yandex_cancelled' : 'yandex_failed');
  if (!query.code || query.code.length > 512) return failed(trip.return_to, 'yandex_failed');

  const user = await askYandex(deps, query.code, trip.code_verifier);
  if (typeof user === 'string') return failed(trip.return_to, user);

  if (trip.intent === 'link') {
    const accountId = await signedInAccount(deps, request.cookies);
    if (accountId === null || accountId !== trip.account_id) return failed(trip.return_to, 'yandex_failed');
    const outcome = await deps.db.transaction(async (tx) => {
      const repo = yandexRepository(tx);
      const holder = await repo.findAccountByYandexUser(user.id);
      if (holder !== null && holder !== accountId) return 'yandex_taken' as const;
      return (await repo.link(accountId, user.id, user.login)) ? null : ('yandex_already_linked' as const);
    });
    return outcome ? failed(trip.return_to, outcome) : pageWith(trip.return_to, { yandex_linked: '1' });
  }

  const ticket = newKey();
  const outcome = await deps.db.transaction<YandexAuthError | null>(async (tx) => {
    const repo = yandexRepository(tx);
    let accountId = await repo.findAccountByYandexUser(user.id);
    if (accountId === null && user.email) {
      accountId = await repo.findAccountIdByEmail(user.email);
      // Yandex has verified the address: the account gets this Yandex ID, unless it already has another.
      if (accountId !== null) await repo.link(accountId, user.id, user.login);
    }
    if (accountId === null && !user.email) return 'yandex_no_email';
    const handoff: HandoffRow = {
      kind: accountId === null ? 'registration' : 'sign_in',
      account_id: accountId,
      yandex_user_id: user.id,
      login: user.login,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
    };
    await repo.insertHandoff(deps.keys.key(ticket), trip.session_key_hash, handoff, YANDEX_RULES.handoffTtlSeconds);
    return null;
  });
  return outcome ? failed(trip.return_to, outcome) : pageWith(trip.return_to, {}, `${HANDOFF_FRAGMENT}=${ticket}`);
}

/** Answer of `POST /api/auth/yandex/handoff`. */
export type HandoffResult =
  | { status: 'signed_in'; token: string }
  | { status: 'registration'; registration_token: string; email: string; first_name: string; last_name: string; phone: string };

/**
 * `POST /api/auth/yandex/handoff {ticket}`: the page that came back takes what the callback found, once,
 * from the same browser session. A known customer is signed in (key, carried-over cart); a new one gets
 * the registration ticket of the e-mail Yandex verified, valid 30 minutes like a code's, and the Yandex ID
 * joins the account the registration creates.
 */
export async function takeHandoff(deps: YandexDeps, identity: Identity, ticket: string): Promise<HandoffResult> {
  if (identity.kind === 'account') throw new HttpError(409, yandexMessages.alreadySignedIn, 'ALREADY_SIGNED_IN');
  if (identity.kind !== 'session') throw new HttpError(400, yandexMessages.ticketInvalid, 'YANDEX_TICKET_INVALID');
  const sessionKeyHash = identity.sessionToken;
  return deps.db.transaction(async (tx) => {
    const found = await yandexRepository(tx).useHandoff(deps.keys.key(ticket), sessionKeyHash);
    if (!found) throw new HttpError(400, yandexMessages.ticketInvalid, 'YANDEX_TICKET_INVALID');
    const accounts = writer(tx);
    if (found.kind === 'sign_in' && found.account_id !== null) {
      return { status: 'signed_in', token: await issueSignInKey(accounts, deps.keys, found.account_id, sessionKeyHash) };
    }
    const registrationToken = newKey();
    const ticketHash = deps.keys.key(registrationToken);
    const email = found.email ?? '';
    await accounts.insertRegistrationTicket(ticketHash, email, SIGN_IN_RULES.registrationTicketTtlSeconds);
    await yandexRepository(tx).insertPendingLink(ticketHash, found.yandex_user_id, found.login);
    return { status: 'registration', registration_token: registrationToken, email, first_name: found.first_name, last_name: found.last_name, phone: found.phone };
  });
}

/** `GET /api/auth/yandex`: whether the signed-in customer has a Yandex ID linked. */
export async function getYandexLink(db: Database, identity: Identity): Promise<{ linked: boolean; login: string | null }> {
  if (identity.kind !== 'account') throw unauthorized();
  const link = await yandexRepository(db).findLink(identity.accountId);
  return { linked: link !== null, login: link?.login ?? null };
}

/** `POST /api/auth/yandex/unlink`: the customer's Yandex ID no longer signs into the account (the e-mail code still does). */
export async function unlinkYandex(db: Database, identity: Identity): Promise<{ linked: false; login: null }> {
  if (identity.kind !== 'account') throw unauthorized();
  await yandexRepository(db).unlink(identity.accountId);
  return { linked: false, login: null };
}
