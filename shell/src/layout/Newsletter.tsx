import { useState } from 'react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import axios from 'axios';
import { getHttp, getSession, newsletterSchema } from 'shared-kit';
import { useShellSelector } from '../app/store';
import { messages } from '../messages';

type Status = 'idle' | 'loading' | 'success' | 'error';

/** Server errors of a form answer, as a flat list of texts. */
export function serverErrors(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const body = data as { errors?: unknown; detail?: unknown; message?: unknown };
  if (body.errors && typeof body.errors === 'object') {
    return Object.values(body.errors as Record<string, unknown>).flatMap((value) =>
      Array.isArray(value) ? value.map(String) : [String(value)],
    );
  }
  if (typeof body.detail === 'string') return [body.detail];
  if (typeof body.message === 'string') return [body.message];
  return [];
}

/** The newsletter block (spec §4): idle, loading, success ('Успешно!') or the server's errors. */
export function Newsletter() {
  const configs = useShellSelector((state) => state.site.configs);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<string[]>([]);

  return (
    <section className="sh-newsletter" aria-labelledby="sh-newsletter-title">
      <div className="sh-container sh-newsletter__inner">
        <div>
          <h2 id="sh-newsletter-title">{configs.TITLE_SUBSCRIBER_FORM || messages.newsletterTitle}</h2>
          <p>{configs.DESCRIPTION_SUBSCRIBER_FORM || messages.newsletterDescription}</p>
        </div>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={newsletterSchema}
          onSubmit={async (values, { resetForm }) => {
            setStatus('loading');
            setErrors([]);
            const body = new FormData();
            body.set('email', values.email.trim());
            body.set('token', getSession().state.customToken ?? '');
            // The captcha token of the provider (action mailSubscription) is attached by the site services.
            body.set('captcha', '');
            try {
              await getHttp().post('/subscriber', body);
              setStatus('success');
              resetForm();
            } catch (error) {
              if (axios.isAxiosError(error) && error.response) {
                setErrors(serverErrors(error.response.data));
                setStatus('error');
              } else {
                // A network failure is only logged (spec §8).
                console.warn('[shell] newsletter request failed', error);
                setStatus('idle');
              }
            }
          }}
        >
          <Form className="sh-newsletter__form" noValidate>
            <label className="sh-visually-hidden" htmlFor="sh-newsletter-email">
              {messages.newsletterEmail}
            </label>
            <Field id="sh-newsletter-email" name="email" type="email" placeholder={messages.newsletterEmail} autoComplete="email" />
            <button type="submit" className="sk-btn" disabled={status === 'loading'}>
              {messages.newsletterSubmit}
            </button>
            <ErrorMessage name="email" component="p" className="sh-field-error" />
            {status === 'success' && <p role="status">{messages.newsletterSuccess}</p>}
            {errors.map((text) => (
              <p key={text} className="sh-field-error" role="alert">
                {text}
              </p>
            ))}
          </Form>
        </Formik>
      </div>
    </section>
  );
}
