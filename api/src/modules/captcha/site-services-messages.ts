/** Customer-facing texts of the site services (cities, newsletter, feedback, callback, captcha), in Russian. */
export const siteServicesMessages = {
  required: 'Это поле является обязательным',
  emailInvalid: 'Введите валидный емейл адрес',
  phoneRequired: 'Введите номер телефона',
  phoneInvalid: 'Введите номер телефона полностью',
  nameInvalid: 'Введите имя не длиннее 100 символов',
  messageTooLong: 'Сообщение не должно быть длиннее 2000 символов',
  callTimeInvalid: 'Укажите удобное время не длиннее 100 символов',
  formInvalid: 'Проверьте, правильно ли заполнена форма',
  formUnreadable: 'Форма пришла не полностью. Обновите страницу и отправьте её ещё раз.',
  consentRequired: 'Нужно ваше согласие на обработку персональных данных',
  newsletterConsentRequired: 'Нужно ваше согласие на получение рассылки',
  captchaMissing: 'Не удалось подтвердить, что вы не робот. Обновите страницу и отправьте форму ещё раз.',
  captchaRejected: 'Проверка «я не робот» не пройдена. Обновите страницу и отправьте форму ещё раз.',
  captchaUnavailable: 'Не удалось проверить, что вы не робот: сервис проверки не отвечает. Попробуйте через минуту.',
  mailUnavailable: 'Не удалось отправить письмо. Попробуйте ещё раз через несколько минут.',
  cityNotFound: 'Город не найден',
  cityQueryTooShort: 'Введите не меньше 3 букв названия города',
  subscribed: 'Мы отправили письмо для подтверждения подписки. Перейдите по ссылке из письма.',
  feedbackSent: 'Спасибо! Ваше сообщение отправлено.',
  callbackSent: 'Спасибо! Мы перезвоним вам в ближайшее рабочее время.',
} as const;

/** Refusal of a form sent too often: «…Попробуйте ещё раз через 7 мин.» */
export function tooManySubmissions(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Слишком много отправок формы. Попробуйте ещё раз через ${minutes} мин.`;
}
