import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { getSession, phoneForServer, runCaptcha } from 'shared-kit';
import { useSendFormMutation } from '../../../shared/api';
import { formFailure } from '../../../shared/lib';
import { messages } from '../../../messages';
import type { ContactKind } from './contactKind';
import { CONTACT_FIELDS, type ContactValues } from './contactSchema';

/**
 * Sending the contact form: the captcha first, then the form to `/callback` or `/feedback`. `sent` is the
 * server's thanks once it is sent; `general` the errors shown above the button (the server's field errors go
 * under their fields).
 */
export function useContactSubmit(kind: ContactKind) {
  const [sent, setSent] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [sendForm] = useSendFormMutation();

  const onSubmit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
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
      const failure = formFailure(error, CONTACT_FIELDS);
      if (failure) {
        helpers.setErrors(failure.fields);
        for (const field of Object.keys(failure.fields)) void helpers.setFieldTouched(field, true, false);
      }
      const texts = failure?.general ?? [];
      setGeneral(
        texts.length || (failure && Object.keys(failure.fields).length) ? texts : [messages.sendFailed],
      );
    }
  };

  return { sent, general, onSubmit };
}
