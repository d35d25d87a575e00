import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Button } from 'shared-kit';
import { useInitialFocus } from '../../../shared/lib';
import { sendCode, useEmailLogin } from '../model/signIn';
import { messages } from '../../../messages';

const text = messages.auth;

const schema = object({ email: string().trim().required(text.emailRequired) });

/** The first step of sign-in: the e-mail the code goes to. */
export function EmailStep({
  initialEmail,
  onCodeSent,
}: {
  initialEmail: string;
  onCodeSent: (email: string, codeLength: number) => void;
}) {
  const emailLogin = useEmailLogin();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useInitialFocus<HTMLInputElement>();
  return (
    <Formik
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={async (values) => {
        setError(null);
        const email = values.email.trim();
        const result = await sendCode(emailLogin, email);
        if (result.sent) onCodeSent(email, result.codeLength);
        else setError(result.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form className="mfa-form" noValidate aria-busy={isSubmitting || undefined}>
          <p className="mfa-form__intro">{text.emailIntro}</p>
          <label className="mfa-field">
            <span className="mfa-field__label">{text.email}</span>
            <Field
              className="mfa-field__input"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={text.emailPlaceholder}
              innerRef={inputRef}
            />
          </label>
          <ErrorMessage name="email" component="p" className="mfa-field__error" />
          {error && (
            <p role="alert" className="mfa-form__error">
              {error}
            </p>
          )}
          <Button type="submit" className="mfa-form__submit" disabled={isSubmitting}>
            {isSubmitting ? text.sending : text.getCode}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
