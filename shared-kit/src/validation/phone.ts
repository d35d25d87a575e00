/**
 * Russian phone numbers of the shop's forms. The field shows the mask `+7 (###) ###-##-##`; the server gets
 * `+7` and ten digits. Pure functions without dependencies: the API formats phones in letters by the same rule.
 */

/** What the field holds once the customer has typed only the country prefix (`8`, `7` or `+7`). */
export const PHONE_PREFIX = '+7 (';

/** Digits of a Russian phone number after +7 (ten of them), from whatever the customer typed or pasted. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A number typed or pasted with its country code (7…, 8…) keeps only the ten digits after it.
  if (digits.length > 10 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** Formats input with the mask `+7 (###) ###-##-##`, as far as digits go. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (!d) return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ')';
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/**
 * A stored number as the shop shows it: `+79111234567` → `+7 (911) 123-45-67`. Anything that is not a
 * Russian number of ten digits is shown as it was stored, so nothing the customer gave is hidden.
 */
export function displayPhone(stored: string | null | undefined): string {
  const raw = (stored ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  return ten.length === 10 ? formatPhone(ten) : raw;
}

/** A complete number in the mask's form. */
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/** The digits a field value stands for, without the `+7` the mask itself shows. */
function fieldDigits(value: string): string {
  const trimmed = value.trimStart();
  return phoneDigits(trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed);
}

/**
 * The next value of a phone field with the mask `+7 (###) ###-##-##`: feed it the previous value and what
 * the input now holds.
 * - The first `8` or `7` typed into an empty field is the prefix a Russian number is dialled with, not the
 *   first digit of the code: the field shows `+7 (` and waits for the code (`8 911 …` and `+7 911 …` give
 *   the same number). A code that starts with 8 (Pskov's 8112) is typed after it: `8 8112 …`.
 * - A pasted number with 7 or 8 in front keeps its ten digits; ten pasted digits are the number itself.
 * - Backspace over a character of the mask removes the digit before it, so the field can always be emptied.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const before = fieldDigits(previous);
  const shrank = typed.length < previous.length;
  let digits = fieldDigits(typed);
  if (shrank && digits === before) digits = digits.slice(0, -1);
  if (!shrank && previous.trim() === '' && /^\s*[78]$/.test(typed)) return PHONE_PREFIX;
  if (!digits) {
    if (shrank) return '';
    const start = typed.trim();
    if (start === '+') return '+';
    return /^\+7?[\s(]*$/.test(start) ? PHONE_PREFIX : '';
  }
  return formatPhone(digits);
}

/** The number as the server gets it: `+7` and ten digits (empty when nothing was typed). */
export function phoneForServer(value: string): string {
  const digits = fieldDigits(value);
  return digits ? `+7${digits}` : '';
}
