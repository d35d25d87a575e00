import path from 'node:path';
import { ConfigError, DEVELOPMENT_AUTH_SECRET, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  test('When nothing is set, then the defaults of api/README.md apply', () => {
    // Act
    const config = loadConfig({});

    // Assert
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
      mediaDir: path.join(REPO_ROOT, '.data', 'media'),
      seedProducts: 3200,
      pgliteSharedBuffersMb: 32,
      logLevel: 'info',
      nodeEnv: 'development',
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      mailFrom: '"Здоровье+" <shop@zdorovie-plus-pskov.ru>',
      trustProxy: 'loopback',
      payment: { provider: 'test', yookassaShopId: null, yookassaSecretKey: null, yookassaApiUrl: 'https://api.yookassa.ru/v3' },
      postalServiceIds: { pickup: null, courier: null },
    });
  });

  test('When the repository root is computed, then it is the folder holding api/', () => {
    // Assert
    expect(path.basename(path.join(REPO_ROOT, 'api'))).toBe('api');
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '..', '..'));
  });

  test('When every variable is set, then each is used, a relative DATA_DIR from the repository root', () => {
    // Act
    const config = loadConfig({
      API_PORT: '8123',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: 'tmp/db',
      PGLITE_SHARED_BUFFERS_MB: '64',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://zdorovie-plus-pskov.ru/',
      SMTP_URL: 'smtps://shop:secret@smtp.example.ru:465',
      MAIL_FROM: 'noreply@zdorovie-plus-pskov.ru',
      TRUST_PROXY: '10.0.0.0/8',
      AUTH_SECRET: 'a-real-production-secret-of-40-characters',
      CAPTCHA_PROVIDER: 'smartcaptcha',
      CAPTCHA_SITE_KEY: 'ysc1_client',
      CAPTCHA_SECRET: 'ysc2_server',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'live_secret',
      YOOKASSA_API_URL: 'https://yookassa-proxy.example.ru/v3/',
      POST_PICKUP_SERVICE_ID: 'PVZ_01',
      POST_COURIER_SERVICE_ID: '2002',
      EXCHANGE_USER: 'site-exchange',
      EXCHANGE_PASSWORD: 'a-long-exchange-password',
    });

    // Assert
    expect(config).toMatchObject({
      port: 8123,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop@db:5432/shop',
      dataDir: path.join(REPO_ROOT, 'tmp', 'db'),
      pgliteSharedBuffersMb: 64,
      logLevel: 'debug',
      nodeEnv: 'production',
      publicUrl: 'https://zdorovie-plus-pskov.ru',
      smtpUrl: 'smtps://shop:secret@smtp.example.ru:465',
      mailFrom: 'noreply@zdorovie-plus-pskov.ru',
      trustProxy: '10.0.0.0/8',
      authSecret: 'a-real-production-secret-of-40-characters',
      payment: { provider: 'yookassa', yookassaShopId: '123456', yookassaSecretKey: 'live_secret', yookassaApiUrl: 'https://yookassa-proxy.example.ru/v3' },
      postalServiceIds: { pickup: 'PVZ_01', courier: '2002' },
    });
  });

  test('When production keeps the test payment provider, or YooKassa comes without its keys, then it refuses to start naming them', () => {
    // Arrange
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example.ru:587', AUTH_SECRET: 'a-real-production-secret-of-40-characters' };

    // Act
    const testInProduction = () => loadConfig(production);
    const withoutKeys = () => loadConfig({ PAYMENT_PROVIDER: 'yookassa' });

    // Assert
    expect(testInProduction).toThrow(/PAYMENT_PROVIDER must be yookassa in production/);
    expect(withoutKeys).toThrow(/YOOKASSA_SHOP_ID is required[\s\S]*YOOKASSA_SECRET_KEY is required/);
  });

  test.each([
    ['PAYMENT_PROVIDER', 'paypal'],
    ['YOOKASSA_API_URL', 'ftp://yookassa'],
    ['POST_PICKUP_SERVICE_ID', 'пункт выдачи'],
    ['POST_COURIER_SERVICE_ID', 'a'.repeat(65)],
  ])('When %s is %p, then it is rejected by name', (name, raw) => {
    // Act
    const attempt = () => loadConfig({ [name]: raw });

    // Assert
    expect(attempt).toThrow(new RegExp(name));
  });

  test('When production runs without AUTH_SECRET or with the development one, then it refuses to start', () => {
    // Arrange
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example.ru:587' };

    // Act
    const without = () => loadConfig(production);
    const withDevelopmentSecret = () => loadConfig({ ...production, AUTH_SECRET: DEVELOPMENT_AUTH_SECRET });

    // Assert
    expect(without).toThrow(/AUTH_SECRET is required in production/);
    expect(withDevelopmentSecret).toThrow(/AUTH_SECRET is required in production/);
  });

  test('When AUTH_SECRET is shorter than 32 characters, then it is rejected; unset outside production, the development one is used', () => {
    // Act
    const attempt = () => loadConfig({ AUTH_SECRET: 'short' });
    const development = loadConfig({});

    // Assert
    expect(attempt).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(development.authSecret).toBe(DEVELOPMENT_AUTH_SECRET);
  });

  test('When production runs without an SMTP relay, then it refuses to start: the outbox is for development', () => {
    // Act
    const attempt = () => loadConfig({ NODE_ENV: 'production' });

    // Assert
    expect(attempt).toThrow(/SMTP_URL is required in production/);
  });

  test.each([['SMTP_URL', 'http://smtp.example.ru'], ['SEED_PRODUCTS', '0'], ['SEED_PRODUCTS', '250000'], ['SEED_PRODUCTS', '1e5'], ['PGLITE_SHARED_BUFFERS_MB', '0'], ['PGLITE_SHARED_BUFFERS_MB', '2048'], ['PGLITE_SHARED_BUFFERS_MB', '32MB'], ['MAIL_FROM', 'shop at example'], ['MAIL_FROM', '"Shop" <nobody>']])(
    'When %s is %p, then it is rejected by name',
    (name, raw) => {
      // Act
      const attempt = () => loadConfig({ [name]: raw });

      // Assert
      expect(attempt).toThrow(new RegExp(name));
    },
  );

  test.each([['true', true], ['false', false], ['127.0.0.1,10.0.0.1', '127.0.0.1,10.0.0.1']])(
    'When TRUST_PROXY is %p, then Fastify gets %p',
    (raw, expected) => {
      // Act
      const config = loadConfig({ TRUST_PROXY: raw });

      // Assert
      expect(config.trustProxy).toBe(expected);
    },
  );

  test('When several variables are invalid, then one error lists each of them by name', () => {
    // Act
    const attempt = () => loadConfig({ API_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', NODE_ENV: 'staging', PUBLIC_URL: 'ftp://x' });

    // Assert
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      for (const name of ['API_PORT', 'DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PUBLIC_URL']) expect(message).toContain(name);
      expect((error as ConfigError).problems).toHaveLength(5);
    }
  });

  test.each(['abc', '-1', '3000.5'])('When API_PORT is %p, then it is rejected', (port) => {
    // Act
    const attempt = () => loadConfig({ API_PORT: port });

    // Assert
    expect(attempt).toThrow(/API_PORT/);
  });

  test('When a variable is blank, then its default applies', () => {
    // Act
    const config = loadConfig({ API_PORT: '  ', DATABASE_URL: '' });

    // Assert
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
  });
});
