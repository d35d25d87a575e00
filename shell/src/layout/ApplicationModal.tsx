import { useEffect, useState } from 'react';
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { object, string } from 'yup';
import axios from 'axios';
import { Modal, emailSchema, getEventBus, getHttp, getSession, nextPhoneValue, phoneSchema } from 'shared-kit';
import { messages } from '../messages';
import { serverErrors } from './Newsletter';

const schema = object({
  name: string().trim().required(messages.required).max(100),
  phone: phoneSchema,
  email: emailSchema,
  message: string().trim().max(2000),
});

/** The request window ('Оставить заявку', modal `leaveApplication-modal`), sent as the feedback form. */
export function ApplicationModal() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(
    () =>
      getEventBus().subscribe('shell:modal-requested', ({ name }) => {
        if (name === 'leaveApplication-modal' || name === 'feedback') {
          setSent(false);
          setErrors([]);
          setOpen(true);
        }
      }),
    [],
  );

  if (!open) return null;
  return (
    <Modal name="leaveApplication-modal" title={messages.applicationTitle} maxWidth={576} onClose={() => setOpen(false)}>
      {sent ? (
        <p role="status">{messages.applicationSent}</p>
      ) : (
        <Formik
          initialValues={{ name: '', phone: '', email: '', message: '' }}
          validationSchema={schema}
          validateOnMount
          onSubmit={async (values) => {
            setErrors([]);
            const body = new FormData();
            for (const [key, value] of Object.entries(values)) body.set(key, value.trim());
            body.set('token', getSession().state.customToken ?? '');
            body.set('captcha', '');
            try {
              await getHttp().post('/feedback', body);
              setSent(true);
            } catch (error) {
              const list = axios.isAxiosError(error) && error.response ? serverErrors(error.response.data) : [];
              setErrors(list.length ? list : [messages.sendFailed]);
            }
          }}
        >
          {({ isValid, isSubmitting, setFieldValue }) => (
            <Form className="sh-form" noValidate>
              <p>{messages.applicationText}</p>
              <label>
                {messages.name}
                <Field name="name" autoComplete="name" />
              </label>
              <ErrorMessage name="name" component="p" className="sh-field-error" />
              <label>
                {messages.phone}
                <Field name="phone">
                  {({ field }: { field: { value: string; name: string; onBlur: () => void } }) => (
                    <input
                      {...field}
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      placeholder="+7 (___) ___-__-__"
                      onChange={(event) => void setFieldValue('phone', nextPhoneValue(field.value, event.target.value))}
                    />
                  )}
                </Field>
              </label>
              <ErrorMessage name="phone" component="p" className="sh-field-error" />
              <label>
                {messages.email}
                <Field name="email" type="email" autoComplete="email" />
              </label>
              <ErrorMessage name="email" component="p" className="sh-field-error" />
              <label>
                {messages.message}
                <Field name="message" as="textarea" rows={3} />
              </label>
              {errors.map((text) => (
                <p key={text} className="sh-field-error" role="alert">
                  {text}
                </p>
              ))}
              <button type="submit" className="sk-btn" disabled={!isValid || isSubmitting}>
                {messages.send}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
