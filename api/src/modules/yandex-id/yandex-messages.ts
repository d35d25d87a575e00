/**
 * Why a trip to Yandex ID did not end in a sign-in: the code the callback puts in `?auth_error=` of the
 * shop's address. The page shows the Russian text of the code in the sign-in window.
 */
export const YANDEX_AUTH_ERRORS = [
  'yandex_cancelled',
  'yandex_state',
  'yandex_code',
  'yandex_unavailable',
  'yandex_no_email',
  'yandex_taken',
  'yandex_already_linked',
  'yandex_failed',
] as const;
export type YandexAuthError = (typeof YANDEX_AUTH_ERRORS)[number];

/** Answers of the API routes of the module (JSON errors). */
export const yandexMessages = {
  notConfigured: 'Вход с Яндекс ID не подключён',
  ticketInvalid: 'Ссылка для входа через Яндекс ID устарела или уже использована. Попробуйте войти ещё раз.',
  alreadySignedIn: 'Вы уже вошли в личный кабинет',
} as const;
