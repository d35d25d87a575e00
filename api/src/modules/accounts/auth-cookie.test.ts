import type { EmailLoginResultDto, RegistrationResultDto } from 'api-contracts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount } from '../../test/fixtures';
import { CROSS_SITE_MESSAGE } from '../../plugins/identity';

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 200 });
});

afterAll(async () => {
  await t.close();
});

/** A fresh address and client IP per test, so that the sign-in limits of one test never touch another. */
function visitor() {
  serial += 1;
  return { email: `cookie${serial}.${Date.now()}@example.ru`, ip: `10.7.${Math.floor(serial / 250)}.${serial % 250}` };
}

const SHOP = testConfig.publicUrl;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function codeFromOutbox(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  const letter = response.json<{ letters: Array<{ text: string }> }>().letters[0];
  const code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** Signs in by code as the shop's page does (same origin), returning the answer. */
async function signInByCode(email: string, ip: string) {
  await post('/api/personal/email_login', { email }, { origin: SHOP, 'x-forwarded-for': ip });
  return post('/api/personal/email_login', { email, code: await codeFromOutbox(email) }, { origin: SHOP, 'x-forwarded-for': ip });
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
}

describe('the sign-in cookie', () => {
  test('When an existing customer signs in by code, then auth_key is set HttpOnly, Secure, SameSite=Lax for 14 hours with its readable companion', async () => {
    // Arrange
    const { email, ip } = visitor();
    await createSignedInAccount(t.db, { email });

    // Act
    const response = await signInByCode(email, ip);

    // Assert
    expect(response.statusCode).toBe(200);
    const { token } = response.json<EmailLoginResultDto>();
    expect(token).toBeTruthy();
    expect(setCookies(response)).toEqual([
      `auth_key=${token}; Path=/; Max-Age=50400; SameSite=Lax; Secure; HttpOnly`,
      'signed_in=1; Path=/; Max-Age=50400; SameSite=Lax; Secure',
    ]);
  });

  test('When a new address registers, then the cookies live 7 days', async () => {
    // Arrange
    const { email, ip } = visitor();
    const confirmed = (await signInByCode(email, ip)).json<EmailLoginResultDto>();

    // Act
    const response = await post(
      '/api/personal/registration',
      { first_name: 'Ольга', email, phone: '+79161234567', registration_token: confirmed.registration_token, consent_personal_data: true },
      { origin: SHOP, 'x-forwarded-for': ip },
    );

    // Assert
    expect(response.statusCode).toBe(200);
    const { token } = response.json<RegistrationResultDto>();
    expect(setCookies(response)).toEqual([
      `auth_key=${token}; Path=/; Max-Age=604800; SameSite=Lax; Secure; HttpOnly`,
      'signed_in=1; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    ]);
  });

  test('When a code is wrong or only asked for, then no cookie is set', async () => {
    // Arrange
    const { email, ip } = visitor();
    await createSignedInAccount(t.db, { email });

    // Act
    const asked = await post('/api/personal/email_login', { email }, { origin: SHOP, 'x-forwarded-for': ip });
    const code = await codeFromOutbox(email);
    const wrong = await post('/api/personal/email_login', { email, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') }, { origin: SHOP, 'x-forwarded-for': ip });

    // Assert
    expect(asked.statusCode).toBe(200);
    expect(setCookies(asked)).toEqual([]);
    expect(setCookies(wrong)).toEqual([]);
  });

  test('When the cookie comes alone, then it authenticates reads; the X-Authorization header keeps working without it', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { name: 'Вера' });

    // Act
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { cookie: `other=1; auth_key=${account.token}` } });
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { 'x-authorization': `Token ${account.token}` } });
    const byForgedCookie = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { cookie: 'auth_key=not-a-key-of-this-shop' } });

    // Assert
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json<{ name: string }>().name).toBe('Вера');
    expect(byHeader.statusCode).toBe(200);
    expect(byForgedCookie.statusCode).toBe(401);
  });

  test('When the customer signs out from the page, then the key is revoked and both cookies are cleared', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const logout = await post('/api/personal/logout', {}, { cookie: `auth_key=${account.token}`, origin: SHOP });
    const after = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { cookie: `auth_key=${account.token}` } });
    const again = await post('/api/personal/logout', {}, { cookie: `auth_key=${account.token}`, origin: SHOP });

    // Assert
    expect(logout.statusCode).toBe(200);
    expect(setCookies(logout)).toEqual(['auth_key=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly', 'signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure']);
    expect(after.statusCode).toBe(401);
    // A stale cookie is still cleared, so the page stops showing a signed-in customer.
    expect(again.statusCode).toBe(200);
    expect(setCookies(again)).toHaveLength(2);
  });
});

