import { useState } from 'react';
import { getSession, runCaptcha } from 'shared-kit';
import { useSite } from '../../../entities/site';
import { ConsentField, useFormsConfig } from '../../../features/forms';
import { useSendFormMutation } from '../../../shared/api';
import { formFailure } from '../../../shared/lib';
import { messages } from '../../../messages';
import type { NewsletterValues } from '../model/newsletterValidation';
import { SubscriptionOutcome } from './SubscriptionOutcome';
import { useNewsletterForm } from '../model/useNewsletterForm';

/** Where the subscription stands: a form's words are idle, sending, sent and failed (docs/adr/0044). */
type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The newsletter block (docs/product.md §4, §5): e-mail required and valid, the consent to the processing of personal
 * data and, separately, to advertising letters, a captcha token (action `mailSubscription`); idle, loading,
 * success ('Успешно!') or the server's errors under the field. A network failure is only logged. It stands
 * on every page, so it takes no form library: its rules (yup) load when the customer first reaches it.
 */
export function Newsletter() {
  const { configs } = useSite();
  const [sendForm] = useSendFormMutation();
  const formsConfig = useFormsConfig();
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const [note, setNote] = useState<string>('');

  const subscribe = async (values: NewsletterValues) => {
    setStatus('sending');
    setErrors([]);
    try {
      const captcha = await runCaptcha('mailSubscription');
      const fields = {
        email: values.email.trim(),
        consent: values.consent ? 'true' : '',
        newsletter_consent: values.newsletter_consent ? 'true' : '',
        token: getSession().state.customToken ?? '',
        captcha,
      };
      const data = await sendForm({ url: '/subscriber', fields }).unwrap();
      setNote(data.message || messages.newsletterCheckMail);
      setStatus('sent');
      form.reset();
    } catch (error) {
      const failure = formFailure(error, []);
      if (failure) {
        setErrors(failure.general.length ? failure.general : [messages.sendFailed]);
        setStatus('failed');
      } else {
        // A network failure (or no captcha script) is only logged (docs/product.md §8).
        console.warn('[shell] newsletter request failed', error);
        setStatus('idle');
      }
    }
  };
  const form = useNewsletterForm(subscribe);
  const emailError = form.shown('email');

  return (
    <section className="sh-newsletter" aria-labelledby="sh-newsletter-title">
      <SubscriptionOutcome />
      <div className="sh-container sh-newsletter__inner">
        <div>
          <h2 id="sh-newsletter-title">{configs.TITLE_SUBSCRIBER_FORM || messages.newsletterTitle}</h2>
          <p>{configs.DESCRIPTION_SUBSCRIBER_FORM || messages.newsletterDescription}</p>
        </div>
        <form className="sh-newsletter__form" noValidate aria-busy={status === 'sending' || undefined} onSubmit={form.onSubmit} onFocus={form.onFocus}>
          <label className="sh-visually-hidden" htmlFor="sh-newsletter-email">
            {messages.newsletterEmail}
          </label>
          <input
            id="sh-newsletter-email"
            name="email"
            type="email"
            placeholder={messages.newsletterEmail}
            autoComplete="email"
            value={form.values.email}
            onChange={form.onChange}
            onBlur={() => form.onBlur('email')}
            aria-invalid={Boolean(emailError) || undefined}
            aria-describedby={emailError ? 'sh-newsletter-email-error' : undefined}
          />
          <button type="submit" className="sk-btn" disabled={status === 'sending'}>
            {messages.newsletterSubmit}
          </button>
          {emailError && (
            <p id="sh-newsletter-email-error" className="sh-field-error">
              {emailError}
            </p>
          )}
          {errors.map((text) => (
            <p key={text} className="sh-field-error" role="alert">
              {text}
            </p>
          ))}
          <ConsentField
            name="consent"
            lead={messages.consentLead}
            linkText={messages.consentLink}
            href={formsConfig.consents.personal_data_url}
            checked={form.values.consent}
            onChange={form.onChange}
            onBlur={() => form.onBlur('consent')}
            error={form.shown('consent')}
          />
          <ConsentField
            name="newsletter_consent"
            lead={messages.newsletterConsentLead}
            linkText={messages.newsletterConsentLink}
            href={formsConfig.consents.newsletter_url}
            checked={form.values.newsletter_consent}
            onChange={form.onChange}
            onBlur={() => form.onBlur('newsletter_consent')}
            error={form.shown('newsletter_consent')}
          />
          {status === 'sent' && (
            <p role="status" className="sh-newsletter__success">
              <strong>{messages.newsletterSuccess}</strong> {note}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
