import type { AccountInfoDto, ApiErrorDto, CartInfoDto, EmailLoginCodeSentDto, EmailLoginResultDto, RegistrationResultDto, SessionDto } from 'api-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, testKeys } from '../../test/fixtures';
import { devCaptchaToken } from '../../test/forms';
import { SIGN_IN_RULES } from './sign-in-rules';

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 200 });
});

afterAll(async () => {
  await t.close();
});

/** A fresh address and client IP per test, so that the limits of one test never touch another. */
function visitor() {
  serial += 1;
  return { email: `buyer${serial}.${Date.now()}@example.ru`, ip: `10.1.${Math.floor(serial / 250)}.${serial % 250}` };
}

function post(url: string, payload: object, options: { ip?: string; authorization?: string; app?: FastifyInstance } = {}) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.authorization ? { 'x-authorization': options.authorization } : {}),
    },
  });
}

const askCode = (email: string, ip: string, app?: FastifyInstance) => post('/api/personal/email_login', { email }, { ip, app });
const sendCode = (email: string, code: string, ip: string, authorization?: string) =>
  post('/api/personal/email_login', { email, code }, { ip, authorization });

/** The code of the newest letter to the address, read from the development outbox. */
async function codeFromOutbox(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  const letter = response.json<{ letters: Array<{ subject: string; text: string; html: string }> }>().letters[0];
  const code = /\b(\d{6})\b/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/** A code that is certainly not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the limit events of the database back in time, as if `seconds` had passed. */
async function timePasses(seconds: number) {
  await t.db.query(`UPDATE auth_limit_events SET created_at = created_at - make_interval(secs => $1)`, [seconds]);
}

async function newSession(): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token;
}

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/personal/info', headers: { 'x-authorization': `Token ${token}` } });

