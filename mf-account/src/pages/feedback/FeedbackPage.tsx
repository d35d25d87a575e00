import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { Button, getSession, runCaptcha } from 'shared-kit';
import { useSendFeedbackMutation } from '../../shared/api';
import { PhoneField } from '../../shared/form';
import { CabinetLayout } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import '../../shared/ui/forms.css';
import './FeedbackPage.css';
import { feedbackTexts } from './model/feedbackTexts';
import { initialValues, schema, splitErrors } from './model/feedbackForm';
import { useConsentUrl } from './model/useConsentUrl';

const text = messages.feedback;

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
