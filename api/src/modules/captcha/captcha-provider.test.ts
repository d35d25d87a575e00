import type { CaptchaConfig } from './captcha-config';
import { createDevelopmentProvider, createRecaptchaProvider, createSmartCaptchaProvider } from './captcha-provider';
import { startFakeCaptchaProvider } from '../../test/forms';

/*
 * The real providers are replaced by local HTTP servers that speak their verify protocols: a URL-encoded
 * POST answered with the JSON each provider documents (reCAPTCHA `siteverify`, SmartCaptcha `validate`).
 */

const NOW = Date.parse('2026-11-22T10:00:00Z');
const PUBLIC_URL = 'https://zdorovie-plus-pskov.ru';

function config(provider: CaptchaConfig['provider'], verifyUrl: string | null): CaptchaConfig {
  return { provider, siteKey: 'site-key', secret: 'server-secret', verifyUrl, minScore: 0.5, maxAgeSeconds: 120 };
}

describe('Google reCAPTCHA v3', () => {
  const good = { success: true, score: 0.9, action: 'feedback', challenge_ts: '2026-11-22T09:59:30Z', hostname: 'zdorovie-plus-pskov.ru' };

  test('When siteverify answers a fresh success for the action and host, then the token passes and the secret, token and IP were sent', async () => {
    // Arrange
    const fake = await startFakeCaptchaProvider(() => ({ body: good }));
    const provider = createRecaptchaProvider(config('recaptcha', fake.url), PUBLIC_URL, () => NOW);

    try {
      // Act
      const verdict = await provider.verify({ token: 'tok-1', action: 'feedback', ip: '203.0.113.5' });

      // Assert
      expect(verdict).toEqual({ ok: true });
      expect(fake.received).toEqual([{ secret: 'server-secret', response: 'tok-1', remoteip: '203.0.113.5' }]);
    } finally {
      await fake.close();
    }
  });

  test.each([
    ['not a success', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['another action', { action: 'mailSubscription' }],
    ['a low score', { score: 0.3 }],
    ['an old token', { challenge_ts: '2026-11-22T09:55:00Z' }],
    ['another site', { hostname: 'evil.example' }],
    ['no score', { score: undefined }],
  ])('When siteverify answers %s, then the token is refused', async (_case, change) => {
    // Arrange
    const fake = await startFakeCaptchaProvider(() => ({ body: { ...good, ...change } }));
    const provider = createRecaptchaProvider(config('recaptcha', fake.url), PUBLIC_URL, () => NOW);

    try {
      // Act
      const verdict = await provider.verify({ token: 'tok', action: 'feedback', ip: '203.0.113.5' });

      // Assert
      expect(verdict.ok).toBe(false);
    } finally {
      await fake.close();
    }
  });

  test('When siteverify fails with a server error, then verification throws (and the form is refused by the guard)', async () => {
    // Arrange
    const fake = await startFakeCaptchaProvider(() => ({ status: 502, body: { error: 'bad gateway' } }));
    const provider = createRecaptchaProvider(config('recaptcha', fake.url), PUBLIC_URL, () => NOW);

    try {
      // Act + Assert
      await expect(provider.verify({ token: 'tok', action: 'feedback', ip: '203.0.113.5' })).rejects.toThrow('502');
    } finally {
      await fake.close();
    }
  });
});

describe('Yandex SmartCaptcha', () => {
  test('When validate answers ok for the shop host, then the token passes and secret, token and IP were sent', async () => {
    // Arrange
    const fake = await startFakeCaptchaProvider(() => ({ body: { status: 'ok', message: '', host: 'zdorovie-plus-pskov.ru' } }));
    const provider = createSmartCaptchaProvider(config('smartcaptcha', fake.url), PUBLIC_URL);

    try {
      // Act
      const verdict = await provider.verify({ token: 'ya-token', action: 'callback', ip: '198.51.100.7' });

      // Assert
      expect(verdict).toEqual({ ok: true });
      expect(fake.received).toEqual([{ secret: 'server-secret', token: 'ya-token', ip: '198.51.100.7' }]);
    } finally {
      await fake.close();
    }
  });

  test.each([
    ['failed', { status: 'failed', message: 'Token invalid or expired.', host: '' }],
    ['ok for another site', { status: 'ok', message: '', host: 'evil.example' }],
  ])('When validate answers %s, then the token is refused', async (_case, body) => {
    // Arrange
    const fake = await startFakeCaptchaProvider(() => ({ body }));
    const provider = createSmartCaptchaProvider(config('smartcaptcha', fake.url), PUBLIC_URL);

    try {
      // Act
      const verdict = await provider.verify({ token: 'ya-token', action: 'callback', ip: '198.51.100.7' });

      // Assert
      expect(verdict.ok).toBe(false);
    } finally {
      await fake.close();
    }
  });

  test('When the validate endpoint cannot be reached, then verification throws', async () => {
    // Arrange: a server that is closed before the call
    const fake = await startFakeCaptchaProvider(() => ({ body: { status: 'ok' } }));
    await fake.close();
    const provider = createSmartCaptchaProvider(config('smartcaptcha', fake.url), PUBLIC_URL);

    // Act + Assert
    await expect(provider.verify({ token: 'ya-token', action: 'callback', ip: '198.51.100.7' })).rejects.toThrow();
  });
});

describe('development provider', () => {
  test('When a token it issued comes back for the same action in time, then it passes', async () => {
    // Arrange
    const provider = createDevelopmentProvider(config('development', null), () => NOW);

    // Act
    const verdict = await provider.verify({ token: provider.issue('mailSubscription'), action: 'mailSubscription', ip: '127.0.0.1' });

    // Assert
    expect(verdict).toEqual({ ok: true });
  });

  test('When the token is for another action, expired, forged or not a token, then it is refused', async () => {
    // Arrange
    let now = NOW;
    const provider = createDevelopmentProvider(config('development', null), () => now);
    const forger = createDevelopmentProvider({ ...config('development', null), secret: 'another-secret' }, () => now);
    const token = provider.issue('feedback');

    // Act + Assert
    expect((await provider.verify({ token, action: 'callback', ip: '127.0.0.1' })).ok).toBe(false);
    expect((await provider.verify({ token: forger.issue('feedback'), action: 'feedback', ip: '127.0.0.1' })).ok).toBe(false);
    expect((await provider.verify({ token: 'anything', action: 'feedback', ip: '127.0.0.1' })).ok).toBe(false);
    now += 121_000;
    expect((await provider.verify({ token, action: 'feedback', ip: '127.0.0.1' })).ok).toBe(false);
  });
});
