import { useCallback } from 'react';
import { getEventBus, getSession, runCaptcha, toHttpError } from 'shared-kit';
import { serverDetail, useEmailLoginMutation, type EmailLoginAnswer } from '../../../shared/api';
import { messages } from '../../../messages';

/** Least number of digits at which the code is sent by itself (docs/product.md §4, §9). */
export const CODE_AUTO_SUBMIT_LENGTH = 4;

/** True when the answer says a code was sent (docs/product.md §8: otherwise 'Не удалось отправить код…'). */
export function codeWasSent(answer: EmailLoginAnswer): boolean {
  return answer.status === 'send_code' && answer.success !== false;
}

/**
 * Digits the code has, as the server announced: the code goes out by itself once that many are
 * typed, never earlier (a half-typed code must not cost a try), and never below 4 (docs/product.md §9).
 */
export function codeLengthOf(answer: EmailLoginAnswer): number {
  const announced = answer.code_length;
  return typeof announced === 'number' && Number.isInteger(announced) && announced > CODE_AUTO_SUBMIT_LENGTH
    ? Math.min(announced, 12)
    : CODE_AUTO_SUBMIT_LENGTH;
}

/** What asking for a code gave: the code's length, or the text to show. */
export type SendCodeResult = { sent: true; codeLength: number } | { sent: false; message: string };

/** `POST /api/personal/email_login` with its body (the `emailLogin` mutation, unwrapped). */
export type EmailLogin = (body: { email: string; code?: string; captcha?: string }) => Promise<EmailLoginAnswer>;

/** The `emailLogin` mutation as an {@link EmailLogin}. */
export function useEmailLogin(): EmailLogin {
  const [emailLogin] = useEmailLoginMutation();
  return useCallback((body) => emailLogin(body).unwrap(), [emailLogin]);
}

/** Asks for a code. */
export async function sendCode(emailLogin: EmailLogin, email: string): Promise<SendCodeResult> {
  try {
    const answer = await emailLogin({ email });
    return codeWasSent(answer)
      ? { sent: true, codeLength: codeLengthOf(answer) }
      : { sent: false, message: messages.auth.codeNotSent };
  } catch (error) {
    console.warn('[mf_account] sign-in code request failed', error);
    return { sent: false, message: serverDetail(error) ?? messages.auth.sendFailed };
  }
}

/**
 * Marks the customer signed in and tells the shop. The key itself never reaches the page's scripts:
 * the API's answer set it as an HttpOnly cookie (14 hours after a code, 7 days after registration).
 */
export function completeSignIn(after: 'login' | 'registration'): void {
  getSession().signIn();
  getEventBus().emit('account:signed-in', { newRegistration: after === 'registration' });
}

/** Whether a failed call is the API asking for a captcha (too many wrong codes for the address). */
function captchaAsked(error: unknown): boolean {
  return toHttpError(error).code === 'CAPTCHA_REQUIRED';
}

/**
 * Sends the code. When the address had too many wrong codes the API asks for a captcha
 * (`CAPTCHA_REQUIRED`): it is run for the action `signIn` and the same code goes again with its token.
 */
export async function submitCode(emailLogin: EmailLogin, email: string, code: string): Promise<EmailLoginAnswer> {
  try {
    return await emailLogin({ email, code });
  } catch (error) {
    if (!captchaAsked(error)) throw error;
    const captcha = await runCaptcha('signIn');
    return emailLogin({ email, code, captcha });
  }
}
