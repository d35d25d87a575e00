/** Digits of a Russian phone number after +7 (ten of them), from whatever the customer typed or pasted. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A number typed or pasted with its country code (7…, 8…) keeps only the ten digits after it.
  if (digits.length > 10 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** Formats input with the mask of spec §5: `+7 (###) ###-##-##`, as far as digits go. */
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

/** A complete number in the mask's form. */
export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/** The digits a field value stands for, without the `+7` the mask itself shows. */
function fieldDigits(value: string): string {
  const trimmed = value.trimStart();
  return phoneDigits(trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed);
}

/**
 * The next value of a phone field with the mask `+7 (###) ###-##-##` (spec §5): feed it the previous
 * value and what the input now holds. Backspace over a character of the mask removes the digit before
 * it, so the field can always be emptied; a pasted number with 7 or 8 in front keeps its ten digits.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  let digits = fieldDigits(typed);
  if (typed.length < previous.length && digits === fieldDigits(previous)) digits = digits.slice(0, -1);
  return formatPhone(digits);
}

/** The number as the server gets it: `+7` and ten digits (empty when nothing was typed). */
export function phoneForServer(value: string): string {
  const digits = fieldDigits(value);
  return digits ? `+7${digits}` : '';
}
