import { randomBytes } from 'node:crypto';

/** Captcha providers the shop can use. */
export const CAPTCHA_PROVIDERS = ['recaptcha', 'smartcaptcha', 'development'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

/** Verify endpoints of the real providers. */
export const CAPTCHA_VERIFY_URLS: Record<Exclude<CaptchaProviderName, 'development'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  smartcaptcha: 'https://smartcaptcha.yandexcloud.net/validate',
};

/** Captcha settings of the API (`CAPTCHA_*` variables). */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  /** Public key the page's script uses (reCAPTCHA site key, SmartCaptcha client key); null for development. */
  siteKey: string | null;
  /** Server key sent to the provider; for the development provider, the key its tokens are signed with. */
  secret: string;
  /** Where tokens are verified; the provider's own endpoint unless overridden. */
  verifyUrl: string | null;
  /** Lowest reCAPTCHA v3 score accepted (0–1). */
  minScore: number;
  /** Oldest token accepted, in seconds since it was issued. */
  maxAgeSeconds: number;
}

/**
 * Reads the `CAPTCHA_*` variables, adding a line to `problems` for each bad one. The development
 * provider is the default and is refused in production: there a real provider must be chosen.
 */
export function loadCaptchaConfig(
  value: (name: string) => string | undefined,
  nodeEnv: string,
  problems: string[],
): CaptchaConfig {
  const provider = (value('CAPTCHA_PROVIDER') ?? 'development') as CaptchaProviderName;
  if (!CAPTCHA_PROVIDERS.includes(provider)) {
    problems.push(`CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}, got "${provider}"`);
  } else if (provider === 'development' && nodeEnv === 'production') {
    problems.push('CAPTCHA_PROVIDER must be recaptcha or smartcaptcha in production: the development provider lets any visitor through');
  }
  const real = provider === 'recaptcha' || provider === 'smartcaptcha';
  const siteKey = value('CAPTCHA_SITE_KEY') ?? null;
  const secretValue = value('CAPTCHA_SECRET');
  if (real && !siteKey) problems.push(`CAPTCHA_SITE_KEY is required with CAPTCHA_PROVIDER=${provider}`);
  if (real && !secretValue) problems.push(`CAPTCHA_SECRET is required with CAPTCHA_PROVIDER=${provider}`);
  // A development secret made at start: tokens of the development provider live for minutes anyway.
  const secret = secretValue ?? randomBytes(32).toString('hex');

  const verifyUrl = value('CAPTCHA_VERIFY_URL') ?? (real ? CAPTCHA_VERIFY_URLS[provider] : null);
  if (verifyUrl !== null && !/^https?:\/\/\S+$/.test(verifyUrl)) problems.push(`CAPTCHA_VERIFY_URL must be an http(s) URL, got "${verifyUrl}"`);

  const minScoreRaw = value('CAPTCHA_MIN_SCORE') ?? '0.5';
  const minScore = Number(minScoreRaw);
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(minScoreRaw)) problems.push(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${minScoreRaw}"`);

  const maxAgeRaw = value('CAPTCHA_MAX_AGE_SECONDS') ?? '120';
  const maxAgeSeconds = Number(maxAgeRaw);
  if (!/^\d+$/.test(maxAgeRaw) || maxAgeSeconds < 10 || maxAgeSeconds > 3600) {
    problems.push(`CAPTCHA_MAX_AGE_SECONDS must be an integer from 10 to 3600, got "${maxAgeRaw}"`);
  }

  return { provider, siteKey, secret, verifyUrl, minScore, maxAgeSeconds };
}
