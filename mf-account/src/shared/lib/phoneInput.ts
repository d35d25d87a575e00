import { formatPhone, phoneDigits } from 'shared-kit';

/** The digits a field value stands for, without the `+7` the mask itself shows. */
function digitsOf(value: string): string {
  const trimmed = value.trimStart();
  return phoneDigits(trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed);
}

/**
 * The next value of a phone field with the mask `+7 (###) ###-##-##` (spec §5). Backspace over a
 * character of the mask removes the digit before it, so the field can always be emptied; a pasted
 * number with 7 or 8 in front keeps its ten digits.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  let digits = digitsOf(typed);
  if (typed.length < previous.length && digits === digitsOf(previous)) digits = digits.slice(0, -1);
  return formatPhone(digits);
}

/** The number as the server gets it: `+7` and ten digits. */
export function phoneForServer(value: string): string {
  const digits = digitsOf(value);
  return digits ? `+7${digits}` : '';
}