describe('sending a sign-in code', () => {
  test('When a code is asked for, then a Russian letter with a 6-digit code goes out and only its keyed hash is stored', async () => {
    // Arrange
    const { email, ip } = visitor();

    // Act
    const response = await askCode(`  ${email.toUpperCase()} `, ip);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<EmailLoginCodeSentDto>()).toEqual({ status: 'send_code', success: true, code_length: 6, resend_after: 180, expires_in: 600 });
    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` });
    const [letter] = mailbox.json<{ letters: Array<{ subject: string; text: string; html: string }> }>().letters;
    const code = await codeFromOutbox(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(letter.subject).toBe(`${code} — код для входа в «Здоровье+»`);
    expect(letter.text).toContain('Ваш код для входа в интернет-магазин «Здоровье+»');
    expect(letter.html).toContain(code);
    expect(letter.html).toContain('<html lang="ru">');
    const stored = await t.db.query<{ code_hash: string; email_hash: string }>('SELECT code_hash, email_hash FROM sign_in_codes ORDER BY id DESC LIMIT 1');
    expect(stored.rows[0].code_hash).not.toContain(code);
    expect(stored.rows[0].email_hash).toBe(testKeys.email(email));
  });

  test('When a known and an unknown address ask for a code, then the answers are the same', async () => {
    // Arrange
    const known = visitor();
    await createSignedInAccount(t.db, { email: known.email });
    const unknown = visitor();

    // Act
    const forKnown = await askCode(known.email, known.ip);
    const forUnknown = await askCode(unknown.email, unknown.ip);

    // Assert
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.json()).toEqual(forUnknown.json());
  });

  test('When a code is asked for, then the address\'s day-old codes and long-ended tokens are cleared away', async () => {
    // Arrange
    const { email, ip } = visitor();
    await askCode(email, ip);
    await t.db.query(`UPDATE sign_in_codes SET created_at = now() - interval '2 days' WHERE email_hash = $1`, [testKeys.email(email)]);
    const stale = await createSignedInAccount(t.db);
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '2 days' WHERE account_id = $1`, [stale.accountId]);
    await timePasses(181);

    // Act
    await askCode(email, ip);

    // Assert
    const codes = await t.db.query('SELECT 1 FROM sign_in_codes WHERE email_hash = $1', [testKeys.email(email)]);
    expect(codes.rows).toHaveLength(1);
    expect((await t.db.query('SELECT 1 FROM auth_tokens WHERE account_id = $1', [stale.accountId])).rows).toHaveLength(0);
  });

  test('When the address is not an e-mail, then it is a 400 in Russian and no letter goes out', async () => {
    // Act
    const response = await askCode('not-an-email', visitor().ip);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toBe('Введите корректный адрес электронной почты');
  });

  test('When a second code is asked for within 180 s, then it is a 429 with a Russian text and Retry-After; after 180 s it goes out', async () => {
    // Arrange
    const { email, ip } = visitor();
    await askCode(email, ip);

    // Act
    const tooSoon = await askCode(email, ip);
    await timePasses(181);
    const later = await askCode(email, ip);

    // Assert
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<ApiErrorDto>().message).toMatch(/^Новый код можно запросить через 3 минуты\.$/);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(170);
    expect(retryAfter).toBeLessThanOrEqual(180);
    expect(later.statusCode).toBe(200);
  });

  test('When an address asked for 5 codes within an hour, then the sixth is a 429 until the oldest leaves the hour', async () => {
    // Arrange
    const { email, ip } = visitor();
    for (let i = 0; i < SIGN_IN_RULES.sendsPerEmailPerHour; i += 1) {
      expect((await askCode(email, ip)).statusCode).toBe(200);
      await timePasses(181);
    }

    // Act
    const sixth = await askCode(email, ip);

    // Assert
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ApiErrorDto>().message).toMatch(/^Слишком много запросов кода для этой почты\. Попробуйте снова через \d+ минут/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  test('When one client address asks for codes to many addresses, then it is stopped at the per-IP limit', async () => {
    // Arrange
    const { ip } = visitor();
    for (let i = 0; i < SIGN_IN_RULES.sendsPerIpPerHour; i += 1) {
      expect((await askCode(`ip-limit-${i}-${serial}@example.ru`, ip)).statusCode).toBe(200);
    }

    // Act
    const over = await askCode(`ip-limit-over-${serial}@example.ru`, ip);
    const otherIp = await askCode(`ip-limit-other-${serial}@example.ru`, visitor().ip);

    // Assert
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorDto>().message).toMatch(/с вашего устройства/);
    expect(over.headers['retry-after']).toBeDefined();
    expect(otherIp.statusCode).toBe(200);
  });

  test('When two API processes share the database, then the resend limit holds across them', async () => {
    // Arrange
    const second = await buildApp({ config: testConfig, db: t.db });
    const { email, ip } = visitor();

    try {
      // Act
      const first = await askCode(email, ip);
      const fromSecond = await askCode(email, ip, second);

      // Assert
      expect(first.statusCode).toBe(200);
      expect(fromSecond.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  test('When many requests for one address arrive at once, then exactly one code goes out', async () => {
    // Arrange
    const { email, ip } = visitor();

    // Act
    const answers = await Promise.all(Array.from({ length: 6 }, () => askCode(email, ip)));

    // Assert
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  test('When the letter cannot be sent, then it is a 503 in Russian and the attempt does not count', async () => {
    // Arrange: an SMTP relay address where nothing listens
    const broken = await buildApp({ config: { ...testConfig, smtpUrl: 'smtp://127.0.0.1:9' }, db: t.db });
    const { email, ip } = visitor();

    try {
      // Act
      const failed = await askCode(email, ip, broken);
      const retry = await askCode(email, ip);

      // Assert
      expect(failed.statusCode).toBe(503);
      expect(failed.json<ApiErrorDto>().message).toBe('Не удалось отправить письмо с кодом. Пожалуйста, попробуйте еще раз.');
      expect(retry.statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('checking a sign-in code', () => {
  test('When a customer types the right code, then a new token signs them in for 14 hours and is stored only as a keyed hash', async () => {
    // Arrange
    const { email, ip } = visitor();
    const account = await createSignedInAccount(t.db, { email, name: 'Мария' });
    await askCode(email, ip);
    const code = await codeFromOutbox(email);

    // Act
    const response = await sendCode(email, code, ip);

    // Assert
    expect(response.statusCode).toBe(200);
    const result = response.json<EmailLoginResultDto>();
    expect(result).toMatchObject({ status: 'login_success', success: true, new_registration: false, registration_token: null, reload: false });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.token).not.toBe(account.token);
    const me = await info(result.token!);
    expect(me.json<AccountInfoDto>()).toMatchObject({ email, name: 'Мария' });
    const stored = await t.db.query<{ hours: number; issued_for: string }>(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours, issued_for FROM auth_tokens WHERE token_hash = $1`,
      [testKeys.key(result.token!)],
    );
    expect(stored.rows[0].issued_for).toBe('login');
    expect(Number(stored.rows[0].hours)).toBeCloseTo(14, 1);
    expect((await t.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [result.token])).rows).toHaveLength(0);
  });

  test('When a right code is used twice, then the second time it is refused', async () => {
    // Arrange
    const { email, ip } = visitor();
    await createSignedInAccount(t.db, { email });
    await askCode(email, ip);
    const code = await codeFromOutbox(email);
    await sendCode(email, code, ip);

    // Act
    const again = await sendCode(email, code, ip);

    // Assert
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorDto>().message).toBe('Код устарел или уже использован. Запросите новый код.');
  });

  test('When the code is 10 minutes old, then it no longer works', async () => {
    // Arrange
    const { email, ip } = visitor();
    await askCode(email, ip);
    const code = await codeFromOutbox(email);
    await t.db.query(`UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE email_hash = $1`, [testKeys.email(email)]);

    // Act
    const response = await sendCode(email, code, ip);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toBe('Код устарел или уже использован. Запросите новый код.');
  });

  test('When a wrong code is typed, then the tries left are told, and after the fifth even the right code is refused', async () => {
    // Arrange
    const { email, ip } = visitor();
    await askCode(email, ip);
    const code = await codeFromOutbox(email);

    // Act
    const answers = [];
    for (let i = 0; i < SIGN_IN_RULES.maxAttemptsPerCode; i += 1) answers.push(await sendCode(email, wrong(code), ip));
    const right = await sendCode(email, code, ip);

    // Assert
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.map((answer) => answer.json<ApiErrorDto>().message)).toEqual([
      'Неверный код. Осталось 4 попытки.',
      'Неверный код. Осталось 3 попытки.',
      'Неверный код. Осталось 2 попытки.',
      'Неверный код. Осталась 1 попытка.',
      'Неверный код. Попытки для этого кода закончились — запросите новый код.',
    ]);
    expect(right.statusCode).toBe(400);
    expect(right.json<ApiErrorDto>().code).toBe('INVALID_CODE');
  });

  test('When an address spent its failure budget, then a new code does not refill it: 429 with Retry-After', async () => {
    // Arrange: two codes, five wrong tries each
    const { email, ip } = visitor();
    for (let round = 0; round < 2; round += 1) {
      await askCode(email, ip);
      const code = await codeFromOutbox(email);
      for (let i = 0; i < SIGN_IN_RULES.maxAttemptsPerCode; i += 1) await sendCode(email, wrong(code), ip);
      await timePasses(181);
    }
    await askCode(email, ip);
    const fresh = await codeFromOutbox(email);

    // Act
    const response = await sendCode(email, fresh, ip);

    // Assert
    expect(response.statusCode).toBe(429);
    expect(response.json<ApiErrorDto>().message).toMatch(/^Слишком много неверных попыток ввода кода\. Попробуйте снова через \d+ минут/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('When one client address guesses codes of many addresses, then it is stopped at the per-IP failure limit', async () => {
    // Arrange
    const { ip } = visitor();
    for (let i = 0; i < SIGN_IN_RULES.failuresPerIpPerHour; i += 1) {
      await sendCode(`guess-${i}-${serial}@example.ru`, '123456', ip);
    }

    // Act
    const response = await sendCode(`guess-over-${serial}@example.ru`, '123456', ip);

    // Assert
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  describe('guesses from many client addresses', () => {
    /** Wrong codes for an address from `clients` client addresses, `codes` codes each, five wrong tries per code. */
    async function guessFromMany(email: string, clients: number, codes = 1) {
      for (let client = 0; client < clients; client += 1) {
        const attacker = `10.200.${serial % 250}.${client}`;
        for (let round = 0; round < codes; round += 1) {
          await timePasses(181);
          await askCode(email, attacker);
          for (let i = 0; i < SIGN_IN_RULES.maxAttemptsPerCode; i += 1) await sendCode(email, '000000', attacker);
        }
      }
    }

    test('When others spent the address\'s failure budget, then the owner with a fresh code is asked for the captcha, not refused', async () => {
      // Arrange
      const { email, ip } = visitor();
      await createSignedInAccount(t.db, { email });
      await guessFromMany(email, SIGN_IN_RULES.failuresPerEmailBeforeCaptcha / SIGN_IN_RULES.maxAttemptsPerCode);
      await timePasses(181);
      await askCode(email, ip);
      const fresh = await codeFromOutbox(email);

      // Act
      const withoutCaptcha = await sendCode(email, fresh, ip);
      const token = await devCaptchaToken(t.app, 'signIn');
      const withCaptcha = await post('/api/personal/email_login', { email, code: fresh, captcha: token }, { ip });

      // Assert
      expect(withoutCaptcha.statusCode).toBe(403);
      expect(withoutCaptcha.json<ApiErrorDto>()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        message: 'Было много неверных попыток ввода кода для этой почты. Подтвердите, что вы не робот, и введите код ещё раз.',
      });
      expect(withCaptcha.statusCode).toBe(200);
      expect(withCaptcha.json<EmailLoginResultDto>().status).toBe('login_success');
    });

    test('When the budget is spent, then a guess without the captcha is not even checked, and a forged captcha is refused', async () => {
      // Arrange
      const { email } = visitor();
      await guessFromMany(email, 2);
      const { rows: before } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM auth_limit_events WHERE kind = 'code_failed'`);

      // Act
      const guess = await sendCode(email, '123456', '10.201.0.1');
      const forged = await post('/api/personal/email_login', { email, code: '123456', captcha: 'dev.signIn.forged' }, { ip: '10.201.0.2' });
      const otherAction = await post('/api/personal/email_login', { email, code: '123456', captcha: await devCaptchaToken(t.app, 'feedback') }, { ip: '10.201.0.3' });

      // Assert
      expect(guess.json<ApiErrorDto>().code).toBe('CAPTCHA_REQUIRED');
      expect(forged.statusCode).toBe(403);
      expect(forged.json<ApiErrorDto>().message).toBe('Не удалось подтвердить, что вы не робот. Попробуйте ещё раз.');
      expect(otherAction.statusCode).toBe(403);
      const { rows: after } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM auth_limit_events WHERE kind = 'code_failed'`);
      expect(after[0].count).toBe(before[0].count);
    });

    test('When one client spent its own budget for the address, then it gets 429 even with a captcha, and the owner elsewhere does not', async () => {
      // Arrange
      const { email, ip } = visitor();
      await guessFromMany(email, 1, SIGN_IN_RULES.failuresPerEmailAndIpPerHour / SIGN_IN_RULES.maxAttemptsPerCode);
      const attacker = `10.200.${serial % 250}.0`;
      await timePasses(181);
      await askCode(email, ip);
      const fresh = await codeFromOutbox(email);

      // Act
      const fromAttacker = await post('/api/personal/email_login', { email, code: '000000', captcha: await devCaptchaToken(t.app, 'signIn') }, { ip: attacker });
      const fromOwner = await post('/api/personal/email_login', { email, code: fresh, captcha: await devCaptchaToken(t.app, 'signIn') }, { ip });

      // Assert
      expect(fromAttacker.statusCode).toBe(429);
      expect(fromOwner.statusCode).toBe(200);
    });
  });

  test('When a visitor with goods in the cart, viewed products and recent searches signs in, then all move into the account', async () => {
    // Arrange
    const { email, ip } = visitor();
    const account = await createSignedInAccount(t.db, { email });
    const session = await newSession();
    const { rows: products } = await t.db.query<{ id: number }>('SELECT id FROM products WHERE quantity > 5 ORDER BY id LIMIT 2');
    await fillCart(t.db, { sessionToken: session }, [{ productId: products[0].id, quantity: 2 }]);
    await fillCart(t.db, { accountId: account.accountId }, [{ productId: products[1].id, quantity: 1 }]);
    await t.db.query('INSERT INTO product_views (session_token, product_id) VALUES ($1, $2)', [testKeys.key(session), products[1].id]);
    await t.db.query("INSERT INTO search_history (session_token, query) VALUES ($1, 'коллаген')", [testKeys.key(session)]);
    await askCode(email, ip);
    const code = await codeFromOutbox(email);

    // Act
    const result = (await sendCode(email, code, ip, `Session ${session}`)).json<EmailLoginResultDto>();

    // Assert
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: { 'x-authorization': `Token ${result.token}` } });
    expect(cart.json<CartInfoDto>().count).toBe(3);
    const sessionCart = await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: { 'x-authorization': `Session ${session}` } });
    expect(sessionCart.json<CartInfoDto>().count).toBe(0);
    const views = await t.db.query('SELECT 1 FROM product_views WHERE account_id = $1 AND product_id = $2', [account.accountId, products[1].id]);
    expect(views.rows).toHaveLength(1);
    const searches = await t.app.inject({ method: 'GET', url: '/api/search/history', headers: { 'x-authorization': `Token ${result.token}` } });
    expect(searches.json<Array<{ query: string }>>().map((item) => item.query)).toEqual(['коллаген']);
  });

  describe('the city', () => {
    const cityId = async (title: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM cities WHERE title = $1', [title])).rows[0].id;
    const chooseCity = (authorization: string, id: number) =>
      t.app.inject({ method: 'POST', url: '/api/city/update', headers: { 'x-authorization': authorization }, payload: { city_id: id } });
    const currentCity = async (authorization: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/city/list?is_important=true', headers: { 'x-authorization': authorization } })).json<{
        current_city: { title: string } | null;
      }>().current_city?.title ?? null;

    /** A returning customer whose saved city is `saved` (or none) signs in from a session that chose `visit` (or nothing). */
    async function signInWith(saved: string | null, visit: string | null) {
      const { email, ip } = visitor();
      const account = await createSignedInAccount(t.db, { email });
      if (saved) expect((await chooseCity(`Token ${account.token}`, await cityId(saved))).statusCode).toBe(200);
      const session = await newSession();
      if (visit) expect((await chooseCity(`Session ${session}`, await cityId(visit))).statusCode).toBe(200);
      await askCode(email, ip);
      const result = (await sendCode(email, await codeFromOutbox(email), ip, `Session ${session}`)).json<EmailLoginResultDto>();
      return { token: result.token!, session };
    }

    test('When a customer saved in Псков chooses Великие Луки before signing in, then the choice wins and becomes the saved city', async () => {
      // Act
      const { token, session } = await signInWith('Псков', 'Великие Луки');

      // Assert
      expect(await currentCity(`Token ${token}`)).toBe('Великие Луки');
      const draft = await t.app.inject({ method: 'GET', url: '/api/order', headers: { 'x-authorization': `Token ${token}` } });
      expect(draft.json<{ delivery_city: { id: number } | null }>().delivery_city?.id).toBe(await cityId('Великие Луки'));
      // The choice moved: the anonymous session no longer holds one of its own.
      const { rows } = await t.db.query('SELECT 1 FROM city_choices WHERE session_token = $1', [testKeys.key(session)]);
      expect(rows).toHaveLength(0);
    });

    test('When a customer with a saved city signs in without choosing one in this visit, then the saved city is used', async () => {
      // Act
      const { token } = await signInWith('Тула', null);

      // Assert
      expect(await currentCity(`Token ${token}`)).toBe('Тула');
    });
  });

  test('When a visitor who applied a promo code and chose a delivery signs in, then both come along, and a code of the account’s own cart stays', async () => {
    // Arrange
    const { rows: products } = await t.db.query<{ id: number }>('SELECT id FROM products WHERE quantity > 5 ORDER BY id LIMIT 1');
    const signIn = async (accountCode: string | null) => {
      const { email, ip } = visitor();
      const account = await createSignedInAccount(t.db, { email });
      const session = await newSession();
      await fillCart(t.db, { sessionToken: session }, [{ productId: products[0].id, quantity: 1 }]);
      if (accountCode) {
        await fillCart(t.db, { accountId: account.accountId }, [{ productId: products[0].id, quantity: 1 }]);
        await t.db.query('UPDATE carts SET promo_code = $2 WHERE account_id = $1', [account.accountId, accountCode]);
      }
      const asSession = { 'x-authorization': `Session ${session}` };
      expect((await t.app.inject({ method: 'POST', url: '/api/cart/promocode', headers: asSession, payload: { promo_code: 'zdorovie5' } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/cart/delivery', headers: asSession, payload: { delivery_key: 'pickup_left', delivery_price: 0 } })).statusCode).toBe(200);
      await askCode(email, ip);
      const result = (await sendCode(email, await codeFromOutbox(email), ip, `Session ${session}`)).json<EmailLoginResultDto>();
      const headers = { 'x-authorization': `Token ${result.token}` };
      const info = (await t.app.inject({ method: 'GET', url: '/api/cart/info', headers })).json<CartInfoDto>();
      const delivery = (await t.app.inject({ method: 'GET', url: '/api/delivery/list', headers })).json<{ selected: string | null }>();
      return { info, selected: delivery.selected };
    };

    // Act
    const fresh = await signIn(null);
    const withOwnCode = await signIn('MINUS300');

    // Assert
    expect(fresh.info.promo_code).toBe('ZDOROVIE5');
    expect(fresh.info.discount).toBeGreaterThan(0);
    expect(fresh.selected).toBe('pickup_left');
    expect(withOwnCode.info.promo_code).toBe('MINUS300');
  });
});

describe('registration', () => {
  async function confirmNewAddress(email: string, ip: string): Promise<EmailLoginResultDto> {
    await askCode(email, ip);
    return (await sendCode(email, await codeFromOutbox(email), ip)).json<EmailLoginResultDto>();
  }

  const registration = (email: string, ticket: string, extra: object = {}) => ({
    first_name: ' Ольга ',
    last_name: 'Смирнова',
    email,
    phone: '+79161234567',
    registration_token: ticket,
    consent_personal_data: true,
    ...extra,
  });

  test('When a new address types its code, then registration is asked for with a single-use ticket', async () => {
    // Arrange
    const { email, ip } = visitor();

    // Act
    const result = await confirmNewAddress(email, ip);

    // Assert
    expect(result).toMatchObject({ status: 'login_error', new_registration: true, token: null });
    expect(result.registration_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('When a confirmed address registers with consent, then it is signed in for 7 days and both consents are stored with version and IP', async () => {
    // Arrange
    const { email, ip } = visitor();
    const { registration_token: ticket } = await confirmNewAddress(email, ip);

    // Act
    const response = await post('/api/personal/registration', registration(email, ticket!, { consent_newsletter: true }), { ip });

    // Assert
    expect(response.statusCode).toBe(200);
    const { token } = response.json<RegistrationResultDto>();
    expect((await info(token)).json<AccountInfoDto>()).toMatchObject({ email, name: 'Ольга', surname: 'Смирнова', phone: '+79161234567' });
    const stored = await t.db.query<{ days: number; issued_for: string }>(
      'SELECT extract(epoch FROM expires_at - now()) / 86400 AS days, issued_for FROM auth_tokens WHERE token_hash = $1',
      [testKeys.key(token)],
    );
    expect(stored.rows[0].issued_for).toBe('registration');
    expect(Number(stored.rows[0].days)).toBeCloseTo(7, 1);
    const consents = await t.db.query<{ kind: string; ip: string; text_version: string; source: string }>(
      'SELECT kind, ip, text_version, source FROM consents WHERE email = $1 ORDER BY kind',
      [email],
    );
    expect(consents.rows).toEqual([
      { kind: 'newsletter', ip, text_version: '2026-11-22', source: 'registration' },
      { kind: 'personal_data', ip, text_version: '2026-11-22', source: 'registration' },
    ]);
  });

  test('When registration comes without the personal-data consent, then it is refused and the ticket still works', async () => {
    // Arrange
    const { email, ip } = visitor();
    const { registration_token: ticket } = await confirmNewAddress(email, ip);

    // Act
    const refused = await post('/api/personal/registration', registration(email, ticket!, { consent_personal_data: false }), { ip });
    const accepted = await post('/api/personal/registration', registration(email, ticket!), { ip });

    // Assert
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorDto>().message).toBe('Чтобы зарегистрироваться, дайте согласие на обработку персональных данных.');
    expect(accepted.statusCode).toBe(200);
  });

  test('When a ticket is used again, made up, or brought with another address, then registration is refused', async () => {
    // Arrange
    const { email, ip } = visitor();
    const { registration_token: ticket } = await confirmNewAddress(email, ip);
    const other = visitor();
    const { registration_token: otherTicket } = await confirmNewAddress(other.email, other.ip);
    await post('/api/personal/registration', registration(email, ticket!), { ip });

    // Act
    const reused = await post('/api/personal/registration', registration(email, ticket!), { ip });
    const madeUp = await post('/api/personal/registration', registration(visitor().email, 'made-up-ticket-000000000000'), { ip });
    const mismatch = await post('/api/personal/registration', registration(email, otherTicket!), { ip });

    // Assert
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ApiErrorDto>().code).toBe('REGISTRATION_EXPIRED');
    expect(madeUp.statusCode).toBe(400);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiErrorDto>().code).toBe('EMAIL_MISMATCH');
  });

  test('When the phone is not +7 and ten digits, then registration is a 400', async () => {
    // Arrange
    const { email, ip } = visitor();
    const { registration_token: ticket } = await confirmNewAddress(email, ip);

    // Act
    const response = await post('/api/personal/registration', registration(email, ticket!, { phone: '8916' }), { ip });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(/«phone»/);
  });
});

describe('signed-in customer', () => {
  test('When a customer logs out, then the token is revoked on the server', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const logout = await post('/api/personal/logout', {}, { authorization: `Token ${account.token}` });
    const after = await info(account.token);

    // Assert
    expect(logout.statusCode).toBe(200);
    expect(after.statusCode).toBe(401);
  });

  test('When the cabinet home is asked for, then it answers the own bonus balance and counts, and 401 without a token', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { name: 'Вера', bonusBalance: 350 });
    const other = await createSignedInAccount(t.db, { bonusBalance: 10 });
    await t.db.query('INSERT INTO favourites (account_id, product_id) SELECT $1, id FROM products ORDER BY id LIMIT 2', [account.accountId]);

    // Act
    const mine = await t.app.inject({ method: 'GET', url: '/api/personal', headers: { 'x-authorization': `Token ${account.token}` } });
    const theirs = await t.app.inject({ method: 'GET', url: '/api/personal', headers: { 'x-authorization': `Token ${other.token}` } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/personal' });

    // Assert
    expect(mine.json()).toMatchObject({ name: 'Вера', bonus_balance: 350, favourites: 2, waitlist: 0, last_order: null });
    expect(theirs.json()).toMatchObject({ bonus_balance: 10, favourites: 0 });
    expect(anonymous.statusCode).toBe(401);
  });

  test('When a token outlived its time, then the server refuses it', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [account.accountId]);

    // Act
    const response = await info(account.token);

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test('When a customer edits the data, then only their own account changes', async () => {
    // Arrange
    const a = await createSignedInAccount(t.db, { name: 'Анна' });
    const b = await createSignedInAccount(t.db, { name: 'Борис' });

    // Act
    const response = await post(
      '/api/personal/update',
      { name: 'Анна', surname: 'Петрова', patronymic: 'Сергеевна', gender: 'female', date_of_birth: '1990-05-17', phone: '+79001112233' },
      { authorization: `Token ${a.token}` },
    );

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountInfoDto>()).toMatchObject({ surname: 'Петрова', patronymic: 'Сергеевна', gender: 'female', date_of_birth: '1990-05-17', phone: '+79001112233' });
    expect((await info(b.token)).json<AccountInfoDto>()).toMatchObject({ name: 'Борис', surname: 'Иванова' });
  });

  test.each([['2099-01-01'], ['1990-02-30']])('When the date of birth is %s, then the update is refused in Russian', async (date) => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const response = await post('/api/personal/update', { date_of_birth: date }, { authorization: `Token ${account.token}` });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toBe('Введите настоящую дату рождения');
  });

  test.each([
    ['GET', '/api/personal', undefined],
    ['GET', '/api/personal/info', undefined],
    ['POST', '/api/personal/update', { name: 'Чужой' }],
    ['POST', '/api/personal/logout', {}],
    ['POST', '/api/personal/email_change', { email: 'x@example.ru' }],
    ['POST', '/api/personal/email_change/confirm', { email: 'x@example.ru', code: '123456' }],
    ['POST', '/api/personal/avatar/remove', {}],
  ] as const)('When %s %s is called with no token, a session key or a revoked token, then it is 401', async (method, url, payload) => {
    // Arrange
    const session = await newSession();
    const revoked = await createSignedInAccount(t.db);
    await post('/api/personal/logout', {}, { authorization: `Token ${revoked.token}` });

    // Act
    const answers = await Promise.all(
      [undefined, `Session ${session}`, `Token ${revoked.token}`].map((authorization) =>
        t.app.inject({ method, url, payload, headers: authorization ? { 'x-authorization': authorization } : {} }),
      ),
    );

    // Assert
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });

  test('When a customer changes the e-mail, then the new address must confirm it with its code', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const { email: newEmail, ip } = visitor();
    const asked = await post('/api/personal/email_change', { email: newEmail }, { ip, authorization: `Token ${account.token}` });
    const code = await codeFromOutbox(newEmail);

    // Act
    const wrongTry = await post('/api/personal/email_change/confirm', { email: newEmail, code: wrong(code) }, { ip, authorization: `Token ${account.token}` });
    const confirmed = await post('/api/personal/email_change/confirm', { email: newEmail, code }, { ip, authorization: `Token ${account.token}` });

    // Assert
    expect(asked.statusCode).toBe(200);
    expect(wrongTry.statusCode).toBe(400);
    expect(confirmed.statusCode).toBe(200);
    expect((await info(account.token)).json<AccountInfoDto>().email).toBe(newEmail);
  });

  test('When another customer tries the code sent for someone else’s e-mail change, then it does not work', async () => {
    // Arrange
    const owner = await createSignedInAccount(t.db);
    const intruder = await createSignedInAccount(t.db);
    const { email: newEmail, ip } = visitor();
    await post('/api/personal/email_change', { email: newEmail }, { ip, authorization: `Token ${owner.token}` });
    const code = await codeFromOutbox(newEmail);

    // Act
    const response = await post('/api/personal/email_change/confirm', { email: newEmail, code }, { ip, authorization: `Token ${intruder.token}` });

    // Assert
    expect(response.statusCode).toBe(400);
    expect((await info(intruder.token)).json<AccountInfoDto>().email).not.toBe(newEmail);
  });
});
