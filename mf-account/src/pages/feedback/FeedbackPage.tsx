import { useEffect, useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { boolean, object, string } from 'yup';
import {
  Button,
  DEFAULT_FORMS_CONFIG,
  getSession,
  loadFormsConfig,
  runCaptcha,
  validationMessages,
} from 'shared-kit';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { toHttpError } from 'shared-kit';
import { failureMessages, isObject, useSendFeedbackMutation, type FeedbackData } from '../../shared/api';
import { PhoneField } from '../../shared/form';
import { CabinetLayout } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import '../../shared/ui/forms.css';
import './FeedbackPage.css';
import { feedbackTexts } from './feedbackTexts';

const text = messages.feedback;

const schema = object({
  name: string().trim().required(validationMessages.required).max(100, feedbackTexts.nameTooLong),
  phone: phoneSchema,
  email: emailSchema,
  message: string().trim().max(2000, feedbackTexts.messageTooLong),
  consent: boolean().oneOf([true], feedbackTexts.consentRequired),
});

const initialValues: FeedbackData = { name: '', phone: '', email: '', message: '', consent: false };

const FIELDS = ['name', 'phone', 'email', 'message', 'consent'];

/** The server's errors map split into the form's fields and the rest (the captcha, the rate limit). */
function splitErrors(error: unknown): { fields: Record<string, string>; general: string[] } {
  const { data } = toHttpError(error);
  const errors = isObject(data) && isObject(data.errors) ? data.errors : null;
  if (!errors) return { fields: {}, general: failureMessages(error) };
  const split = { fields: {} as Record<string, string>, general: [] as string[] };
  for (const [field, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).map(String);
    if (FIELDS.includes(field)) split.fields[field] = texts.join(' ');
    else split.general.push(...texts);
  }
  return split;
}

/** Where the consent text is (the API's forms settings; the usual page until they arrive). */
function useConsentUrl(): string {
  const [url, setUrl] = useState(DEFAULT_FORMS_CONFIG.consents.personal_data_url);
  useEffect(() => {
    let alive = true;
    loadFormsConfig()
      .then((config) => alive && setUrl(config.consents.personal_data_url))
      .catch((error: unknown) => console.warn('[mf_account] forms settings unavailable', error));
    return () => {
      alive = false;
    };
  }, []);
  return url;
}

/**
 * `/personal/feedback` (open to everyone): the feedback form of docs/product.md §5. Name, phone, e-mail and the
 * consent to the processing of personal data are required; the button stays disabled while the form is
 * invalid; the captcha runs before sending; the server's errors show field by field.
 */
export function FeedbackPage() {
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const consentUrl = useConsentUrl();
  const [sendFeedback] = useSendFeedbackMutation();

  return (
    <CabinetLayout title={text.title}>
      <div className="mfa-card mfa-feedback">
        {sent ? (
          <div className="mfa-form">
            <p role="status" className="mfa-form__success">
              {text.sent}
            </p>
            <Button variant="secondary" onClick={() => setSent(false)}>
              {text.sendAnother}
            </Button>
          </div>
        ) : (
          <Formik
            initialValues={initialValues}
            validationSchema={schema}
            validateOnMount
            onSubmit={async (values, helpers) => {
              setErrors([]);
              let captcha: string;
              try {
                captcha = await runCaptcha('feedback');
              } catch (error) {
                console.warn('[mf_account] captcha failed', error);
                setErrors([feedbackTexts.captchaFailed]);
                return;
              }
              try {
                await sendFeedback({ values, token: getSession().state.customToken ?? '', captcha }).unwrap();
                helpers.resetForm();
                setSent(true);
              } catch (error) {
                console.warn('[mf_account] feedback failed', error);
                const split = splitErrors(error);
                helpers.setErrors(split.fields);
                for (const field of Object.keys(split.fields))
                  void helpers.setFieldTouched(field, true, false);
                setErrors(
                  split.general.length || Object.keys(split.fields).length ? split.general : [text.failed],
                );
              }
            }}
          >
            {({ isValid, isSubmitting }) => (
              <Form className="mfa-form" noValidate aria-busy={isSubmitting || undefined}>
                <p className="mfa-form__intro">{text.intro}</p>
                <div className="mfa-feedback__row">
                  <div className="mfa-feedback__cell">
                    <label className="mfa-field">
                      <span className="mfa-field__label">{text.name}</span>
                      <Field className="mfa-field__input" name="name" autoComplete="name" />
                    </label>
                    <ErrorMessage name="name" component="p" className="mfa-field__error" />
                  </div>
                  <div className="mfa-feedback__cell">
                    <PhoneField label={text.phone} />
                  </div>
                </div>
                <label className="mfa-field">
                  <span className="mfa-field__label">{text.email}</span>
                  <Field className="mfa-field__input" name="email" type="email" autoComplete="email" />
                </label>
                <ErrorMessage name="email" component="p" className="mfa-field__error" />
                <label className="mfa-field">
                  <span className="mfa-field__label">{text.message}</span>
                  <Field className="mfa-field__input" name="message" as="textarea" rows={5} />
                </label>
                <ErrorMessage name="message" component="p" className="mfa-field__error" />
                <label className="mfa-feedback__consent">
                  <Field type="checkbox" name="consent" />
                  <span>
                    {feedbackTexts.consentLead}{' '}
                    <a href={consentUrl} target="_blank" rel="noopener noreferrer">
                      {feedbackTexts.consentLink}
                    </a>
                  </span>
                </label>
                <ErrorMessage name="consent" component="p" className="mfa-field__error" />
                {errors.length > 0 && (
                  <ul role="alert" className="mfa-form__error mfa-feedback__errors">
                    {errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
                <Button type="submit" className="mfa-form__submit" disabled={!isValid || isSubmitting}>
                  {isSubmitting ? text.sending : text.send}
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </CabinetLayout>
  );
}
