import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaAction, CaptchaProvider } from './captcha-provider';
import { FormError } from './form-errors';
import type { FormGuardRepository } from './form-guard-repository';
import { siteServicesMessages as text, tooManySubmissions } from './site-services-messages';

/** A limit: at most `max` submissions per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The limits of one form: per client address and per e-mail or phone. */
export interface FormLimits {
  perIp: RateLimit;
  perContact: RateLimit;
}

/** Limits of the shop's forms; generous for a person, tight for a script. */
export const FORM_LIMITS: Record<'subscription' | 'feedback' | 'callback', FormLimits> = {
  subscription: { perIp: { max: 5, windowSeconds: 600 }, perContact: { max: 3, windowSeconds: 3600 } },
  feedback: { perIp: { max: 5, windowSeconds: 600 }, perContact: { max: 3, windowSeconds: 3600 } },
  callback: { perIp: { max: 5, windowSeconds: 600 }, perContact: { max: 3, windowSeconds: 3600 } },
};

/** What the guard needs. */
export interface FormGuardDeps {
  guard: FormGuardRepository;
  captcha: CaptchaProvider;
  log: FastifyBaseLogger;
}

/** One submission to let through or refuse. */
export interface Submission {
  form: keyof typeof FORM_LIMITS;
  action: CaptchaAction;
  ip: string;
  /** E-mail or phone the form is about, normalised; each is limited on its own. */
  contacts: string[];
  captchaToken: string;
}

function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Lets a valid form through or refuses it with a {@link FormError}: first the rate limits (counted in
 * the database, so every API process shares them, and counted before the captcha so a script cannot
 * spend the provider's quota), then the captcha, verified once on the server. Any failure, including a
 * provider that does not answer, closes the door: nothing is stored after a refusal.
 */
export async function guardSubmission(deps: FormGuardDeps, submission: Submission): Promise<void> {
  const limits = FORM_LIMITS[submission.form];
  const buckets: Array<[string, RateLimit]> = [
    [`${submission.form}:ip:${submission.ip}`, limits.perIp],
    ...submission.contacts.map((contact): [string, RateLimit] => [`${submission.form}:contact:${hashOf(contact)}`, limits.perContact]),
  ];
  for (const [bucket, limit] of buckets) {
    const { hits, retryAfterSeconds } = await deps.guard.hit(bucket, limit.windowSeconds);
    if (hits > limit.max) {
      deps.log.warn({ form: submission.form, ip: submission.ip }, 'form rate limit reached');
      throw new FormError(429, 'TOO_MANY_SUBMISSIONS', { form: [tooManySubmissions(retryAfterSeconds)] }, retryAfterSeconds);
    }
  }

  const token = submission.captchaToken.trim();
  if (!token) throw new FormError(403, 'CAPTCHA_REQUIRED', { captcha: [text.captchaMissing] });
  let verdict;
  try {
    verdict = await deps.captcha.verify({ token, action: submission.action, ip: submission.ip });
  } catch (error) {
    deps.log.error({ err: error, provider: deps.captcha.name }, 'captcha verification failed');
    throw new FormError(503, 'CAPTCHA_UNAVAILABLE', { captcha: [text.captchaUnavailable] });
  }
  if (!verdict.ok) {
    deps.log.warn({ provider: deps.captcha.name, reason: verdict.reason, form: submission.form }, 'captcha refused');
    throw new FormError(403, 'CAPTCHA_FAILED', { captcha: [text.captchaRejected] });
  }
  if (!(await deps.guard.spendToken(hashOf(token)))) {
    deps.log.warn({ form: submission.form }, 'captcha token used twice');
    throw new FormError(403, 'CAPTCHA_FAILED', { captcha: [text.captchaRejected] });
  }
}
