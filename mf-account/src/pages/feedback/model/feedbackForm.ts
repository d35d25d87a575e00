import { boolean, object, string } from 'yup';
import { toHttpError, validationMessages } from 'shared-kit';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { failureMessages, isObject, type FeedbackData } from '../../../shared/api';
import { feedbackTexts } from './feedbackTexts';

/** The feedback form's rules: name, phone, e-mail and the consent required, the message optional. */
export const schema = object({
  name: string().trim().required(validationMessages.required).max(100, feedbackTexts.nameTooLong),
  phone: phoneSchema,
  email: emailSchema,
  message: string().trim().max(2000, feedbackTexts.messageTooLong),
  consent: boolean().oneOf([true], feedbackTexts.consentRequired),
});

export const initialValues: FeedbackData = { name: '', phone: '', email: '', message: '', consent: false };

const FIELDS = ['name', 'phone', 'email', 'message', 'consent'];

/** The server's errors map split into the form's fields and the rest (the captcha, the rate limit). */
export function splitErrors(error: unknown): { fields: Record<string, string>; general: string[] } {
  const { data } = toHttpError(error);
  const errors = isObject(data) && isObject(data.errors) ? data.errors : null;
  if (!errors) return { fields: {}, general: failureMessages(error) };
  const split = { fields: {} as Record<string, string>, general: [] as string[] };
  for (const [field, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).map(String);
    if (FIELDS.includes(field)) split.fields[field] = texts.join(' ');
    else split.general.push(...texts);
  }
  return split;
}
