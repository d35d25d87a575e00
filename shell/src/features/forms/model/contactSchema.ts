import { boolean, object, string } from 'yup';
import { emailSchema, phoneSchema } from 'shared-kit/validation';
import { messages } from '../../../messages';
import type { ContactKind } from './contactKind';

/** The fields the server may name in its errors. */
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'message', 'call_time', 'consent'] as const;

/** The contact form's rules; the convenient time counts only in a callback request. */
export const contactSchema = (kind: ContactKind) =>
  object({
    name: string().trim().required(messages.required).max(100, 'Введите имя не длиннее 100 символов'),
    phone: phoneSchema,
    email: emailSchema,
    message: string().trim().max(2000, 'Сообщение не должно быть длиннее 2000 символов'),
    call_time: kind === 'callback' ? string().trim().max(100, 'Не длиннее 100 символов') : string(),
    consent: boolean().oneOf([true], messages.consentRequired),
  });

/** What the customer types into the contact form. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  call_time: string;
  consent: boolean;
}

export const initialContactValues: ContactValues = { name: '', phone: '', email: '', message: '', call_time: '', consent: false };
