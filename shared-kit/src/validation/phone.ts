/**
 * Russian phone numbers of the shop's forms. The field shows the mask `+7 (###) ###-##-##`; the server gets
 * `+7` and ten digits. The field itself is react-text-mask (`shared-kit/phone-input`, ADR 0039): what is
 * here is what the library does not do — the mask as data, a value's digits, a stored number shown, the
 * rule of a complete number. Pure functions without dependencies: the API formats phones in letters by the
 * same rule.
 */

const D = /\d/;

/** The mask `+7 (###) ###-##-##` as react-text-mask takes it: fixed characters and one pattern per digit. */
export const PHONE_MASK = ['+', '7', ' ', '(', D, D, D, ')', ' ', D, D, D, '-', D, D, '-', D, D];

/** What the field holds once the customer has typed only the country prefix (`8`, `7` or `+7`). */
export const PHONE_PREFIX = '+7 (';

/** Digits of a Russian phone number after +7 (ten of them), from whatever the customer typed or pasted. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A number typed or pasted with its country code (7…, 8…) keeps only the ten digits after it.
  if (digits.length > 10 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** The digits a field's value holds after the `+7` the mask shows (all of them, before any is dropped). */
export function digitsAfterPrefix(value: string): string {
  return value.replace(/^\s*\+7/, '').replace(/\D/g, '');
}

/**
 * A stored number as the shop shows it: `+79111234567` → `+7 (911) 123-45-67`. Anything that is not a
 * Russian number of ten digits is shown as it was stored, so nothing the customer gave is hidden.
 */
export function displayPhone(stored: string | null | undefined): string {
  const raw = (stored ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  if (ten.length !== 10) return raw;
  let next = 0;
  return PHONE_MASK.map((part) => (typeof part === 'string' ? part : ten[next++])).join('');
}

/** A complete number in the mask's form. */
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/** The number as the server gets it: `+7` and ten digits (empty when nothing was typed). */
export function phoneForServer(value: string): string {
  const digits = phoneDigits(digitsAfterPrefix(value));
  return digits ? `+7${digits}` : '';
}

/**
 * @deprecated Since 1.9.0 the field is react-text-mask (`shared-kit/phone-input`), which masks as the customer
 * types. Kept for apps built against 1.8 until the next major: formats input with the mask, as far as
 * digits go.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return '';
  let next = 0;
  const filled = PHONE_MASK.map((part): string | null => (typeof part === 'string' ? part : (digits[next++] ?? null)));
  const end = filled.indexOf(null);
  return (end === -1 ? filled : filled.slice(0, end)).join('').replace(/[\s(-]+$/, '');
}

/**
 * @deprecated Since 1.9.0 the field is react-text-mask (`shared-kit/phone-input`). Kept for apps built
 * against 1.8 until the next major: the next value of a masked field, from the previous value and what the
 * input now holds, by the field's rules (the first 8 or 7 is the prefix; backspace over the mask takes a digit).
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const before = phoneDigits(digitsAfterPrefix(previous));
  const shrank = typed.length < previous.length;
  let digits = phoneDigits(digitsAfterPrefix(typed));
  if (shrank && digits === before) digits = digits.slice(0, -1);
  if (!shrank && previous.trim() === '' && /^\s*[78]$/.test(typed)) return PHONE_PREFIX;
  if (!digits) return shrank ? '' : /^\+7?[\s(]*$/.test(typed.trim()) && typed.trim() !== '' ? (typed.trim() === '+' ? '+' : PHONE_PREFIX) : '';
  return formatPhone(digits);
}

