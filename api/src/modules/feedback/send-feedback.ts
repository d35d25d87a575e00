import type { FastifyBaseLogger } from 'fastify';
import type { FormSuccessDto } from 'api-contracts';
import type { Database } from '../../db/database';
import { CONSENT_TEXTS } from '../consents/index';
import { createConsentsRepository } from '../consents/index';
import type { ContentRepository } from '../content/index';
import type { Mailer } from '../mail/index';
import type { CaptchaProvider } from '../captcha/index';
import { invalidForm } from '../captcha/index';
import {
  readClientToken,
  readConsent,
  readEmail,
  readName,
  readPhone,
  readText,
  type FieldErrors,
  type RawForm,
} from '../captcha/index';
import { guardSubmission } from '../captcha/index';
import type { FormGuardRepository } from '../captcha/index';
import { siteServicesMessages as text } from '../captcha/index';
import { customerCopy, shopNotification } from './feedback-letters';
import { createFeedbackRepository } from './feedback-repository';

/** What sending a form needs. */
export interface SendFeedbackDeps {
  db: Database;
  content: ContentRepository;
  guard: FormGuardRepository;
  captcha: CaptchaProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Where the form came from. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  accountId: number | null;
}

/**
 * Takes a feedback message ('Написать нам') or a callback request ('Оставить заявку'): reads the
 * fields (Russian errors by field), lets it through the rate limits and the captcha, stores it with the
 * customer's consent in one transaction, then tells the shop (`MAIN_EMAIL`) and sends the customer a copy.
 * Letters that fail are logged: the message is stored, so the staff sees it anyway.
 */
export async function sendFeedback(
  deps: SendFeedbackDeps,
  kind: 'feedback' | 'callback',
  form: RawForm,
  meta: RequestMeta,
): Promise<FormSuccessDto> {
  const errors: FieldErrors = {};
  const name = readName(form, errors);
  const phone = readPhone(form, errors);
  const email = readEmail(form, errors);
  const message = readText(form, errors, 'message', 2000, text.messageTooLong);
  const callTime = kind === 'callback' ? readText(form, errors, 'call_time', 100, text.callTimeInvalid) : '';
  readConsent(form, errors, 'consent', text.consentRequired);
  if (Object.keys(errors).length > 0 || !name || !phone || !email) throw invalidForm(errors);

  await guardSubmission(
    { guard: deps.guard, captcha: deps.captcha, log: deps.log },
    { form: kind, action: kind, ip: meta.ip, contacts: [email, phone], captchaToken: typeof form.captcha === 'string' ? form.captcha : '' },
  );

  const record = await deps.db.transaction(async (tx) => {
    const stored = await createFeedbackRepository(tx).add({
      kind,
      name,
      phone,
      email,
      message,
      callTime,
      accountId: meta.accountId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      clientToken: readClientToken(form),
    });
    await createConsentsRepository(tx).record({
      kind: 'personal_data',
      email,
      accountId: meta.accountId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      source: kind,
      textVersion: CONSENT_TEXTS.personal_data.version,
    });
    return stored;
  });

  const [shopEmail, shopPhone] = await Promise.all([deps.content.findConfig('MAIN_EMAIL'), deps.content.findConfig('MAIN_PHONE')]);
  const letters = [customerCopy({ ...record, email }, shopPhone ?? '')];
  if (shopEmail) letters.unshift(shopNotification(record, shopEmail));
  else deps.log.error({ id: record.id }, 'MAIN_EMAIL is not configured: the shop is not told about a form');
  for (const letter of letters) {
    try {
      await deps.mailer.send(letter);
    } catch (error) {
      deps.log.error({ err: error, id: record.id, kind }, 'a letter about a form was not sent');
    }
  }
  return { success: true, message: kind === 'callback' ? text.callbackSent : text.feedbackSent };
}
