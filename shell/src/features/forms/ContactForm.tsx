import { useEffect, useRef, useState, type RefObject } from 'react';
import { ErrorMessage, Field, Form, Formik, useFormikContext, type FormikProps } from 'formik';
import { boolean, object, string } from 'yup';
import { getSession, phoneForServer, runCaptcha } from 'shared-kit';
import { PhoneMaskInput } from 'shared-kit/phone-input';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { useSendFormMutation } from '../../shared/api';
import { formFailure } from '../../shared/formAnswer';
import { messages } from '../../messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import type { ContactKind } from './contactKind';
import { useFormsConfig } from './useFormsConfig';


const FIELDS = ['name', 'phone', 'email', 'message', 'call_time', 'consent'] as const;

const schema = (kind: ContactKind) =>
  object({
    name: string().trim().required(messages.required).max(100, 'Введите имя не длиннее 100 символов'),
    phone: phoneSchema,
    email: emailSchema,
    message: string().trim().max(2000, 'Сообщение не должно быть длиннее 2000 символов'),
    call_time: kind === 'callback' ? string().trim().max(100, 'Не длиннее 100 символов') : string(),
    consent: boolean().oneOf([true], messages.consentRequired),
  });

interface Values {
  name: string;
  phone: string;
  email: string;
  message: string;
  call_time: string;
  consent: boolean;
}

const initialValues: Values = { name: '', phone: '', email: '', message: '', call_time: '', consent: false };

/** Ties a field to its error text: `aria-invalid` and `aria-describedby` while the error is shown. */
function errorProps(name: keyof Values, idPrefix: string, form: Pick<FormikProps<Values>, 'errors' | 'touched'>) {
  const shown = Boolean(form.touched[name] && form.errors[name]);
  return { 'aria-invalid': shown || undefined, 'aria-describedby': shown ? `${idPrefix}-${name}-error` : undefined };
}

/** An error under its field, with the id the field points at. */
function FieldError({ name, idPrefix }: { name: keyof Values; idPrefix: string }) {
  return (
    <ErrorMessage
      name={name}
      render={(text: string) => (
        <p id={`${idPrefix}-${name}-error`} className="sh-field-error">
          {text}
        </p>
      )}
    />
  );
}

/**
 * After a send that validation stopped, focus goes to the first field with an error, so the customer
 * (and a screen reader) lands on what to fix.
 */
function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid } = useFormikContext<Values>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return null;
}

/**
 * The feedback form (docs/product.md §5: name, phone and e-mail required, message optional, submit disabled while
 * invalid, captcha run before submit) and the callback request, which adds a convenient time. The
 * server's errors are shown field by field; success replaces the form with the server's thanks.
 */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const config = useFormsConfig();
  const [sent, setSent] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [sendForm] = useSendFormMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `sh-${kind}`;

  if (sent) return <p role="status">{sent}</p>;
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema(kind)}
      validateOnMount
      onSubmit={async (values, helpers) => {
        setGeneral([]);
        let captcha: string;
        try {
          captcha = await runCaptcha(kind);
        } catch (error) {
          console.warn('[shell] captcha failed', error);
          setGeneral([messages.captchaFailed]);
          return;
        }
        const fields = {
          name: values.name.trim(),
          phone: phoneForServer(values.phone),
          email: values.email.trim(),
          message: values.message.trim(),
          ...(kind === 'callback' ? { call_time: values.call_time.trim() } : {}),
          consent: values.consent ? 'true' : '',
          token: getSession().state.customToken ?? '',
          captcha,
        };
        try {
          const data = await sendForm({ url: kind === 'callback' ? '/callback' : '/feedback', fields }).unwrap();
          setSent(data.message || (kind === 'callback' ? messages.applicationSent : messages.feedbackSent));
        } catch (error) {
          // Exceptions are only logged (docs/product.md §8); the customer sees what the server said, or a plain retry note.
          console.warn('[shell] form request failed', error);
          const failure = formFailure(error, FIELDS);
          if (failure) {
            helpers.setErrors(failure.fields);
            for (const field of Object.keys(failure.fields)) void helpers.setFieldTouched(field, true, false);
          }
          const texts = failure?.general ?? [];
          setGeneral(
            texts.length || (failure && Object.keys(failure.fields).length) ? texts : [messages.sendFailed],
          );
        }
      }}
    >
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
