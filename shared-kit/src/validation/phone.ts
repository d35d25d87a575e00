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
