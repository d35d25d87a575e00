import type { DevMailboxDto, FormErrorsDto } from 'api-contracts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount } from '../../test/fixtures';
import { devCaptchaToken, multipartBody, startFakeCaptchaProvider } from '../../test/forms';

const SHOP_EMAIL = 'shop@zdorovie-plus-pskov.ru';

describe('feedback and callback forms', () => {
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 50 });
  });

  afterAll(async () => {
    await t.close();
  });

  function nextIp(): string {
    ipCounter += 1;
    return `203.0.113.${ipCounter}`;
  }

  async function send(url: '/api/feedback' | '/api/callback', fields: Record<string, string>, ip = nextIp(), headers: Record<string, string> = {}) {
    const body = multipartBody(fields);
    return t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { ...body.headers, ...headers }, payload: body.payload });
  }

  async function mailbox(email: string) {
    return (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters;
  }

  async function stored(email: string) {
    const { rows } = await t.db.query<{ kind: string; name: string; phone: string; message: string; call_time: string; ip: string }>(
      'SELECT kind, name, phone, message, call_time, ip FROM feedback_messages WHERE email = $1 ORDER BY id',
      [email],
    );
    return rows;
  }

  test('When a valid feedback form is sent, then it is stored with consent, the shop is told at MAIN_EMAIL and the customer gets a copy', async () => {
    // Arrange
    const ip = nextIp();
    const fields = {
      name: ' Мария Иванова ',
      phone: '+7 (916) 123-45-67',
      email: 'Maria@Example.ru',
      message: 'Когда будет Омега-3 от Solgar?',
      token: 'k3j2h1',
      captcha: await devCaptchaToken(t.app, 'feedback'),
      consent: 'true',
    };

    // Act
    const response = await send('/api/feedback', fields, ip);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Спасибо! Ваше сообщение отправлено.' });
    expect(await stored('maria@example.ru')).toEqual([
      { kind: 'feedback', name: 'Мария Иванова', phone: '+79161234567', message: 'Когда будет Омега-3 от Solgar?', call_time: '', ip },
    ]);
    const consent = await t.db.query("SELECT kind, source, ip FROM consents WHERE email = 'maria@example.ru'");
    expect(consent.rows).toEqual([{ kind: 'personal_data', source: 'feedback', ip }]);
    const shopLetter = (await mailbox(SHOP_EMAIL)).find((letter) => letter.text.includes('Мария Иванова'));
    expect(shopLetter?.subject).toMatch(/^Сообщение с сайта №\d+: Мария Иванова$/);
    expect(shopLetter?.text).toContain('Телефон: +7 (916) 123-45-67');
    expect(shopLetter?.text).toContain('E-mail: maria@example.ru');
    expect(shopLetter?.text).toContain('Сообщение: Когда будет Омега-3 от Solgar?');
    const [copy] = await mailbox('maria@example.ru');
    expect(copy.subject).toMatch(/^Мы получили ваше сообщение №\d+$/);
    expect(copy.text).toContain('Здравствуйте, Мария Иванова!');
    expect(copy.html).toContain('<html lang="ru">');
  });

  test('When a callback is requested, then it is stored with the wanted time and both letters speak of a call', async () => {
    // Act
    const response = await send('/api/callback', {
      name: 'Пётр',
      phone: '89112223344',
      email: 'petr@example.ru',
      call_time: 'после 18:00',
      captcha: await devCaptchaToken(t.app, 'callback'),
      consent: 'on',
    });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Спасибо! Мы перезвоним вам в ближайшее рабочее время.');
    expect(await stored('petr@example.ru')).toEqual([
      expect.objectContaining({ kind: 'callback', phone: '+79112223344', call_time: 'после 18:00', message: '' }),
    ]);
    const shopLetter = (await mailbox(SHOP_EMAIL)).find((letter) => letter.text.includes('Пётр'));
    expect(shopLetter?.subject).toMatch(/^Заявка на обратный звонок №\d+: Пётр$/);
    expect(shopLetter?.text).toContain('Удобное время для звонка: после 18:00');
    const [copy] = await mailbox('petr@example.ru');
    expect(copy.text).toContain('Мы позвоним по номеру +7 (911) 222-33-44');
  });

  test('When required fields are empty or wrong, then the errors map names each field in Russian and nothing is stored or sent', async () => {
    // Act
    const empty = await send('/api/feedback', { name: '', phone: '', email: '', captcha: await devCaptchaToken(t.app, 'feedback') });
    const wrong = await send('/api/feedback', {
      name: 'Ольга',
      phone: '+7 (916) 123-45',
      email: 'olga@',
      message: 'ы'.repeat(2001),
      consent: 'true',
      captcha: await devCaptchaToken(t.app, 'feedback'),
    });

    // Assert
    expect(empty.statusCode).toBe(400);
    expect(empty.json<FormErrorsDto>().errors).toEqual({
      name: ['Это поле является обязательным'],
      phone: ['Введите номер телефона'],
      email: ['Это поле является обязательным'],
      consent: ['Нужно ваше согласие на обработку персональных данных'],
    });
    expect(wrong.json<FormErrorsDto>().errors).toEqual({
      phone: ['Введите номер телефона полностью'],
      email: ['Введите валидный емейл адрес'],
      message: ['Сообщение не должно быть длиннее 2000 символов'],
    });
    expect((await t.db.query("SELECT 1 FROM feedback_messages WHERE name = 'Ольга'")).rows).toHaveLength(0);
  });

  test('When the form comes with no body or an unreadable one, then the answer is a clear 4xx, never a crash', async () => {
    // Act
    const empty = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: nextIp() });
    const text = await t.app.inject({ method: 'POST', url: '/api/callback', remoteAddress: nextIp(), headers: { 'content-type': 'text/plain' }, payload: 'name=Бот' });
    const broken = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: nextIp(), headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nбез конца' });

    // Assert
    expect(empty.statusCode).toBe(400);
    expect(empty.json<FormErrorsDto>()).toMatchObject({ success: false, errors: { form: ['Проверьте, правильно ли заполнена форма'] } });
    expect(text.statusCode).toBe(400);
    expect(text.json<FormErrorsDto>().success).toBe(false);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<FormErrorsDto>().errors).toEqual({ form: ['Форма пришла не полностью. Обновите страницу и отправьте её ещё раз.'] });
  });

  test('When a field is far too long for the schema, then the answer is still a form error by field', async () => {
    // Act
    const response = await send('/api/callback', { name: 'я'.repeat(300), phone: '9161234567', email: 'a@b.ru' });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<FormErrorsDto>()).toMatchObject({ success: false, errors: { name: ['Введите имя не длиннее 100 символов'] } });
  });

  test('When a feedback token is used for a callback, or none is sent, then the form is refused with 403 and nothing is stored', async () => {
    // Arrange
    const fields = { name: 'Бот', phone: '9161112233', email: 'bot2@example.ru', consent: 'true' };

    // Act
    const wrongAction = await send('/api/callback', { ...fields, captcha: await devCaptchaToken(t.app, 'feedback') });
    const none = await send('/api/callback', fields);

    // Assert
    expect(wrongAction.statusCode).toBe(403);
    expect(none.statusCode).toBe(403);
    expect(await stored('bot2@example.ru')).toEqual([]);
    expect(await mailbox('bot2@example.ru')).toEqual([]);
  });

  test('When one address sends callbacks a sixth time in ten minutes, then it is refused with a clear Russian message and nothing is stored', async () => {
    // Arrange
    const ip = nextIp();
    for (let i = 1; i <= 5; i += 1) {
      const ok = await send('/api/callback', {
        name: `Клиент ${i}`,
        phone: `916000000${i}`,
        email: `client${i}@example.ru`,
        consent: 'true',
        captcha: await devCaptchaToken(t.app, 'callback'),
      }, ip);
      expect(ok.statusCode).toBe(200);
    }

    // Act
    const sixth = await send('/api/callback', {
      name: 'Клиент 6',
      phone: '9160000006',
      email: 'client6@example.ru',
      consent: 'true',
      captcha: await devCaptchaToken(t.app, 'callback'),
    }, ip);

    // Assert
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<FormErrorsDto>().errors.form[0]).toMatch(/^Слишком много отправок формы/);
    expect(await stored('client6@example.ru')).toEqual([]);
  });

  test('When a signed-in customer writes, then the message is linked to the account', async () => {
    // Arrange
    const { accountId, token } = await createSignedInAccount(t.db, { email: 'acc@example.ru' });

    // Act
    const response = await send(
      '/api/feedback',
      { name: 'Анна', phone: '9163334455', email: 'acc@example.ru', consent: 'true', captcha: await devCaptchaToken(t.app, 'feedback') },
      nextIp(),
      { 'x-authorization': `Token ${token}` },
    );

    // Assert
    expect(response.statusCode).toBe(200);
    const saved = await t.db.query<{ account_id: number | null }>("SELECT account_id FROM feedback_messages WHERE email = 'acc@example.ru'");
    expect(saved.rows).toEqual([{ account_id: accountId }]);
    const consent = await t.db.query("SELECT account_id FROM consents WHERE email = 'acc@example.ru'");
    expect(consent.rows).toEqual([{ account_id: accountId }]);
  });
});

