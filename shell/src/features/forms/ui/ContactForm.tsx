import { useRef } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { PhoneMaskInput } from 'shared-kit/phone-input';
import { messages } from '../../../messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { errorProps, FieldError, FocusFirstError } from './ContactFieldErrors';
import type { ContactKind } from '../model/contactKind';
import { contactSchema, initialContactValues } from '../model/contactSchema';
import { useContactSubmit } from '../model/useContactSubmit';
import { useFormsConfig } from '../model/useFormsConfig';

/**
 * The feedback form (docs/product.md §5: name, phone and e-mail required, message optional, submit disabled while
 * invalid, captcha run before submit) and the callback request, which adds a convenient time. The
 * server's errors are shown field by field; success replaces the form with the server's thanks.
 */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const config = useFormsConfig();
  const { sent, general, onSubmit } = useContactSubmit(kind);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `sh-${kind}`;

  if (sent) return <p role="status">{sent}</p>;
  return (
    <Formik initialValues={initialContactValues} validationSchema={contactSchema(kind)} validateOnMount onSubmit={onSubmit}>
      {({ isValid, isSubmitting, errors, touched }) => (
        <Form ref={formRef} className="sh-form" noValidate aria-busy={isSubmitting || undefined}>
          <FocusFirstError form={formRef} />
          <p>{kind === 'callback' ? messages.applicationText : messages.feedbackText}</p>
          <label>
            {messages.name}
            <Field name="name" autoComplete="name" {...errorProps('name', idPrefix, { errors, touched })} />
          </label>
          <FieldError name="name" idPrefix={idPrefix} />
          <label>
            {messages.phone}
            <Field
              name="phone"
              as={PhoneMaskInput}
              placeholder="+7 (___) ___-__-__"
              {...errorProps('phone', idPrefix, { errors, touched })}
            />
          </label>
          <FieldError name="phone" idPrefix={idPrefix} />
          <label>
            {messages.email}
            <Field name="email" type="email" autoComplete="email" {...errorProps('email', idPrefix, { errors, touched })} />
          </label>
          <FieldError name="email" idPrefix={idPrefix} />
          {kind === 'callback' && (
            <>
              <label>
                {messages.callTime}
                <Field name="call_time" placeholder={messages.callTimePlaceholder} />
              </label>
              <ErrorMessage name="call_time" component="p" className="sh-field-error" />
            </>
          )}
          <label>
            {messages.message}
            <Field name="message" as="textarea" rows={3} />
          </label>
          <ErrorMessage name="message" component="p" className="sh-field-error" />
          <ConsentCheckbox
            name="consent"
            lead={messages.consentLead}
            linkText={messages.consentLink}
            href={config.consents.personal_data_url}
          />
          {general.length > 0 && (
            <ul role="alert" className="sh-form__errors">
              {general.map((text) => (
                <li key={text} className="sh-field-error">
                  {text}
                </li>
              ))}
            </ul>
          )}
          {/* Not `disabled` while invalid: pressed, it shows every error under its field and focuses the first. */}
          <button type="submit" className="sk-btn" aria-disabled={!isValid || undefined} disabled={isSubmitting}>
            {isSubmitting ? messages.sending : messages.send}
          </button>
        </Form>
      )}
    </Formik>
  );
}
