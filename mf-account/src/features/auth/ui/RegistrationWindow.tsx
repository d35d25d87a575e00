import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { boolean, object, string } from 'yup';
import { Button, displayPhone, Modal, phoneForServer, validationMessages } from 'shared-kit';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { serverDetail, useRegisterMutation } from '../../../shared/api';
import { useInitialFocus } from '../../../shared/lib';
import { PhoneField } from '../../../shared/form';
import { completeSignIn } from '../model/signIn';
import { messages } from '../../../messages';
import { YandexIdButton } from './YandexIdButton';

const text = messages.registration;

/** The page with the text of the consent to the processing of personal data. */
const CONSENT_PAGE = '/personal-data-consent';

const schema = object({
  first_name: string().trim().required(validationMessages.required),
  last_name: string().trim(),
  email: emailSchema,
  phone: phoneSchema,
  consent_personal_data: boolean().oneOf([true], text.consentRequired),
  consent_newsletter: boolean(),
});

/** Props of {@link RegistrationWindow}. */
export interface RegistrationWindowProps {
  /** The e-mail the code was confirmed for. */
  email: string;
  /** The server's single-use proof of that code. */
  registrationToken: string;
  onClose: () => void;
  onRegistered: () => void;
  /** What Yandex ID told about a newcomer, filled in for the customer to check. */
  prefill?: { firstName: string; lastName: string; phone: string };
}

/**
 * The registration window (docs/product.md §2, §5): first name, last name, the confirmed e-mail, phone with the +7
 * mask, the consent to the processing of personal data (152-ФЗ; separate, never ticked beforehand) and
 * an optional consent to advertising letters.
 */
export function RegistrationWindow({ email, registrationToken, onClose, onRegistered, prefill }: RegistrationWindowProps) {
  const [registerAccount] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const firstField = useInitialFocus<HTMLInputElement>();
  return (
    <Modal name="registration" title={text.title} maxWidth={448} onClose={onClose}>
      <Formik
        initialValues={{
          first_name: prefill?.firstName ?? '',
          last_name: prefill?.lastName ?? '',
          email,
          phone: displayPhone(prefill?.phone),
          consent_personal_data: false,
          consent_newsletter: false,
        }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const answer = await registerAccount({
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              email: values.email.trim(),
              phone: phoneForServer(values.phone),
              registration_token: registrationToken,
              consent_personal_data: values.consent_personal_data,
              consent_newsletter: values.consent_newsletter,
            }).unwrap();
            if (!answer.token) throw new Error('registration answered without a token');
            completeSignIn('registration');
            onRegistered();
          } catch (error) {
            // docs/product.md §8: a registration failure is logged; the customer gets the server's reason (an expired
            // confirmation, say) or a short note to try again.
            console.warn('[mf_account] registration failed', error);
            setFailure(serverDetail(error) ?? text.failed);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="mfa-form" noValidate aria-busy={isSubmitting || undefined}>
            <p className="mfa-form__intro">{prefill ? messages.yandexId.fromYandex : text.intro}</p>
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
              <Field className="mfa-field__input" name="email" type="email" autoComplete="email" readOnly />
            </label>
            <ErrorMessage name="email" component="p" className="mfa-field__error" />
            <PhoneField label={text.phone} />
            <label className="mfa-check">
              <Field type="checkbox" name="consent_personal_data" />
              <span>
                {text.consentBefore}
                <a href={CONSENT_PAGE} target="_blank" rel="noopener noreferrer">
                  {text.consentLink}
                </a>
              </span>
            </label>
            <ErrorMessage name="consent_personal_data" component="p" className="mfa-field__error" />
            <label className="mfa-check">
              <Field type="checkbox" name="consent_newsletter" />
              <span>{text.newsletter}</span>
            </label>
            {failure && (
              <p role="alert" className="mfa-form__error">
                {failure}
              </p>
            )}
            <Button type="submit" className="mfa-form__submit" disabled={isSubmitting}>
              {text.submit}
            </Button>
            {!prefill && <YandexIdButton />}
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
