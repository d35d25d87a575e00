import type { AccountInfoDto, SessionDto } from 'api-contracts';
import { buildApp } from '../../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, sessionKeyHash, testKeys } from '../../test/fixtures';
import { codeChallengeOf } from './pkce';
import { startFakeYandex, type FakeYandex, type FakeYandexUser } from '../../test/fake-yandex-server';

// Yandex cannot be reached from the tests: a local fake speaking its protocol stands in for it.
let fake: FakeYandex;
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeYandex({ clientId: 'shop-client-id', clientSecret: 'shop-client-secret', user: yandexUser() });
  t = await buildTestApp({
    productCount: 200,
    config: { yandex: { clientId: fake.clientId, clientSecret: fake.clientSecret, oauthUrl: fake.url, loginUrl: fake.url } },
  });
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => {
  fake.down = false;
  fake.user = yandexUser();
});

/** A Yandex user nobody in the shop knows yet, as `/info` describes one. */
function yandexUser(overrides: Partial<FakeYandexUser> = {}): FakeYandexUser {
  serial += 1;
  const login = `shopper${serial}.${Date.now()}`;
  return {
    id: String(100_000_000 + serial * 7919 + (Date.now() % 1000)),
    login,
    default_email: `${login}@yandex.ru`,
    emails: [`${login}@yandex.ru`],
    first_name: 'Мария',
    last_name: 'Соколова',
    display_name: login,
    real_name: 'Мария Соколова',
    default_phone: { id: 12345678, number: '+79211234567' },
    psuid: `1.psuid.${serial}`,
    ...overrides,
  };
}

async function newSession(): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token;
}

const cookieHeader = (cookies: Record<string, string | undefined>) =>
  Object.entries(cookies)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** `GET /api/auth/yandex/start` as the browser's top-level navigation sends it. */
function start(cookies: Record<string, string | undefined>, query = 'return_to=%2Fcatalog%2Fvitamins') {
  return t.app.inject({ method: 'GET', url: `/api/auth/yandex/start?${query}`, headers: { cookie: cookieHeader(cookies) } });
}

/** What Yandex's authorize page sends the browser back with, after the shopper allows or refuses. */
async function atYandex(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<string> {
  const authorize = new URL(authorizeUrl);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const answer = await fetch(new URL(`/authorize/${decision}${authorize.search}`, fake.url), { redirect: 'manual' });
  return answer.headers.get('location') ?? '';
}

/** Comes back to the shop's callback with what Yandex put in the address. */
function callback(yandexRedirect: string, cookies: Record<string, string | undefined>) {
  const url = new URL(yandexRedirect);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie: cookieHeader(cookies) } });
}

/** The whole trip: start, Yandex, callback. Answers where the shop sends the browser in the end. */
async function trip(cookies: Record<string, string | undefined>, decision: 'allow' | 'deny' = 'allow', query?: string) {
  const started = await start(cookies, query);
  expect(started.statusCode).toBe(302);
  const back = await atYandex(started.headers.location as string, decision);
  const finished = await callback(back, cookies);
  expect(finished.statusCode).toBe(302);
  return { back, location: finished.headers.location as string };
}

const ticketOf = (location: string) => /#yandex=([A-Za-z0-9_-]+)$/.exec(location)?.[1] ?? '';

function takeHandoff(ticket: string, sessionKey: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/yandex/handoff', payload: { ticket }, headers: { 'x-authorization': `Session ${sessionKey}` } });
}

/** The sign-in key the answer set in its HttpOnly `auth_key` cookie (the page never sees it in the body). */
function keyFromCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = cookies.find((cookie) => cookie.startsWith('auth_key='));
  if (!line) throw new Error('no auth_key cookie in the answer');
  expect(line).toMatch(/; HttpOnly/);
  expect(line).toMatch(/Max-Age=50400/);
  return line.slice('auth_key='.length, line.indexOf(';'));
}

async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0].n;
}

describe('configuration', () => {
  test('When Yandex ID is configured, then the providers answer says so; without YANDEX_CLIENT_ID it is off and its routes answer 404', async () => {
    // Arrange
    const bare = await buildApp({ config: testConfig, db: t.db });

    // Act
    const on = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    const off = await bare.inject({ method: 'GET', url: '/api/auth/providers' });
    const startOff = await bare.inject({ method: 'GET', url: '/api/auth/yandex/start' });
    await bare.close();

    // Assert
    expect(on.json()).toEqual({ yandex: true });
    expect(off.json()).toEqual({ yandex: false });
    expect(startOff.statusCode).toBe(404);
    expect(startOff.json()).toMatchObject({ message: 'Вход с Яндекс ID не подключён' });
  });
});

