import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaConfig, CaptchaProviderName } from './captcha-config';

/**
 * Actions a captcha token is issued for (reCAPTCHA v3 `action`): the forms, and the sign-in code
 * once an address has had too many wrong codes (see the accounts module's sign-in rules).
 */
export const CAPTCHA_ACTIONS = ['mailSubscription', 'feedback', 'callback', 'signIn'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** What the shop knows about the request the token came with. */
export interface CaptchaCheck {
  token: string;
  action: CaptchaAction;
  ip: string;
}

/** A provider's verdict; `reason` is for the log, never for the customer. */
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

/** One captcha provider: verifies a token on the server. */
export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  verify(check: CaptchaCheck): Promise<CaptchaVerdict>;
}

/** How long a verify call may take before the shop gives up (and refuses the form). */
const VERIFY_TIMEOUT_MS = 5000;

/** Host name of the shop's public address: a token solved on another site is refused. */
function expectedHost(publicUrl: string): string {
  return new URL(publicUrl).hostname;
}

async function postForm(url: string, fields: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`verify endpoint answered ${response.status}`);
  return response.json();
}

/**
 * Google reCAPTCHA v3 (`siteverify`): the token must be a success for this site's host, issued for the
 * form's action, recently, with a score at or above the threshold.
 */
export function createRecaptchaProvider(config: CaptchaConfig, publicUrl: string, now: () => number = Date.now): CaptchaProvider {
  return {
    name: 'recaptcha',
    async verify({ token, action, ip }) {
      const answer = (await postForm(config.verifyUrl!, { secret: config.secret, response: token, remoteip: ip })) as {
        success?: boolean;
        score?: number;
        action?: string;
        challenge_ts?: string;
        hostname?: string;
        'error-codes'?: string[];
      };
      if (answer.success !== true) return { ok: false, reason: `not a success: ${(answer['error-codes'] ?? []).join(', ') || 'no codes'}` };
      if (answer.action !== action) return { ok: false, reason: `action ${answer.action} instead of ${action}` };
      if (typeof answer.score !== 'number' || answer.score < config.minScore) return { ok: false, reason: `score ${answer.score}` };
      const issued = Date.parse(answer.challenge_ts ?? '');
      if (Number.isNaN(issued) || now() - issued > config.maxAgeSeconds * 1000) return { ok: false, reason: `issued at ${answer.challenge_ts}` };
      if (answer.hostname !== expectedHost(publicUrl)) return { ok: false, reason: `host ${answer.hostname}` };
      return { ok: true };
    },
  };
}

/**
 * Yandex SmartCaptcha (`validate`): personal data stays in Russia. Its answer names the host the captcha
 * was solved on but neither the action nor the time: the token lives five minutes at Yandex and is
 * accepted once here (see the spent tokens), which is what an age check would give.
 */
export function createSmartCaptchaProvider(config: CaptchaConfig, publicUrl: string): CaptchaProvider {
  return {
    name: 'smartcaptcha',
    async verify({ token, ip }) {
      const answer = (await postForm(config.verifyUrl!, { secret: config.secret, token, ip })) as {
        status?: string;
        message?: string;
        host?: string;
      };
      if (answer.status !== 'ok') return { ok: false, reason: `status ${answer.status}: ${answer.message ?? ''}` };
      // An empty host means the captcha ran where Yandex could not tell the page (their documented case).
      if (answer.host && answer.host !== expectedHost(publicUrl)) return { ok: false, reason: `host ${answer.host}` };
      return { ok: true };
    },
  };
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * The development provider: the API itself issues a token for an action (`POST /api/captcha/dev-token`)
 * and verifies it like a real provider would: signature, action and age. It lets any visitor through,
 * so the configuration refuses it in production, but a form without a token is still refused.
 */
export interface DevelopmentCaptchaProvider extends CaptchaProvider {
  issue(action: CaptchaAction): string;
}

export function createDevelopmentProvider(config: CaptchaConfig, now: () => number = Date.now): DevelopmentCaptchaProvider {
  return {
    name: 'development',
    issue(action) {
      const payload = Buffer.from(JSON.stringify({ a: action, t: now(), n: randomBytes(9).toString('base64url') })).toString('base64url');
      return `dev.${payload}.${sign(config.secret, payload)}`;
    },
    async verify({ token, action }) {
      const [prefix, payload, signature] = token.split('.');
      if (prefix !== 'dev' || !payload || !signature) return { ok: false, reason: 'not a development token' };
      const expected = Buffer.from(sign(config.secret, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad signature' };
      let claims: { a?: unknown; t?: unknown };
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a?: unknown; t?: unknown };
      } catch {
        return { ok: false, reason: 'unreadable token' };
      }
      if (claims.a !== action) return { ok: false, reason: `action ${String(claims.a)} instead of ${action}` };
      if (typeof claims.t !== 'number' || now() - claims.t > config.maxAgeSeconds * 1000 || claims.t > now() + 5000) {
        return { ok: false, reason: 'expired' };
      }
      return { ok: true };
    },
  };
}

/** The provider the configuration chose. */
export function createCaptchaProvider(config: CaptchaConfig, publicUrl: string): CaptchaProvider {
  if (config.provider === 'recaptcha') return createRecaptchaProvider(config, publicUrl);
  if (config.provider === 'smartcaptcha') return createSmartCaptchaProvider(config, publicUrl);
  return createDevelopmentProvider(config);
}
