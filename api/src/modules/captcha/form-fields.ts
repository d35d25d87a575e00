import { siteServicesMessages as text } from './site-services-messages';

/** What a form field holds after the body parser: text, a flag from JSON, or nothing. */
export type RawField = string | boolean | undefined;

/** A submitted form's fields, before they are read. */
export type RawForm = Record<string, RawField>;

/** Errors collected while reading a form, by field. */
export type FieldErrors = Record<string, string[]>;

function textOf(value: RawField): string {
  return typeof value === 'string' ? value.trim() : '';
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** A required, valid e-mail, lower-cased; null with an error when it is not. */
export function readEmail(form: RawForm, errors: FieldErrors, field = 'email', required = true): string | null {
  const value = textOf(form[field]);
  if (!value) {
    if (required) errors[field] = [text.required];
    return null;
  }
  if (value.length > 254 || !EMAIL.test(value)) {
    errors[field] = [text.emailInvalid];
    return null;
  }
  return value.toLowerCase();
}

/** A Russian phone number as `+7` and ten digits, from the mask `+7 (###) ###-##-##` or typed digits. */
export function readPhone(form: RawForm, errors: FieldErrors, field = 'phone'): string | null {
  const value = textOf(form[field]);
  if (!value) {
    errors[field] = [text.phoneRequired];
    return null;
  }
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  if (!/^[3-9]\d{9}$/.test(digits) || /[^\d\s()+\-.]/.test(value)) {
    errors[field] = [text.phoneInvalid];
    return null;
  }
  return `+7${digits}`;
}

/** A required name of at most 100 characters. */
export function readName(form: RawForm, errors: FieldErrors, field = 'name'): string | null {
  const value = textOf(form[field]).replace(/\s+/g, ' ');
  if (!value) {
    errors[field] = [text.required];
    return null;
  }
  if (value.length > 100) {
    errors[field] = [text.nameInvalid];
    return null;
  }
  return value;
}

/** Optional free text of at most `max` characters (line breaks kept). */
export function readText(form: RawForm, errors: FieldErrors, field: string, max: number, tooLong: string): string {
  const value = textOf(form[field]).replace(/\r\n?/g, '\n');
  if (value.length > max) errors[field] = [tooLong];
  return value.slice(0, max);
}

/** A ticked checkbox: `true`, `on`, `1` or `yes` (form data), or JSON `true`. */
export function readConsent(form: RawForm, errors: FieldErrors, field: string, message: string): boolean {
  const value = form[field];
  const agreed = value === true || (typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()));
  if (!agreed) errors[field] = [message];
  return agreed;
}

/** The page's random token (docs/product.md §3 "custom token"), kept to trace a visit; anything odd is dropped. */
export function readClientToken(form: RawForm): string {
  const value = textOf(form.token);
  return /^[a-z0-9]{1,64}$/i.test(value) ? value : '';
}

/** JSON schema of a form field sent as text (form data) or as JSON. */
export const textField = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** JSON schema of a checkbox: form data sends text, JSON a boolean. */
export const checkboxField = { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 10 }] } as const;
