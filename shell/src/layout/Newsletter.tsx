import { useEffect, useState } from 'react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { boolean } from 'yup';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSession, newsletterSchema, runCaptcha } from 'shared-kit';
import { useSite } from '../entities/site';
import { ConsentCheckbox, useFormsConfig } from '../features/forms';
import { useSendFormMutation } from '../shared/api';
import { formFailure } from '../shared/formAnswer';
import { messages } from '../messages';

type Status = 'idle' | 'loading' | 'success' | 'error';

const schema = newsletterSchema.shape({
  consent: boolean().oneOf([true], messages.consentRequired),
  newsletter_consent: boolean().oneOf([true], messages.newsletterConsentRequired),
});

const OUTCOMES: Record<string, string> = {
  confirmed: messages.subscriptionConfirmed,
  unsubscribed: messages.subscriptionUnsubscribed,
  invalid: messages.subscriptionInvalid,
};

/**
 * What became of a link from a newsletter letter (`/?subscription=confirmed|unsubscribed|invalid`, where the
 * API sends the customer): said once at the top of the page, then the address is cleaned.
 */
function SubscriptionOutcome() {
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('subscription');
    if (!outcome || !OUTCOMES[outcome]) return;
    setText(OUTCOMES[outcome]);
    params.delete('subscription');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);

  if (!text) return null;
  return (
    <div className="sh-toast" role="status">
      <span>{text}</span>
      <button type="button" className="sh-toast__close" aria-label={messages.closeNotice} onClick={() => setText(null)}>
        ×
      </button>
    </div>
  );
}

/**
 * The newsletter block (docs/product.md §4, §5): e-mail required and valid, the consent to the processing of personal
 * data and, separately, to advertising letters, a captcha token (action `mailSubscription`); idle, loading,
 * success ('Успешно!') or the server's errors under the field. A network failure is only logged.
 */
export function Newsletter() {
  const { configs } = useSite();
  const [sendForm] = useSendFormMutation();
  const formsConfig = useFormsConfig();
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const [note, setNote] = useState<string>('');

  return (
    <section className="sh-newsletter" aria-labelledby="sh-newsletter-title">
      <SubscriptionOutcome />
      <div className="sh-container sh-newsletter__inner">
        <div>
          <h2 id="sh-newsletter-title">{configs.TITLE_SUBSCRIBER_FORM || messages.newsletterTitle}</h2>
          <p>{configs.DESCRIPTION_SUBSCRIBER_FORM || messages.newsletterDescription}</p>
        </div>
        <Formik
          initialValues={{ email: '', consent: false, newsletter_consent: false }}
          validationSchema={schema}
          onSubmit={async (values, { resetForm }) => {
            setStatus('loading');
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
              setStatus('success');
              resetForm();
            } catch (error) {
              const failure = formFailure(error, []);
              if (failure) {
                setErrors(failure.general.length ? failure.general : [messages.sendFailed]);
                setStatus('error');
              } else {
                // A network failure (or no captcha script) is only logged (docs/product.md §8).
                console.warn('[shell] newsletter request failed', error);
                setStatus('idle');
              }
            }
          }}
        >
          <Form className="sh-newsletter__form" noValidate aria-busy={status === 'loading' || undefined}>
            <label className="sh-visually-hidden" htmlFor="sh-newsletter-email">
              {messages.newsletterEmail}
            </label>
            <Field id="sh-newsletter-email" name="email" type="email" placeholder={messages.newsletterEmail} autoComplete="email" />
            <button type="submit" className="sk-btn" disabled={status === 'loading'}>
              {messages.newsletterSubmit}
            </button>
            <ErrorMessage name="email" component="p" className="sh-field-error" />
            {errors.map((text) => (
              <p key={text} className="sh-field-error" role="alert">
                {text}
              </p>
            ))}
            <ConsentCheckbox
              name="consent"
              lead={messages.consentLead}
              linkText={messages.consentLink}
              href={formsConfig.consents.personal_data_url}
            />
            <ConsentCheckbox
              name="newsletter_consent"
              lead={messages.newsletterConsentLead}
              linkText={messages.newsletterConsentLink}
              href={formsConfig.consents.newsletter_url}
            />
            {status === 'success' && (
              <p role="status" className="sh-newsletter__success">
                <strong>{messages.newsletterSuccess}</strong> {note}
              </p>
            )}
          </Form>
        </Formik>
      </div>
    </section>
  );
}
