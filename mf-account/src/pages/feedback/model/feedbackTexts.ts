/** Texts of the feedback page added with its consent and captcha, in Russian. */
export const feedbackTexts = {
  consentLead: 'Я даю согласие на',
  consentLink: 'обработку персональных данных',
  consentRequired: 'Нужно ваше согласие на обработку персональных данных',
  captchaFailed: 'Не удалось подтвердить, что вы не робот. Обновите страницу и отправьте форму ещё раз.',
  nameTooLong: 'Введите имя не длиннее 100 символов',
  messageTooLong: 'Сообщение не должно быть длиннее 2000 символов',
} as const;
