import { getHttp, phoneForServer } from 'shared-kit';
import type { FormSuccessDto } from 'shared-kit/contracts';

/** The feedback form of docs/product.md §3: name, phone, email, message, and the consent to the processing of personal data. */
export interface FeedbackData {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
}

/**
 * `POST /api/feedback` as form data {name, phone, email, message, consent, token, captcha}. A refusal
 * (errors map) comes back as an HTTP error with `{ success: false, errors }`.
 */
export async function sendFeedback(values: FeedbackData, token: string, captcha: string): Promise<FormSuccessDto> {
  const body = new FormData();
  body.set('name', values.name.trim());
  body.set('phone', phoneForServer(values.phone));
  body.set('email', values.email.trim());
  body.set('message', values.message.trim());
  body.set('consent', values.consent ? 'true' : '');
  body.set('token', token);
  body.set('captcha', captcha);
  const { data } = await getHttp().post<FormSuccessDto>('/feedback', body);
  return data;
}
