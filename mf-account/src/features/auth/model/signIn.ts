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

/** Asks for a code; resolves with null when it was sent, else with the text to show. */
export async function sendCode(email: string): Promise<string | null> {
  try {
    const answer = await requestSignInCode(email);
    return codeWasSent(answer) ? null : messages.auth.codeNotSent;
  } catch (error) {
    console.warn('[mf_account] sign-in code request failed', error);
    return serverDetail(error) ?? messages.auth.sendFailed;
  }
}

/** Stores the key of a customer who just signed in and tells the shop. */
export function completeSignIn(token: string, after: 'login' | 'registration'): void {
  getSession().signIn(token, after);
  getEventBus().emit('account:signed-in', { newRegistration: after === 'registration' });
}
