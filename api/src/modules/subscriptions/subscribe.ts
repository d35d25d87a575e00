import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FormSuccessDto } from 'api-contracts';
import type { Database } from '../../db/database';
import type { CaptchaProvider } from '../captcha/index';
import { FormError, invalidForm } from '../captcha/index';
import { readConsent, readEmail, type FieldErrors, type RawForm } from '../captcha/index';
import { guardSubmission } from '../captcha/index';
import type { FormGuardRepository } from '../captcha/index';
import { siteServicesMessages as text } from '../captcha/index';
import { CONSENT_TEXTS } from '../consents/index';
import { createConsentsRepository } from '../consents/index';
import type { ContentRepository } from '../content/index';
import type { Mailer } from '../mail/index';
import { confirmationLetter, subscriptionLinks } from './subscription-letters';
import { createSubscriptionsRepository } from './subscriptions-repository';

/** What a subscription needs. */
export interface SubscribeDeps {
  db: Database;
  content: ContentRepository;
  guard: FormGuardRepository;
  captcha: CaptchaProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Texts of the newsletter block when the configuration has none. */
const DEFAULT_FORM = { title: 'Подпишитесь на рассылку', description: 'Скидки, новинки и советы специалистов.' };

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * `POST /api/subscriber`: the e-mail with both consents, through the rate limits and the captcha
 * (action `mailSubscription`). One subscriber per mailbox: a repeated subscription is not an error and
 * not a second row. A new or returning subscriber gets the double opt-in letter (a waiting one gets it
 * again); an active one is left as is and gets nothing. Both consents are stored each time.
 */
export async function subscribe(
  deps: SubscribeDeps,
  form: RawForm,
  meta: { ip: string; userAgent: string | null; accountId: number | null },
): Promise<FormSuccessDto> {
  const errors: FieldErrors = {};
  const email = readEmail(form, errors);
  readConsent(form, errors, 'consent', text.consentRequired);
  readConsent(form, errors, 'newsletter_consent', text.newsletterConsentRequired);
  if (Object.keys(errors).length > 0 || !email) throw invalidForm(errors);

  await guardSubmission(
    { guard: deps.guard, captcha: deps.captcha, log: deps.log },
    { form: 'subscription', action: 'mailSubscription', ip: meta.ip, contacts: [email], captchaToken: typeof form.captcha === 'string' ? form.captcha : '' },
  );

  const subscriber = await deps.db.transaction(async (tx) => {
    const stored = await createSubscriptionsRepository(tx).request({
      email,
      confirmToken: newToken(),
      unsubscribeToken: newToken(),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    const consents = createConsentsRepository(tx);
    for (const kind of ['personal_data', 'newsletter'] as const) {
      await consents.record({
        kind,
        email,
        accountId: meta.accountId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        source: 'subscription',
        textVersion: CONSENT_TEXTS[kind].version,
      });
    }
    return stored;
  });

  if (subscriber.status === 'pending') {
    const [title, description] = await Promise.all([
      deps.content.findConfig('TITLE_SUBSCRIBER_FORM'),
      deps.content.findConfig('DESCRIPTION_SUBSCRIBER_FORM'),
    ]);
    const letter = confirmationLetter(
      email,
      { title: title || DEFAULT_FORM.title, description: description || DEFAULT_FORM.description },
      subscriptionLinks(deps.publicUrl, subscriber),
    );
    try {
      await deps.mailer.send(letter);
    } catch (error) {
      // Without the letter the subscription cannot be confirmed: the customer is told to try again.
      deps.log.error({ err: error }, 'subscription letter was not sent');
      throw new FormError(503, 'MAIL_UNAVAILABLE', { email: [text.mailUnavailable] });
    }
  }
  return { success: true, message: text.subscribed };
}
