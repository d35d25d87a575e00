import { getEventBus, getSession } from 'shared-kit';
import { requestSignInCode, type EmailLoginAnswer } from '../../../shared/api/authApi';
import { serverDetail } from '../../../shared/api/http';
import { messages } from '../../../messages';

/** Least number of digits at which the code is sent by itself (spec §4, §9). */
export const CODE_AUTO_SUBMIT_LENGTH = 4;

/** True when the answer says a code was sent (spec §8: otherwise 'Не удалось отправить код…'). */
export function codeWasSent(answer: EmailLoginAnswer): boolean {
  return answer.status === 'send_code' && answer.success !== false;
}

/**
 * Digits the code has, as the server announced: the code goes out by itself once that many are
 * typed, never earlier (a half-typed code must not cost a try), and never below 4 (spec §9).
 */
export function codeLengthOf(answer: EmailLoginAnswer): number {
  const announced = answer.code_length;
  return typeof announced === 'number' && Number.isInteger(announced) && announced > CODE_AUTO_SUBMIT_LENGTH
    ? Math.min(announced, 12)
    : CODE_AUTO_SUBMIT_LENGTH;
}

/** What asking for a code gave: the code's length, or the text to show. */
export type SendCodeResult = { sent: true; codeLength: number } | { sent: false; message: string };

/** Asks for a code. */
export async function sendCode(email: string): Promise<SendCodeResult> {
  try {
    const answer = await requestSignInCode(email);
    return codeWasSent(answer)
      ? { sent: true, codeLength: codeLengthOf(answer) }
      : { sent: false, message: messages.auth.codeNotSent };
  } catch (error) {
    console.warn('[mf_account] sign-in code request failed', error);
    return { sent: false, message: serverDetail(error) ?? messages.auth.sendFailed };
  }
}

/** Stores the key of a customer who just signed in and tells the shop. */
export function completeSignIn(token: string, after: 'login' | 'registration'): void {
  getSession().signIn(token, after);
  getEventBus().emit('account:signed-in', { newRegistration: after === 'registration' });
}