describe('the cross-site request guard', () => {
  test.each([
    ['no Origin nor Referer', {}],
    ['another site as Origin', { origin: 'https://evil.example' }],
    ['another site as Referer', { referer: 'https://evil.example/page' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('When a cookie-authenticated write comes with %s, then it is refused with 403 and changes nothing', async (_case, headers: Record<string, string>) => {
    // Arrange
    const account = await createSignedInAccount(t.db, { name: 'Прежнее' });

    // Act
    const response = await post('/api/personal/update', { name: 'Взломщик' }, { cookie: `auth_key=${account.token}`, ...headers });
    const info = await t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { 'x-authorization': `Token ${account.token}` } });

    // Assert
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    expect(info.json<{ name: string }>().name).toBe('Прежнее');
  });

  test('When a cookie-authenticated write comes from the shop (Origin or Referer), then it passes', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const byOrigin = await post('/api/personal/update', { name: 'Анна' }, { cookie: `auth_key=${account.token}`, origin: SHOP });
    const byReferer = await post('/api/personal/update', { name: 'Мария' }, { cookie: `auth_key=${account.token}`, referer: `${SHOP}/personal/profile` });

    // Assert
    expect(byOrigin.statusCode).toBe(200);
    expect(byReferer.statusCode).toBe(200);
    expect(byReferer.json<{ name: string }>().name).toBe('Мария');
  });

  test('When a write carries the key in X-Authorization and no Origin (an app or a script), then it passes', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const response = await post('/api/personal/update', { name: 'Ирина' }, { 'x-authorization': `Token ${account.token}` });

    // Assert
    expect(response.statusCode).toBe(200);
  });

  test('When another site posts a sign-in, then it is refused: no code is sent and no cookie is set', async () => {
    // Arrange
    const { email, ip } = visitor();

    // Act
    const response = await post('/api/personal/email_login', { email }, { origin: 'https://evil.example', 'x-forwarded-for': ip });
    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });

    // Assert
    expect(response.statusCode).toBe(403);
    expect(setCookies(response)).toEqual([]);
    expect(mailbox.json<{ letters: unknown[] }>().letters).toEqual([]);
  });

  test('When a configured extra origin writes with the cookie, then it passes; reads never need an Origin', async () => {
    // Arrange
    const other = await buildTestApp({ productCount: 10, config: { allowedOrigins: ['https://m.shop.test'] } });
    try {
      const account = await createSignedInAccount(other.db);

      // Act
      const allowed = await other.app.inject({ method: 'POST', url: '/api/personal/update', payload: { name: 'Ольга' }, headers: { cookie: `auth_key=${account.token}`, origin: 'https://m.shop.test' } });
      const read = await other.app.inject({ method: 'GET', url: '/api/personal/info', headers: { cookie: `auth_key=${account.token}`, origin: 'https://evil.example' } });

      // Assert
      expect(allowed.statusCode).toBe(200);
      expect(read.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('When the shop runs on plain-http localhost, then the cookies are not Secure and any loopback page of the shop may write', async () => {
    // Arrange
    const local = await buildTestApp({ productCount: 10, config: { publicUrl: 'http://localhost:8080' } });
    try {
      const account = await createSignedInAccount(local.db);

      // Act
      const fromRemotePage = await local.app.inject({ method: 'POST', url: '/api/personal/update', payload: { name: 'Ольга' }, headers: { cookie: `auth_key=${account.token}`, origin: 'http://localhost:8083' } });
      const fromElsewhere = await local.app.inject({ method: 'POST', url: '/api/personal/update', payload: { name: 'Ольга' }, headers: { cookie: `auth_key=${account.token}`, origin: 'http://evil.example' } });
      const logout = await local.app.inject({ method: 'POST', url: '/api/personal/logout', payload: {}, headers: { cookie: `auth_key=${account.token}`, origin: 'http://localhost:8080' } });

      // Assert
      expect(fromRemotePage.statusCode).toBe(200);
      expect(fromElsewhere.statusCode).toBe(403);
      expect(setCookies(logout)).toEqual(['auth_key=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly', 'signed_in=; Path=/; Max-Age=0; SameSite=Lax']);
    } finally {
      await local.close();
    }
  });
});
