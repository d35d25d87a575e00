import type { DevMailboxDto, FormErrorsDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { devCaptchaToken, multipartBody } from '../../test/forms';

describe('newsletter subscription', () => {
  let t: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 50 });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Each test comes from its own address, so the per-address limit of one test never touches another. */
  function nextIp(): string {
    ipCounter += 1;
    return `198.51.100.${ipCounter}`;
  }

  async function subscribe(fields: Record<string, string>, ip: string = nextIp()) {
    const body = multipartBody(fields);
    return t.app.inject({ method: 'POST', url: '/api/subscriber', remoteAddress: ip, headers: { ...body.headers, 'user-agent': 'Chromium' }, payload: body.payload });
  }

  async function validFields(email: string): Promise<Record<string, string>> {
    return { email, token: 'k3j2h1', captcha: await devCaptchaToken(t.app, 'mailSubscription'), consent: 'true', newsletter_consent: 'true' };
  }

  async function mailbox(email: string) {
    return (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters;
  }

  async function subscriber(email: string) {
    const { rows } = await t.db.query<{ status: string; n: number }>(
      'SELECT status, count(*) OVER ()::int AS n FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    return rows[0] ?? null;
  }

  test('When an e-mail subscribes with both consents and a captcha token, then it waits for confirmation, both consents are stored and the letter has both links', async () => {
    // Act
    const response = await subscribe(await validFields('Anna.Petrova@Example.ru'));

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Мы отправили письмо для подтверждения подписки. Перейдите по ссылке из письма.' });
    expect(await subscriber('anna.petrova@example.ru')).toEqual({ status: 'pending', n: 1 });
    const consents = await t.db.query<{ kind: string; source: string; text_version: string; user_agent: string }>(
      "SELECT kind, source, text_version, user_agent FROM consents WHERE email = 'anna.petrova@example.ru' ORDER BY kind",
    );
    expect(consents.rows).toEqual([
      { kind: 'newsletter', source: 'subscription', text_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), user_agent: 'Chromium' },
      { kind: 'personal_data', source: 'subscription', text_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), user_agent: 'Chromium' },
    ]);
    const [letter] = await mailbox('anna.petrova@example.ru');
    expect(letter.subject).toBe('Подтвердите подписку на рассылку');
    expect(letter.text).toContain('Подпишитесь на рассылку');
    expect(letter.text).toMatch(/Подтвердить подписку: https:\/\/shop\.test\/api\/subscriber\/confirm\?token=[\w-]+/);
    expect(letter.text).toMatch(/Отписаться от рассылки: https:\/\/shop\.test\/api\/subscriber\/unsubscribe\?token=[\w-]+/);
    expect(letter.html).toContain('Подтвердить подписку</a>');
  });

  test('When the confirmation link is followed, then the subscriber is active and the shop home says so; the unsubscribe link ends it', async () => {
    // Arrange
    await subscribe(await validFields('oleg@example.ru'));
    const [letter] = await mailbox('oleg@example.ru');
    const confirm = /https:\/\/shop\.test(\/api\/subscriber\/confirm\?token=[\w-]+)/.exec(letter.text)![1];
    const unsubscribe = /https:\/\/shop\.test(\/api\/subscriber\/unsubscribe\?token=[\w-]+)/.exec(letter.text)![1];

    // Act
    const confirmed = await t.app.inject({ method: 'GET', url: confirm });

    // Assert
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('https://shop.test/?subscription=confirmed');
    expect((await subscriber('oleg@example.ru'))?.status).toBe('active');

    // Act
    const left = await t.app.inject({ method: 'GET', url: unsubscribe });

    // Assert
    expect(left.headers.location).toBe('https://shop.test/?subscription=unsubscribed');
    expect((await subscriber('oleg@example.ru'))?.status).toBe('unsubscribed');
    const stale = await t.app.inject({ method: 'GET', url: confirm });
    expect(stale.headers.location).toBe('https://shop.test/?subscription=invalid');
    expect((await subscriber('oleg@example.ru'))?.status).toBe('unsubscribed');
  });

  test('When a link has an unknown token, then the home page is told it is invalid and nothing changes', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/subscriber/confirm?token=nope' });

    // Assert
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://shop.test/?subscription=invalid');
  });

  test('When the same e-mail subscribes again, then it is a success, still one subscriber; an active one gets no second letter', async () => {
    // Arrange
    await subscribe(await validFields('maria@example.ru'));

    // Act
    const again = await subscribe(await validFields('MARIA@example.ru'));

    // Assert
    expect(again.statusCode).toBe(200);
    expect(await subscriber('maria@example.ru')).toEqual({ status: 'pending', n: 1 });
    const letters = await mailbox('maria@example.ru');
    expect(letters).toHaveLength(2);
    expect(letters[0].text).toBe(letters[1].text);

    // Arrange: confirmed
    await t.app.inject({ method: 'GET', url: /https:\/\/shop\.test(\/api\/subscriber\/confirm\?token=[\w-]+)/.exec(letters[0].text)![1] });

    // Act
    const thirdTime = await subscribe(await validFields('maria@example.ru'));

    // Assert
    expect(thirdTime.statusCode).toBe(200);
    expect(await subscriber('maria@example.ru')).toEqual({ status: 'active', n: 1 });
    expect(await mailbox('maria@example.ru')).toHaveLength(2);
  });

  test('When the e-mail is empty or invalid and the consents are missing, then each field gets its Russian error and nothing is stored', async () => {
    // Act
    const empty = await subscribe({ email: '', captcha: await devCaptchaToken(t.app, 'mailSubscription') });
    const invalid = await subscribe({ ...(await validFields('mail')), email: 'ivan@' });

    // Assert
    expect(empty.statusCode).toBe(400);
    expect(empty.json<FormErrorsDto>()).toMatchObject({
      statusCode: 400,
      success: false,
      message: 'Это поле является обязательным',
      errors: {
        email: ['Это поле является обязательным'],
        consent: ['Нужно ваше согласие на обработку персональных данных'],
        newsletter_consent: ['Нужно ваше согласие на получение рассылки'],
      },
    });
    expect(invalid.json<FormErrorsDto>().errors).toEqual({ email: ['Введите валидный емейл адрес'] });
    expect((await t.db.query("SELECT 1 FROM newsletter_subscribers WHERE email LIKE 'ivan%'")).rows).toHaveLength(0);
  });

  test('When the captcha token is missing, forged, for another action or used twice, then the form is refused and nothing is stored', async () => {
    // Arrange
    const fields = await validFields('bot@example.ru');
    const feedbackToken = await devCaptchaToken(t.app, 'feedback');

    // Act
    const missing = await subscribe({ ...fields, captcha: '' });
    const forged = await subscribe({ ...fields, captcha: 'dev.eyJhIjoibWFpbFN1YnNjcmlwdGlvbiJ9.c2lnbmF0dXJl' });
    const otherAction = await subscribe({ ...fields, captcha: feedbackToken });

    // Assert
    expect(missing.statusCode).toBe(403);
    expect(missing.json<FormErrorsDto>().errors).toEqual({
      captcha: ['Не удалось подтвердить, что вы не робот. Обновите страницу и отправьте форму ещё раз.'],
    });
    for (const refused of [forged, otherAction]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json<FormErrorsDto>()).toMatchObject({ code: 'CAPTCHA_FAILED', errors: { captcha: [expect.stringContaining('не робот')] } });
    }
    expect(await subscriber('bot@example.ru')).toBeNull();
    expect((await t.db.query("SELECT 1 FROM consents WHERE email = 'bot@example.ru'")).rows).toHaveLength(0);
    expect(await mailbox('bot@example.ru')).toHaveLength(0);

    // Act: a good token twice (another e-mail: the refused attempts above count against this one)
    expect((await subscribe({ ...fields, email: 'human@example.ru' })).statusCode).toBe(200);
    const replay = await subscribe({ ...fields, email: 'replay@example.ru' });

    // Assert
    expect(replay.statusCode).toBe(403);
    expect(await subscriber('replay@example.ru')).toBeNull();
  });

  test('When one address sends the form a sixth time in ten minutes, then it is refused with 429, a Russian message and Retry-After, and nothing is stored', async () => {
    // Arrange
    const ip = nextIp();
    for (let i = 1; i <= 5; i += 1) expect((await subscribe(await validFields(`reader${i}@example.ru`), ip)).statusCode).toBe(200);

    // Act
    const sixth = await subscribe(await validFields('reader6@example.ru'), ip);

    // Assert
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toMatch(/^\d+$/);
    expect(sixth.json<FormErrorsDto>()).toMatchObject({
      success: false,
      code: 'TOO_MANY_SUBMISSIONS',
      errors: { form: [expect.stringMatching(/^Слишком много отправок формы\. Попробуйте ещё раз через \d+ мин\.$/)] },
    });
    expect(await subscriber('reader6@example.ru')).toBeNull();
    expect((await subscribe(await validFields('reader6@example.ru'))).statusCode).toBe(200);
  });

  test('When one e-mail is sent a fourth time in an hour from different addresses, then it is refused', async () => {
    // Arrange
    for (let i = 0; i < 3; i += 1) expect((await subscribe(await validFields('often@example.ru'))).statusCode).toBe(200);

    // Act
    const fourth = await subscribe(await validFields('often@example.ru'));

    // Assert
    expect(fourth.statusCode).toBe(429);
    expect(await mailbox('often@example.ru')).toHaveLength(3);
  });

  test('When the form comes URL-encoded or as JSON, then it is taken the same way', async () => {
    // Act
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/subscriber',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(await validFields('form@example.ru')).toString(),
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/subscriber',
      remoteAddress: nextIp(),
      payload: { ...(await validFields('json@example.ru')), consent: true, newsletter_consent: true },
    });

    // Assert
    expect(encoded.statusCode).toBe(200);
    expect(json.statusCode).toBe(200);
    expect((await subscriber('json@example.ru'))?.status).toBe('pending');
  });

  test('When a file is attached to the form, then it is refused without a crash', async () => {
    // Arrange
    const boundary = '----fileBoundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nfile@example.ru\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;

    // Act
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriber',
      remoteAddress: nextIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });

    // Assert
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await subscriber('file@example.ru')).toBeNull();
  });
});
