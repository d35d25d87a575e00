import { HttpError } from '../../shared/http-error';

const pluralRules = new Intl.PluralRules('ru');

function plural(count: number, forms: readonly [string, string, string]): string {
  const form = pluralRules.select(count);
  return `${count} ${form === 'one' ? forms[0] : form === 'few' ? forms[1] : forms[2]}`;
}

/** `40 секунд`, `3 минуты`: how long to wait, rounded up to what a customer reads easily. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, ['секунду', 'секунды', 'секунд']);
  return plural(Math.ceil(whole / 60), ['минуту', 'минуты', 'минут']);
}

/** Customer-facing texts of sign-in, registration and the account, in Russian. */
export const accountMessages = {
  resendTooSoon: (wait: string) => `Новый код можно запросить через ${wait}.`,
  tooManySendsForEmail: (wait: string) => `Слишком много запросов кода для этой почты. Попробуйте снова через ${wait}.`,
  tooManySendsFromIp: (wait: string) => `Слишком много запросов кода с вашего устройства. Попробуйте снова через ${wait}.`,
  tooManyFailures: (wait: string) => `Слишком много неверных попыток ввода кода. Попробуйте снова через ${wait}.`,
  wrongCode: (left: number) => `Неверный код. ${left === 1 ? 'Осталась 1 попытка' : `Осталось ${plural(left, ['попытка', 'попытки', 'попыток'])}`}.`,
  captchaRequired: 'Было много неверных попыток ввода кода для этой почты. Подтвердите, что вы не робот, и введите код ещё раз.',
  captchaFailed: 'Не удалось подтвердить, что вы не робот. Попробуйте ещё раз.',
  codeClosed: 'Неверный код. Попытки для этого кода закончились — запросите новый код.',
  noActiveCode: 'Код устарел или уже использован. Запросите новый код.',
  letterNotSent: 'Не удалось отправить письмо с кодом. Пожалуйста, попробуйте еще раз.',
  ticketInvalid: 'Подтверждение почты устарело. Войдите по коду ещё раз, чтобы завершить регистрацию.',
  emailMismatch: 'Почта не совпадает с подтверждённой кодом.',
  alreadyRegistered: 'Покупатель с этой почтой уже зарегистрирован. Войдите по коду из письма.',
  consentRequired: 'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных.',
  emailTaken: 'Эта почта уже используется другим покупателем.',
  sameEmail: 'Это ваша текущая почта.',
  letterSubject: (code: string, shop: string) => `${code} — код для входа в ${shop}`,
  emailChangeSubject: (code: string, shop: string) => `${code} — код для смены почты в ${shop}`,
} as const;

/** 429 with a Russian text and the seconds after which the request may be repeated (Retry-After). */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, 'TOO_MANY_REQUESTS');
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** 400 with a Russian text for a request that is well-formed but wrong (a wrong code, for instance). */
export function badRequest(message: string, code: string): HttpError {
  return new HttpError(400, message, code);
}
