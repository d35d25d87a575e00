import type { AccountInfoDto, FavouritesInfoDto, SessionDto, WaitingInfoDto } from 'api-contracts';
import { createAccountsRepository } from '../modules/accounts/index';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createSignedInAccount, testKeys } from '../test/fixtures';
import { ownerOf, parseAuthorizationHeader, resolveIdentity } from './identity';

describe('parseAuthorizationHeader', () => {
  test.each([
    ['Token abcdefgh12345678', { scheme: 'token', key: 'abcdefgh12345678' }],
    ['Session abcdefgh12345678', { scheme: 'session', key: 'abcdefgh12345678' }],
    ['  session   abc_DEF-12345  ', { scheme: 'session', key: 'abc_DEF-12345' }],
  ])('When the header is %p, then scheme and key are read', (header, expected) => {
    // Act
    const parsed = parseAuthorizationHeader(header);

    // Assert
    expect(parsed).toEqual(expected);
  });

  test.each([undefined, '', 'Bearer abcdefgh12345678', 'Token', 'Token short', "Token abc'; DROP TABLE sessions; --", `Token ${'x'.repeat(200)}`])(
    'When the header is %p, then it is not a credential',
    (header) => {
      // Act
      const parsed = parseAuthorizationHeader(header);

      // Assert
      expect(parsed).toBeNull();
    },
  );
});

describe('identity and personal routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { 'x-authorization': authorization } : {} });

  test('When a session is requested, then a new random 256-bit key is returned and only its keyed hash is stored', async () => {
    // Act
    const first = await get('/api/personal/get_session');
    const second = await get('/api/personal/get_session');

    // Assert
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { token } = first.json<SessionDto>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.json<SessionDto>().token).not.toBe(token);
    const stored = await t.db.query('SELECT 1 FROM sessions WHERE key_hash = $1', [testKeys.key(token)]);
    expect(stored.rows).toHaveLength(1);
    const plain = await t.db.query('SELECT 1 FROM sessions WHERE key_hash = $1', [token]);
    expect(plain.rows).toHaveLength(0);
  });

  test('When a known session key is sent, then the request is from that session', async () => {
    // Arrange
    const { token } = (await get('/api/personal/get_session')).json<SessionDto>();

    // Act
    const identity = await resolveIdentity(createAccountsRepository(t.db), testKeys, `Session ${token}`);

    // Assert
    expect(identity).toEqual({ kind: 'session', sessionToken: testKeys.key(token) });
  });

  test('When an unknown session key or an unknown sign-in key is sent, then the caller is anonymous', async () => {
    // Act
    const session = await resolveIdentity(createAccountsRepository(t.db), testKeys, 'Session unknownunknownunknown');
    const token = await resolveIdentity(createAccountsRepository(t.db), testKeys, 'Token unknownunknownunknown');

    // Assert
    expect(session).toEqual({ kind: 'anonymous' });
    expect(token).toEqual({ kind: 'anonymous' });
  });

  test.each(['/api/personal/info', '/api/favourites/info', '/api/waiting/info'])(
    'When %s is requested anonymously, then the answer is 401 «Требуется авторизация»',
    async (url) => {
      // Act
      const response = await get(url);

      // Assert
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Требуется авторизация', code: 'UNAUTHORIZED' });
    },
  );

  test('When a session key is sent to a personal route, then it is still 401: a session is not a sign-in', async () => {
    // Arrange
    const { token } = (await get('/api/personal/get_session')).json<SessionDto>();

    // Act
    const response = await get('/api/personal/info', `Session ${token}`);

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test('When a session key is sent as a sign-in token, then it is not accepted', async () => {
    // Arrange
    const { token } = (await get('/api/personal/get_session')).json<SessionDto>();

    // Act
    const response = await get('/api/personal/info', `Token ${token}`);

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test('When an expired sign-in token is sent, then it is 401', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { expired: true });

    // Act
    const response = await get('/api/personal/info', `Token ${account.token}`);

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test('When a signed-in customer asks for the account, then the account fields come back', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { email: 'anna@example.ru', name: 'Анна' });

    // Act
    const response = await get('/api/personal/info?lang=ru', `Token ${account.token}`);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountInfoDto>()).toEqual({
      date_of_birth: null,
      email: 'anna@example.ru',
      gender: null,
      image: null,
      name: 'Анна',
      patronymic: '',
      phone: '+7 (911) 123-45-67',
      surname: 'Иванова',
    });
  });

  test('When a signed-in customer has favourites and waits for products, then the info routes count them', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    await t.db.query('INSERT INTO favourites (account_id, product_id) VALUES ($1, 3), ($1, 7)', [account.accountId]);
    await t.db.query('INSERT INTO waitlist_items (account_id, product_id) VALUES ($1, 5)', [account.accountId]);

    // Act
    const favourites = await get('/api/favourites/info', `Token ${account.token}`);
    const waiting = await get('/api/waiting/info', `Token ${account.token}`);

    // Assert
    expect(favourites.statusCode).toBe(200);
    const favouritesInfo = favourites.json<FavouritesInfoDto>();
    expect(favouritesInfo.quantity).toBe(2);
    expect([...favouritesInfo.products].sort((a, b) => a - b)).toEqual([3, 7]);
    expect(waiting.json<WaitingInfoDto>()).toEqual({ quantity: 1, products: [5] });
  });

  test('When a header is malformed, then public routes still answer as for an anonymous visitor', async () => {
    // Act
    const response = await get('/api/cart/info', 'Token');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 0 });
  });
});

describe('ownerOf', () => {
  test.each([
    [{ kind: 'account', accountId: 7, tokenHash: 'hash' } as const, { accountId: 7 }],
    [{ kind: 'session', sessionToken: 'key-hash' } as const, { sessionToken: 'key-hash' }],
    [{ kind: 'anonymous' } as const, null],
  ])('When the caller is %p, then the data belongs to %p', (identity, owner) => {
    expect(ownerOf(identity)).toEqual(owner);
  });
});
