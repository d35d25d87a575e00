import { ConfigError, loadConfig } from '../../config';
import { DEVELOPMENT_EXCHANGE_PASSWORD, DEVELOPMENT_EXCHANGE_USER } from './exchange-config';

const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.example.ru:587', AUTH_SECRET: 'a-real-production-secret-of-40-characters', PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k', CAPTCHA_PROVIDER: 'smartcaptcha', CAPTCHA_SITE_KEY: 'ysc1', CAPTCHA_SECRET: 'ysc2' };

describe('exchange configuration', () => {
  test('When nothing is set outside production, then the development pair documented in api/README.md applies', () => {
    const config = loadConfig({});
    expect(config.exchange).toMatchObject({ user: DEVELOPMENT_EXCHANGE_USER, password: DEVELOPMENT_EXCHANGE_PASSWORD, retailPriceType: 'Розничная', oldPriceType: null, stepSeconds: 20 });
  });

  test('When production keeps the development pair, then it refuses to start naming the variables', () => {
    const start = () => loadConfig({ ...production, EXCHANGE_USER: 'site-exchange' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/EXCHANGE_USER and EXCHANGE_PASSWORD are required in production/);
  });

  test('When production sets its own pair and price types, then they are used', () => {
    const config = loadConfig({ ...production, EXCHANGE_USER: 'site-exchange', EXCHANGE_PASSWORD: 'a-long-exchange-password', EXCHANGE_PRICE_TYPE: 'Цена сайта', EXCHANGE_OLD_PRICE_TYPE: 'Старая цена', EXCHANGE_FILE_LIMIT_MB: '16' });
    expect(config.exchange).toMatchObject({ user: 'site-exchange', retailPriceType: 'Цена сайта', oldPriceType: 'Старая цена', fileLimitBytes: 16 * 1024 * 1024 });
  });

  test('When a limit is out of range or the password is short, then each is reported', () => {
    expect(() => loadConfig({ EXCHANGE_FILE_LIMIT_MB: '0', EXCHANGE_STEP_SECONDS: 'soon', EXCHANGE_PASSWORD: 'short' })).toThrow(
      /EXCHANGE_PASSWORD must be at least 12[\s\S]*EXCHANGE_FILE_LIMIT_MB[\s\S]*EXCHANGE_STEP_SECONDS/,
    );
  });
});
