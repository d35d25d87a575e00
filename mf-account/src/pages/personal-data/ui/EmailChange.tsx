import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { object } from 'yup';
import { Button } from 'shared-kit';
import { emailSchema } from 'shared-kit/validation';
import { infoLoaded, useAccountDispatch } from '../../../entities/account';
import { serverDetail, useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../../../shared/api';
import { messages } from '../../../messages';

const text = messages.data;

/** Props of {@link EmailChange}. */
export interface EmailChangeProps {
  /** The account's e-mail now. */
  email: string;
  onChanged: (email: string) => void;
}

/**
 * Changing the e-mail: the new address gets a code, and only that code changes it (the e-mail is the
 * sign-in, so it never changes on a typo).
 */
export function EmailChange({ email, onChanged }: EmailChangeProps) {
  const dispatch = useAccountDispatch();
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setMessage(null);
    try {
      const account = await confirmEmailChange({ email: pending, code }).unwrap();
      dispatch(infoLoaded(account));
      onChanged(account.email);
      setPending(null);
      setCode('');
      setMessage({ ok: true, text: text.emailChanged });
    } catch (error) {
      console.warn('[mf_account] e-mail change failed', error);
      setMessage({ ok: false, text: serverDetail(error) ?? text.emailFailed });
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mfa-card mfa-form" aria-label={text.emailTitle}>
      <h2 className="mfa-data__heading">{text.emailTitle}</h2>
      <p className="mfa-form__intro">
        {text.emailCurrent} <strong className="mfa-form__email">{email}</strong>
      </p>
      {pending === null ? (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={object({ email: emailSchema })}
          onSubmit={async (values) => {
            setMessage(null);
            try {
              await requestEmailChange(values.email.trim()).unwrap();
              setPending(values.email.trim());
            } catch (error) {
              console.warn('[mf_account] e-mail change code failed', error);
              setMessage({ ok: false, text: serverDetail(error) ?? text.emailFailed });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="mfa-form" noValidate aria-busy={isSubmitting || undefined}>
              <label className="mfa-field">
                <span className="mfa-field__label">{text.newEmail}</span>
                <Field className="mfa-field__input" name="email" type="email" autoComplete="email" />
              </label>
              <ErrorMessage name="email" component="p" className="mfa-field__error" />
              <Button type="submit" variant="secondary" disabled={isSubmitting}>
                {text.getCode}
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <form
          className="mfa-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="mfa-form__hint">{text.codeSentTo(pending)}</p>
          <label className="mfa-field">
            <span className="mfa-field__label">{text.code}</span>
            <input
              className="mfa-field__input mfa-field__input--code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </label>
          <div className="mfa-data__actions">
            <Button type="submit" disabled={busy || code.length < 6}>
              {text.confirm}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setPending(null);
                setCode('');
                setMessage(null);
              }}
            >
              {text.cancel}
            </Button>
          </div>
        </form>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'mfa-form__success' : 'mfa-form__error'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
