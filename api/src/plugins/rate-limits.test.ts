import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEFAULT_EXCHANGE_CONFIG } from '../modules/exchange/index';
import { DEVELOPMENT_OPERATOR_PASSWORD, DEVELOPMENT_OPERATOR_USER } from '../modules/operators/index';
import { ADDRESS_LIMITS, BASIC_SIGN_IN_LIMITS, limitedAddress, type RateLimit } from './rate-limits';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60 });
});

afterAll(async () => {
  await t.close();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * Sets the current window of `bucket` to `hits`, as many earlier requests would have, then sends `send`.
 * A window that closes in between (once a minute) is filled again and the request repeated once.
 */
async function afterHits(bucket: string, limit: RateLimit, hits: number, send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  for (let attempt = 0; ; attempt += 1) {
    await t.app.repositories.limits.hit(bucket, limit.windowSeconds);
    await t.db.query(
      'UPDATE form_rate_limits SET hits = $2 WHERE bucket = $1 AND window_start = (SELECT max(window_start) FROM form_rate_limits WHERE bucket = $1)',
      [bucket, hits],
    );
    const response = await send();
    if (response.statusCode === 429 || attempt > 0) return response;
  }
}

describe('per-address limits of the routes anyone may call', () => {
  test.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:0:12:abcd::1', '2001:db8:0:12::/64'],
    ['2001:0db8:0000:0012:ffff:ffff:ffff:ffff', '2001:db8:0:12::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('When the client is %s, then the limits count %s', (ip, counted) => {
    expect(limitedAddress(ip)).toBe(counted);
  });

  test('When one address asks for sessions past the limit, then it gets 429 in Russian with Retry-After, and other addresses do not', async () => {
    const session = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/personal/get_session', remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await session('10.1.0.1')).statusCode).toBe(200);

    const refused = await afterHits('session:ip:10.1.0.1', ADDRESS_LIMITS.session, ADDRESS_LIMITS.session.max, () => session('10.1.0.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Слишком много запросов с вашего адреса/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await session('10.1.0.2')).statusCode).toBe(200);
  });

  test('When an address is at the limit, then its last allowed session is given and the next is refused', async () => {
    const session = () => t.app.inject({ method: 'GET', url: '/api/personal/get_session', remoteAddress: '10.1.0.3' });
    expect((await afterHits('session:ip:10.1.0.3', ADDRESS_LIMITS.session, ADDRESS_LIMITS.session.max - 1, session)).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(429);
  });

  test('When one address asks for development captcha tokens past the limit, then it gets 429 with Retry-After', async () => {
    const token = (remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/captcha/dev-token', payload: { action: 'feedback' }, remoteAddress });
    expect((await token('10.2.0.1')).statusCode).toBe(200);
    const refused = await afterHits('captcha-token:ip:10.2.0.1', ADDRESS_LIMITS.captchaToken, ADDRESS_LIMITS.captchaToken.max, () => token('10.2.0.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Слишком много запросов с вашего адреса/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await token('10.2.0.2')).statusCode).toBe(200);
  });

  test('When one address searches past the limit, then its searches get 429, the empty dropdown and other addresses still answer', async () => {
    const search = (remoteAddress: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/modal-search?query=${encodeURIComponent(query)}`, remoteAddress });
    expect((await search('10.3.0.1', 'витамин')).statusCode).toBe(200);
    const refused = await afterHits('search:ip:10.3.0.1', ADDRESS_LIMITS.search, ADDRESS_LIMITS.search.max, () => search('10.3.0.1', 'магний'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Слишком много запросов с вашего адреса/);
    expect(refused.headers['retry-after']).toBeDefined();
    // The dropdown without a query searches nothing and is not limited.
    expect((await search('10.3.0.1', '')).statusCode).toBe(200);
    expect((await search('10.3.0.2', 'магний')).statusCode).toBe(200);
  });

  test('When requests are refused by validation, then they are not counted', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/captcha/dev-token', payload: { action: 'nothing' }, remoteAddress: '10.2.0.9' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.repositories.limits.count('captcha-token:ip:10.2.0.9', 60)).hits).toBe(0);
  });
});

describe('HTTP Basic sign-ins of the 1C exchange', () => {
  const { user, password } = DEFAULT_EXCHANGE_CONFIG;
  const checkauth = (remoteAddress: string, authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=catalog&mode=checkauth', headers: { authorization }, remoteAddress });

  test('When one address guesses passwords, then past the limit it gets 429 «failure» with Retry-After, even for the right one, while 1C at its own address signs in', async () => {
    for (let i = 0; i < BASIC_SIGN_IN_LIMITS.perAddress.max; i += 1) {
      const wrong = await checkauth('10.9.0.66', basic(user, `guess-${i}`));
      expect(wrong.statusCode).toBe(401);
    }
    const limited = await checkauth('10.9.0.66', basic(user, 'guess-next'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
    expect(limited.body).toMatch(/^failure\nСлишком много неверных попыток входа\. Повторите через \d+ (с|мин\.)\n$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(BASIC_SIGN_IN_LIMITS.perAddress.windowSeconds);
    expect((await checkauth('10.9.0.66', basic(user, password))).statusCode).toBe(429);

    const real = await checkauth('10.9.0.1', basic(user, password));
    expect(real.statusCode).toBe(200);
    expect(real.body).toMatch(/^success\n/);
  });

  test('When many guesses from one address come at once, then no more than the limit are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => checkauth('10.9.0.77', basic(user, `burst-${i}`))));
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(BASIC_SIGN_IN_LIMITS.perAddress.max);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - BASIC_SIGN_IN_LIMITS.perAddress.max);
  });

  test('When 1C signs in many times from its address, then the right password never counts toward the limit', async () => {
    for (let i = 0; i < BASIC_SIGN_IN_LIMITS.perAddress.max + 5; i += 1) expect((await checkauth('10.9.0.2', basic(user, password))).statusCode).toBe(200);
    expect((await checkauth('10.9.0.2', basic(user, 'one-typo'))).statusCode).toBe(401);
  });

  test('When a request comes without a pair, then it is 401 and not counted as a guess', async () => {
    for (let i = 0; i < BASIC_SIGN_IN_LIMITS.perAddress.max + 2; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=catalog&mode=checkauth', remoteAddress: '10.9.0.70' })).statusCode).toBe(401);
    }
    expect((await checkauth('10.9.0.70', basic(user, password))).statusCode).toBe(200);
  });

  test('When the exchange user is guessed from many addresses, then new addresses are refused but 1C at an address it signed in from keeps working', async () => {
    // 1C signed in from its address before the attack.
    expect((await checkauth('10.8.0.1', basic(user, password))).statusCode).toBe(200);
    const perAddress = BASIC_SIGN_IN_LIMITS.perAddress.max;
    const addresses = Math.ceil(BASIC_SIGN_IN_LIMITS.perUser.max / perAddress);
    for (let a = 0; a < addresses; a += 1) {
      await Promise.all(Array.from({ length: perAddress }, (_, i) => checkauth(`10.7.${a}.1`, basic(user, `spray-${a}-${i}`))));
    }
    const fresh = await checkauth('10.6.0.1', basic(user, 'spray-more'));
    expect(fresh.statusCode).toBe(429);
    expect(fresh.body).toMatch(/^failure\nСлишком много неверных попыток входа/);
    // The right password from an address that never signed in waits too: otherwise a guess would tell right from wrong.
    expect((await checkauth('10.6.0.2', basic(user, password))).statusCode).toBe(429);
    expect((await checkauth('10.8.0.1', basic(user, password))).statusCode).toBe(200);
    // Another user name is not affected by that user's failures.
    expect((await checkauth('10.6.0.3', basic('someone-else', 'whatever-password'))).statusCode).toBe(401);
  });
});

describe('HTTP Basic sign-ins of the operators', () => {
  const orders = (remoteAddress: string, authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/operator/orders', headers: { authorization }, remoteAddress });

  test('When one address guesses an operator password, then past the limit it gets the JSON 429 with Retry-After, and the operator elsewhere signs in', async () => {
    for (let i = 0; i < BASIC_SIGN_IN_LIMITS.perAddress.max; i += 1) {
      const wrong = await orders('10.5.0.66', basic(DEVELOPMENT_OPERATOR_USER, `guess-${i}`));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('OPERATOR_UNAUTHORIZED');
    }
    const limited = await orders('10.5.0.66', basic(DEVELOPMENT_OPERATOR_USER, DEVELOPMENT_OPERATOR_PASSWORD));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Слишком много неверных попыток входа/) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['cache-control']).toBe('private, no-store');

    expect((await orders('10.5.0.1', basic(DEVELOPMENT_OPERATOR_USER, DEVELOPMENT_OPERATOR_PASSWORD))).statusCode).toBe(200);
  });
});
