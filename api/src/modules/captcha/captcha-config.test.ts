import { ConfigError, loadConfig } from '../../config';

describe('captcha configuration', () => {
  test('When nothing is set, then the development provider is used with a secret of its own', () => {
    // Act
    const { captcha } = loadConfig({});

    // Assert
    expect(captcha).toMatchObject({ provider: 'development', siteKey: null, verifyUrl: null, minScore: 0.5, maxAgeSeconds: 120 });
    expect(captcha.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  test('When reCAPTCHA is chosen with its keys, then Google siteverify is the verify endpoint', () => {
    // Act
    const { captcha } = loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret', CAPTCHA_MIN_SCORE: '0.7' });

    // Assert
    expect(captcha).toMatchObject({
      provider: 'recaptcha',
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.7,
    });
  });

  test('When SmartCaptcha is chosen, then Yandex validate is the verify endpoint unless one is given', () => {
    // Act
    const chosen = loadConfig({ CAPTCHA_PROVIDER: 'smartcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' }).captcha;
    const overridden = loadConfig({ CAPTCHA_PROVIDER: 'smartcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/validate' }).captcha;

    // Assert
    expect(chosen.verifyUrl).toBe('https://smartcaptcha.yandexcloud.net/validate');
    expect(overridden.verifyUrl).toBe('http://127.0.0.1:9999/validate');
  });

  test('When the settings are wrong, then the start stops naming every bad variable', () => {
    // Act
    let problems: string[] = [];
    try {
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_MIN_SCORE: '2', CAPTCHA_MAX_AGE_SECONDS: '5', CAPTCHA_VERIFY_URL: 'ftp://x' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }

    // Assert
    expect(problems).toEqual([
      'CAPTCHA_SITE_KEY is required with CAPTCHA_PROVIDER=recaptcha',
      'CAPTCHA_SECRET is required with CAPTCHA_PROVIDER=recaptcha',
      'CAPTCHA_VERIFY_URL must be an http(s) URL, got "ftp://x"',
      'CAPTCHA_MIN_SCORE must be a number from 0 to 1, got "2"',
      'CAPTCHA_MAX_AGE_SECONDS must be an integer from 10 to 3600, got "5"',
    ]);
  });

  test('When production runs with the development provider or an unknown one, then it refuses to start', () => {
    // Act + Assert
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay:25',
      AUTH_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'live_secret',
      EXCHANGE_USER: 'site-exchange',
      EXCHANGE_PASSWORD: 'a-long-exchange-password',
    };
    expect(() => loadConfig(production)).toThrow(/CAPTCHA_PROVIDER must be recaptcha or smartcaptcha in production/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER must be one of recaptcha, smartcaptcha, development/);
    expect(loadConfig({ ...production, CAPTCHA_PROVIDER: 'smartcaptcha', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' }).captcha.provider).toBe('smartcaptcha');
  });
});