describe('starting the trip to Yandex', () => {
  test('When the sign-in starts, then the browser goes to Yandex authorize with code, client id, redirect URI, state and an S256 challenge of the stored verifier', async () => {
    // Arrange
    const sessionKey = await newSession();

    // Act
    const response = await start({ session_key: sessionKey });

    // Assert
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.url}/authorize`);
    const query = location.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe('shop-client-id');
    expect(query.get('redirect_uri')).toBe('https://shop.test/api/auth/yandex/callback');
    expect(query.get('code_challenge_method')).toBe('S256');
    const state = query.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query<{ code_verifier: string; session_key_hash: string; return_to: string; intent: string }>(
      'SELECT code_verifier, session_key_hash, return_to, intent FROM yandex_auth_states WHERE state_hash = $1',
      [testKeys.key(state)],
    );
    expect(rows).toHaveLength(1);
    expect(codeChallengeOf(rows[0].code_verifier)).toBe(query.get('code_challenge'));
    expect(rows[0]).toMatchObject({ session_key_hash: sessionKeyHash(sessionKey), return_to: '/catalog/vitamins', intent: 'sign_in' });
  });

  test('When the browser has no session, then it comes back to the page with auth_error=yandex_state and nothing is stored', async () => {
    // Arrange
    const before = await count('yandex_auth_states');

    // Act
    const response = await start({}, 'return_to=%2Fcart');

    // Assert
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/cart?auth_error=yandex_state');
    expect(await count('yandex_auth_states')).toBe(before);
  });

  test('When return_to points at another site or the API, then the trip comes back to the home page instead', async () => {
    // Arrange
    const sessionKey = await newSession();

    // Act
    const external = await start({ session_key: sessionKey }, 'return_to=%2F%2Fevil.example%2Fphish');
    const api = await start({ session_key: sessionKey }, 'return_to=%2Fapi%2Fpersonal%2Flogout');

    // Assert
    for (const response of [external, api]) {
      const state = new URL(response.headers.location as string).searchParams.get('state') ?? '';
      const { rows } = await t.db.query<{ return_to: string }>('SELECT return_to FROM yandex_auth_states WHERE state_hash = $1', [testKeys.key(state)]);
      expect(rows[0].return_to).toBe('/');
    }
  });
});

describe('signing in', () => {
  test('When a Yandex user with an existing account e-mail signs in, then that account is signed in, linked, and gets the session cart', async () => {
    // Arrange
    const sessionKey = await newSession();
    const account = await createSignedInAccount(t.db, { email: fake.user.default_email });
    await fillCart(t.db, { sessionToken: sessionKey }, [{ productId: 3, quantity: 2 }], { promoCode: 'ЗДОРОВЬЕ10' });

    // Act
    const { location } = await trip({ session_key: sessionKey });
    const taken = await takeHandoff(ticketOf(location), sessionKey);

    // Assert
    expect(location).toMatch(/^\/catalog\/vitamins#yandex=[A-Za-z0-9_-]{43}$/);
    expect(taken.statusCode).toBe(200);
    const token = keyFromCookie(taken);
    expect(taken.json()).toEqual({ status: 'signed_in' });
    const info = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { 'x-authorization': `Token ${token}` } });
    expect(info.json<AccountInfoDto>().email).toBe(fake.user.default_email);
    const { rows: carts } = await t.db.query<{ promo_code: string; quantity: number }>(
      'SELECT c.promo_code, i.quantity FROM carts c JOIN cart_items i ON i.cart_id = c.id WHERE c.account_id = $1 AND i.product_id = 3',
      [account.accountId],
    );
    expect(carts).toEqual([{ promo_code: 'ЗДОРОВЬЕ10', quantity: 2 }]);
    expect(await count('carts', 'session_token = $1', [sessionKeyHash(sessionKey)])).toBe(0);
    expect(await count('yandex_identities', 'account_id = $1 AND yandex_user_id = $2', [account.accountId, fake.user.id])).toBe(1);
    const { rows: tokens } = await t.db.query<{ issued_for: string; hours: number }>(
      `SELECT issued_for, round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM auth_tokens WHERE token_hash = $1`,
      [testKeys.key(token)],
    );
    expect(tokens).toEqual([{ issued_for: 'login', hours: 14 }]);
  });

  test('When the token request is made, then it carries the code, client id and secret, redirect URI and the PKCE verifier Yandex checks', async () => {
    // Arrange
    const sessionKey = await newSession();

    // Act
    await trip({ session_key: sessionKey });

    // Assert
    const form = fake.tokenRequests.at(-1)!;
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_id')).toBe('shop-client-id');
    expect(form.get('client_secret')).toBe('shop-client-secret');
    expect(form.get('redirect_uri')).toBe('https://shop.test/api/auth/yandex/callback');
    expect(form.get('code')).toMatch(/^\d{7}$/);
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  test('When a linked customer signs in again after changing the Yandex e-mail, then the link (the Yandex user id) decides, and logout revokes the key', async () => {
    // Arrange
    const sessionKey = await newSession();
    const account = await createSignedInAccount(t.db);
    await t.db.query('INSERT INTO yandex_identities (account_id, yandex_user_id) VALUES ($1, $2)', [account.accountId, fake.user.id]);

    // Act
    const { location } = await trip({ session_key: sessionKey });
    const token = keyFromCookie(await takeHandoff(ticketOf(location), sessionKey));
    const logout = await t.app.inject({ method: 'POST', url: '/api/personal/logout', headers: { 'x-authorization': `Token ${token}` } });
    const after = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { 'x-authorization': `Token ${token}` } });

    // Assert
    expect(logout.statusCode).toBe(200);
    expect(after.statusCode).toBe(401);
    expect(await count('auth_tokens', 'account_id = $1', [account.accountId])).toBe(1);
  });

  test('When the handoff ticket is taken twice or from another session, then it is refused with a Russian message', async () => {
    // Arrange
    const sessionKey = await newSession();
    await createSignedInAccount(t.db, { email: fake.user.default_email });
    const { location } = await trip({ session_key: sessionKey });
    const ticket = ticketOf(location);

    // Act
    const stranger = await takeHandoff(ticket, await newSession());
    const first = await takeHandoff(ticket, sessionKey);
    const second = await takeHandoff(ticket, sessionKey);

    // Assert
    expect(stranger.statusCode).toBe(400);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: 'Ссылка для входа через Яндекс ID устарела или уже использована. Попробуйте войти ещё раз.' });
  });
});

describe('registering a new customer', () => {
  test('When an unknown Yandex user comes back, then the registration is prefilled, still needs the consent, and the new account is linked', async () => {
    // Arrange
    const sessionKey = await newSession();
    await fillCart(t.db, { sessionToken: sessionKey }, [{ productId: 4, quantity: 1 }]);

    // Act
    const { location } = await trip({ session_key: sessionKey });
    const accountsBefore = await count('accounts');
    const taken = await takeHandoff(ticketOf(location), sessionKey);
    const prefill = taken.json<{ status: string; registration_token: string; email: string; first_name: string; last_name: string; phone: string }>();
    const form = { first_name: prefill.first_name, last_name: prefill.last_name, email: prefill.email, phone: prefill.phone, registration_token: prefill.registration_token };
    const withoutConsent = await t.app.inject({ method: 'POST', url: '/api/personal/registration', payload: { ...form, consent_personal_data: false }, headers: { 'x-authorization': `Session ${sessionKey}` } });
    const accountsAfterRefusal = await count('accounts');
    const registered = await t.app.inject({ method: 'POST', url: '/api/personal/registration', payload: { ...form, consent_personal_data: true }, headers: { 'x-authorization': `Session ${sessionKey}` } });

    // Assert
    expect(accountsBefore).toBe(await count('accounts') - 1);
    expect(prefill).toMatchObject({ status: 'registration', email: fake.user.default_email, first_name: 'Мария', last_name: 'Соколова', phone: '+79211234567' });
    expect(withoutConsent.statusCode).toBe(400);
    expect(accountsAfterRefusal).toBe(accountsBefore);
    expect(registered.statusCode).toBe(200);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [fake.user.default_email]);
    expect(await count('yandex_identities', 'account_id = $1 AND yandex_user_id = $2', [rows[0].id, fake.user.id])).toBe(1);
    expect(await count('carts c JOIN cart_items i ON i.cart_id = c.id', 'c.account_id = $1 AND i.product_id = 4', [rows[0].id])).toBe(1);
    expect(await count('yandex_pending_links', 'yandex_user_id = $1', [fake.user.id])).toBe(0);
  });

  test('When a registration by e-mail code creates an account, then no Yandex ID is linked to it', async () => {
    // Arrange
    const sessionKey = await newSession();
    const { location } = await trip({ session_key: sessionKey });
    await takeHandoff(ticketOf(location), sessionKey);
    const ticket = 'plain-code-ticket-' + serial;
    await t.db.query(`INSERT INTO registration_tickets (ticket_hash, email, expires_at) VALUES ($1, $2, now() + interval '30 minutes')`, [testKeys.key(ticket), fake.user.default_email]);

    // Act
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/personal/registration',
      payload: { first_name: 'Мария', email: fake.user.default_email, phone: '+79211234567', registration_token: ticket, consent_personal_data: true },
    });

    // Assert
    expect(registered.statusCode).toBe(200);
    expect(await count('yandex_identities', 'yandex_user_id = $1', [fake.user.id])).toBe(0);
  });

  test('When Yandex gives no e-mail, then the shopper is told to allow it and nothing is created', async () => {
    // Arrange
    const sessionKey = await newSession();
    fake.user = yandexUser({ default_email: undefined, emails: [] });

    // Act
    const { location } = await trip({ session_key: sessionKey });

    // Assert
    expect(location).toBe('/catalog/vitamins?auth_error=yandex_no_email');
    expect(await count('yandex_handoffs', 'yandex_user_id = $1', [fake.user.id])).toBe(0);
  });
});

describe('errors', () => {
  async function nothingCreatedFor(user: FakeYandexUser) {
    expect(await count('yandex_handoffs', 'yandex_user_id = $1', [user.id])).toBe(0);
    expect(await count('yandex_identities', 'yandex_user_id = $1', [user.id])).toBe(0);
    expect(await count('accounts', 'email = $1', [user.default_email])).toBe(0);
  }

  test('When the shopper cancels at Yandex, then the page gets auth_error=yandex_cancelled and nothing is created', async () => {
    // Arrange
    const sessionKey = await newSession();

    // Act
    const { back, location } = await trip({ session_key: sessionKey }, 'deny');

    // Assert
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    expect(location).toBe('/catalog/vitamins?auth_error=yandex_cancelled');
    await nothingCreatedFor(fake.user);
  });

  test('When the same callback comes twice, then the second is refused as a used state and gives nothing more', async () => {
    // Arrange
    const sessionKey = await newSession();
    const { back } = await trip({ session_key: sessionKey });
    const handoffs = await count('yandex_handoffs', 'yandex_user_id = $1', [fake.user.id]);

    // Act
    const again = await callback(back, { session_key: sessionKey });

    // Assert
    expect(handoffs).toBe(1);
    expect(again.headers.location).toBe('/?auth_error=yandex_state');
    expect(await count('yandex_handoffs', 'yandex_user_id = $1', [fake.user.id])).toBe(1);
  });

  test('When the callback comes in another browser session or with a made-up state, then it is refused and the code is never exchanged', async () => {
    // Arrange
    const sessionKey = await newSession();
    const started = await start({ session_key: sessionKey });
    const back = await atYandex(started.headers.location as string, 'allow');
    const tokenCalls = fake.tokenRequests.length;
    const forged = new URL(back);
    forged.searchParams.set('state', 'made-up-state-of-an-attacker-0000000000000');

    // Act
    const otherBrowser = await callback(back, { session_key: await newSession() });
    const madeUp = await callback(forged.toString(), { session_key: sessionKey });

    // Assert
    expect(otherBrowser.headers.location).toBe('/catalog/vitamins?auth_error=yandex_state');
    expect(madeUp.headers.location).toBe('/?auth_error=yandex_state');
    expect(fake.tokenRequests.length).toBe(tokenCalls);
    await nothingCreatedFor(fake.user);
  });

  test('When the shopper comes back after the 10 minutes of the state, then it is refused as expired', async () => {
    // Arrange
    const sessionKey = await newSession();
    const started = await start({ session_key: sessionKey });
    const back = await atYandex(started.headers.location as string, 'allow');
    await t.db.query(`UPDATE yandex_auth_states SET expires_at = now() - interval '1 second' WHERE session_key_hash = $1`, [sessionKeyHash(sessionKey)]);

    // Act
    const late = await callback(back, { session_key: sessionKey });

    // Assert
    expect(late.headers.location).toBe('/catalog/vitamins?auth_error=yandex_state');
    await nothingCreatedFor(fake.user);
  });

  test('When Yandex says the code has expired, then the page gets auth_error=yandex_code and nothing is created', async () => {
    // Arrange
    const sessionKey = await newSession();
    const started = await start({ session_key: sessionKey });
    const back = await atYandex(started.headers.location as string, 'allow');
    fake.expireCodes();

    // Act
    const finished = await callback(back, { session_key: sessionKey });

    // Assert
    expect(finished.headers.location).toBe('/catalog/vitamins?auth_error=yandex_code');
    await nothingCreatedFor(fake.user);
  });

  test('When Yandex cannot be reached, then the page gets auth_error=yandex_unavailable and nothing is created', async () => {
    // Arrange
    const sessionKey = await newSession();
    const started = await start({ session_key: sessionKey });
    const back = await atYandex(started.headers.location as string, 'allow');
    fake.down = true;

    // Act
    const finished = await callback(back, { session_key: sessionKey });

    // Assert
    expect(finished.headers.location).toBe('/catalog/vitamins?auth_error=yandex_unavailable');
    await nothingCreatedFor(fake.user);
  });
});

describe('linking in the cabinet', () => {
  test('When a signed-in customer links Yandex ID, then the cabinet shows it linked; unlinking removes it and the Yandex user no longer signs in there', async () => {
    // Arrange
    const sessionKey = await newSession();
    const account = await createSignedInAccount(t.db);
    const headers = { 'x-authorization': `Token ${account.token}` };

    // Act
    const { location } = await trip({ session_key: sessionKey, auth_key: account.token }, 'allow', 'intent=link&return_to=%2Fpersonal%2Fdata');
    const linked = await t.app.inject({ method: 'GET', url: '/api/auth/yandex', headers });
    const unlinked = await t.app.inject({ method: 'POST', url: '/api/auth/yandex/unlink', headers });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/yandex', headers });
    const signIn = await trip({ session_key: await newSession() });

    // Assert
    expect(location).toBe('/personal/data?yandex_linked=1');
    expect(linked.json()).toEqual({ linked: true, login: fake.user.login });
    expect(unlinked.json()).toEqual({ linked: false, login: null });
    expect(status.json()).toEqual({ linked: false, login: null });
    // The account's e-mail is not Yandex's: the unlinked Yandex user is a newcomer now.
    expect(await count('yandex_handoffs', 'ticket_hash = $1 AND kind = $2', [testKeys.key(ticketOf(signIn.location)), 'registration'])).toBe(1);
  });

  test('When the Yandex ID already belongs to another customer, then linking is refused with yandex_taken', async () => {
    // Arrange
    const owner = await createSignedInAccount(t.db);
    await t.db.query('INSERT INTO yandex_identities (account_id, yandex_user_id) VALUES ($1, $2)', [owner.accountId, fake.user.id]);
    const other = await createSignedInAccount(t.db);

    // Act
    const { location } = await trip({ session_key: await newSession(), auth_key: other.token }, 'allow', 'intent=link&return_to=%2Fpersonal%2Fdata');

    // Assert
    expect(location).toBe('/personal/data?auth_error=yandex_taken');
    expect(await count('yandex_identities', 'account_id = $1', [other.accountId])).toBe(0);
  });

  test('When someone not signed in asks to link, or asks for the link status, then nothing is started and the status is 401', async () => {
    // Arrange
    const sessionKey = await newSession();

    // Act
    const started = await start({ session_key: sessionKey }, 'intent=link&return_to=%2Fpersonal%2Fdata');
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/yandex', headers: { 'x-authorization': `Session ${sessionKey}` } });

    // Assert
    expect(started.headers.location).toBe('/personal/data?auth_error=yandex_failed');
    expect(status.statusCode).toBe(401);
  });
});
