import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Button, emailSchema, Modal, phoneForServer, phoneSchema, validationMessages } from 'shared-kit';
import { registerAccount } from '../../../shared/api/authApi';
import { useInitialFocus } from '../../../shared/lib/useInitialFocus';
import { PhoneField } from '../../../shared/ui/PhoneField';
import { completeSignIn } from '../model/signIn';
import { messages } from '../../../messages';

const text = messages.registration;

const schema = object({
  first_name: string().trim().required(validationMessages.required),
  last_name: string().trim(),
  email: emailSchema,
  phone: phoneSchema,
});

/** Props of {@link RegistrationWindow}. */
export interface RegistrationWindowProps {
  /** The e-mail the code was confirmed for. */
  email: string;
  onClose: () => void;
  onRegistered: () => void;
}

/** The registration window (spec §2, §5): first name, last name, e-mail and phone with the +7 mask. */
export function RegistrationWindow({ email, onClose, onRegistered }: RegistrationWindowProps) {
  const [failed, setFailed] = useState(false);
  const firstField = useInitialFocus<HTMLInputElement>();
  return (
    <Modal name="registration" title={text.title} maxWidth={448} onClose={onClose}>
      <Formik
        initialValues={{ first_name: '', last_name: '', email, phone: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailed(false);
          try {
            const answer = await registerAccount({
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              email: values.email.trim(),
              phone: phoneForServer(values.phone),
            });
            if (!answer.token) throw new Error('registration answered without a token');
            completeSignIn(answer.token, 'registration');
            onRegistered();
          } catch (error) {
            // Spec §8: a registration failure is logged; the customer gets a short note to try again.
            console.warn('[mf_account] registration failed', error);
            setFailed(true);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="mfa-form" noValidate aria-busy={isSubmitting || undefined}>
            <p className="mfa-form__intro">{text.intro}</p>
            <label className="mfa-field">
              <span className="mfa-field__label">{text.firstName}</span>
              <Field
                className="mfa-field__input"
                name="first_name"
                autoComplete="given-name"
                innerRef={firstField}
              />
            </label>
            <ErrorMessage name="first_name" component="p" className="mfa-field__error" />
            <label className="mfa-field">
              <span className="mfa-field__label">{text.lastName}</span>
              <Field className="mfa-field__input" name="last_name" autoComplete="family-name" />
            </label>
            <label className="mfa-field">
              <span className="mfa-field__label">{text.email}</span>
              <Field className="mfa-field__input" name="email" type="email" autoComplete="email" />
            </label>
            <ErrorMessage name="email" component="p" className="mfa-field__error" />
            <PhoneField label={text.phone} />
            {failed && (
              <p role="alert" className="mfa-form__error">
                {text.failed}
              </p>
            )}
            <Button type="submit" className="mfa-form__submit" disabled={isSubmitting}>
              {text.submit}
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
