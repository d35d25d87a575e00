import { getHttp } from 'shared-kit';

/** The feedback form of spec §3: name, phone, email, message (plus token and captcha). */
export interface FeedbackData {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** Answer of `POST /api/feedback`: success, or an errors map. */
export interface FeedbackAnswer {
  success?: boolean;
  errors?: Record<string, string | string[]>;
}

/** `POST /api/feedback` as form data {name, phone, email, message, token, captcha}. */
export async function sendFeedback(
  values: FeedbackData,
  token: string,
  captcha: string,
): Promise<FeedbackAnswer> {
  const body = new FormData();
  body.set('name', values.name.trim());
  body.set('phone', values.phone.trim());
  body.set('email', values.email.trim());
  body.set('message', values.message.trim());
  body.set('token', token);
  body.set('captcha', captcha);
  const { data } = await getHttp().post<FeedbackAnswer>('/feedback', body);
  return data ?? {};
}
