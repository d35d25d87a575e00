import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Button, emailSchema, getSession, phoneSchema, validationMessages } from 'shared-kit';
import { sendFeedback, type FeedbackData } from '../../shared/api/feedbackApi';
import { errorList, failureMessages } from '../../shared/api/http';
import { runCaptcha } from '../../shared/lib/captcha';
import { PhoneField } from '../../shared/ui/PhoneField';
import { CabinetLayout } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import '../../shared/ui/forms.css';
import './FeedbackPage.css';

const text = messages.feedback;

const schema = object({
  name: string().trim().required(validationMessages.required).max(100),
  phone: phoneSchema,
  email: emailSchema,
  message: string().trim().max(2000),
});

const initialValues: FeedbackData = { name: '', phone: '', email: '', message: '' };

/**
 * `/personal/feedback` (open to everyone): the feedback form of spec §5. Name, phone and e-mail are
 * required; the button stays disabled while the form is invalid; the captcha runs before sending.
 */
export function FeedbackPage() {
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

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
              try {
                const captcha = await runCaptcha('feedback');
                const answer = await sendFeedback(values, getSession().state.customToken ?? '', captcha);
                if (answer.success) {
                  helpers.resetForm();
                  setSent(true);
                } else {
                  const list = errorList(answer);
                  setErrors(list.length ? list : [text.failed]);
                }
              } catch (error) {
                console.warn('[mf_account] feedback failed', error);
                const list = failureMessages(error);
                setErrors(list.length ? list : [text.failed]);
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
