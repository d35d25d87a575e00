import { getHttp } from 'shared-kit';
import type { RegistrationRequestDto } from 'shared-kit/contracts';

/** Answer of `POST /api/personal/email_login` (docs/product.md §7): a code was sent, or the code was checked. */
export interface EmailLoginAnswer {
  /** `send_code` after a code was sent; `login_success` / `login_error` after a code. */
  status?: string;
  success?: boolean;
  detail?: string;
  new_registration?: boolean;
  token?: string | null;
  /** Digits of the code, announced with `send_code`. */
  code_length?: number;
  /** With `new_registration`: the single-use proof of the code the registration must bring. */
  registration_token?: string | null;
  /** Forces a page reload (docs/product.md §4). */
  reload?: boolean;
}

/** What the registration window sends (docs/product.md §3 "Registration data", the proof of the code and the consents). */
export type RegistrationData = RegistrationRequestDto;

/** `POST /api/personal/email_login {email}`: asks the server to e-mail a sign-in code. */
export async function requestSignInCode(email: string): Promise<EmailLoginAnswer> {
  const { data } = await getHttp().post<EmailLoginAnswer>('/personal/email_login', { email });
  return data ?? {};
}

/** `POST /api/personal/email_login {email, code}`: checks the code. */
export async function submitSignInCode(email: string, code: string): Promise<EmailLoginAnswer> {
  const { data } = await getHttp().post<EmailLoginAnswer>('/personal/email_login', { email, code });
  return data ?? {};
}

/** `POST /api/personal/registration`: creates the account; answers its token. */
export async function registerAccount(payload: RegistrationData): Promise<{ token?: string | null }> {
  const { data } = await getHttp().post<{ token?: string | null }>('/personal/registration', payload);
  return data ?? {};
}

/** `POST /api/personal/logout`: revokes the customer's key on the server. */
export async function revokeSignIn(): Promise<void> {
  await getHttp().post('/personal/logout', {});
}