describe('feedback with Google reCAPTCHA configured', () => {
  // The provider is a local HTTP server speaking the siteverify protocol (see test/forms.ts).
  let fake: Awaited<ReturnType<typeof startFakeCaptchaProvider>>;
  let t: TestApp;
  let score = 0.9;

  beforeAll(async () => {
    fake = await startFakeCaptchaProvider((fields) => ({
      body: {
        success: fields.response === 'google-token' || fields.response === 'google-token-2',
        score,
        action: 'feedback',
        challenge_ts: new Date().toISOString(),
        hostname: 'shop.test',
      },
    }));
    t = await buildTestApp({
      productCount: 50,
      config: {
        captcha: { ...testConfig.captcha, provider: 'recaptcha', siteKey: 'site-key', secret: 'google-secret', verifyUrl: fake.url },
      },
    });
  });

  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const fields = (captcha: string, email: string) => ({ name: 'Ирина', phone: '9165556677', email, consent: 'true', captcha });

  test('When siteverify accepts the token, then the message is stored; the same token again is refused', async () => {
    // Act
    const body = multipartBody(fields('google-token', 'irina@example.ru'));
    const first = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '192.0.2.1', headers: body.headers, payload: body.payload });
    const again = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '192.0.2.2', headers: body.headers, payload: body.payload });

    // Assert
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(403);
    expect(fake.received[0]).toEqual({ secret: 'google-secret', response: 'google-token', remoteip: '192.0.2.1' });
    const { rows } = await t.db.query("SELECT 1 FROM feedback_messages WHERE email = 'irina@example.ru'");
    expect(rows).toHaveLength(1);
  });

  test('When the score is too low, then the form is refused and nothing is stored', async () => {
    // Arrange
    score = 0.1;
    const body = multipartBody(fields('google-token-2', 'lowscore@example.ru'));

    // Act
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '192.0.2.3', headers: body.headers, payload: body.payload });

    // Assert
    expect(response.statusCode).toBe(403);
    expect((await t.db.query("SELECT 1 FROM feedback_messages WHERE email = 'lowscore@example.ru'")).rows).toHaveLength(0);
  });

  test('When the development token route is asked with a real provider configured, then it does not exist', async () => {
    // Act
    const response = await t.app.inject({ method: 'POST', url: '/api/captcha/dev-token', payload: { action: 'feedback' } });

    // Assert
    expect(response.statusCode).toBe(404);
  });

  test('When the forms config is asked, then it names the provider, its key and script, and the consent pages', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/forms/config' });

    // Assert
    expect(response.json()).toEqual({
      captcha: { provider: 'recaptcha', site_key: 'site-key', script_url: 'https://www.google.com/recaptcha/api.js?render=site-key' },
      consents: { personal_data_url: '/personal-data-consent', newsletter_url: '/newsletter-consent' },
    });
  });
});

describe('feedback when the captcha provider does not answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    const fake = await startFakeCaptchaProvider(() => ({ body: {} }));
    await fake.close();
    t = await buildTestApp({
      productCount: 50,
      config: { captcha: { ...testConfig.captcha, provider: 'smartcaptcha', siteKey: 'k', secret: 's', verifyUrl: fake.url } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  test('When the verify call fails, then the door stays closed: 503 with a Russian message and nothing stored', async () => {
    // Arrange
    const body = multipartBody({ name: 'Илья', phone: '9167778899', email: 'ilya@example.ru', consent: 'true', captcha: 'ya-token' });

    // Act
    const response = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: body.headers, payload: body.payload });

    // Assert
    expect(response.statusCode).toBe(503);
    expect(response.json<FormErrorsDto>().errors.captcha[0]).toBe(
      'Не удалось проверить, что вы не робот: сервис проверки не отвечает. Попробуйте через минуту.',
    );
    expect((await t.db.query("SELECT 1 FROM feedback_messages WHERE email = 'ilya@example.ru'")).rows).toHaveLength(0);
  });
});
