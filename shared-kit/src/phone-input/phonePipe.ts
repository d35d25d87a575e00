import { conformToMask, type PipeConfig } from 'react-text-mask';
import { digitsAfterPrefix, PHONE_MASK, PHONE_PREFIX, phoneDigits } from '../validation/phone';

/** Whether `raw` is `previous` with characters removed at the caret (backspace, Delete), not replaced. */
function isDeletion(previous: string, raw: string, caret: number): boolean {
  const removed = previous.length - raw.length;
  return (
    raw.slice(0, caret) === previous.slice(0, caret) && raw.slice(caret) === previous.slice(caret + removed)
  );
}

/** Digits put into the mask by react-text-mask itself. */
function conform(digits: string): string {
  return conformToMask(digits, PHONE_MASK, { guide: false }).conformedValue;
}

/**
 * react-text-mask's `pipe` of the phone field: what the mask alone does not know of Russian numbers.
 * - The first `8` or `7` typed into an empty field is the prefix a number is dialled with, not the first
 *   digit of the code: the field shows `+7 (` and waits for the code (`8 911 …` and `+7 911 …` give the same
 *   number). A code that starts with 8 (Pskov's 8112) is typed after it: `8 8112 …`. A lone `+` waits for its 7.
 * - A number pasted or filled in with 8 or 7 before its ten digits loses that digit (`8 911 123-45-67`,
 *   `89111234567`); the mask takes `+7 …` and ten digits as they are.
 * - Backspace or Delete over a character of the mask (`) `, `-`) removes the digit before the caret, so the
 *   field can always be emptied.
 */
export function phonePipe(conformedValue: string, config: PipeConfig): string | false {
  const { rawValue, currentCaretPosition } = config;
  const previous = config.previousConformedValue ?? '';
  if (previous.trim() === '') {
    if (/^\s*[78]$/.test(rawValue)) return PHONE_PREFIX;
    if (rawValue.trim() === '+') return '+';
  }
  const inserted = rawValue.length - previous.length;
  const digits = digitsAfterPrefix(rawValue);
  if (inserted !== 1 && digits.length > 10 && /^[78]/.test(digits)) return conform(phoneDigits(digits));
  if (
    inserted < 0 &&
    isDeletion(previous, rawValue, currentCaretPosition) &&
    digits === digitsAfterPrefix(previous)
  ) {
    // Only characters of the mask went: the digit before the caret goes with them.
    const before = digitsAfterPrefix(rawValue.slice(0, currentCaretPosition)).length;
    if (before === 0) return digits ? conformedValue : '';
    return conform(digits.slice(0, before - 1) + digits.slice(before));
  }
  return conformedValue;
}
