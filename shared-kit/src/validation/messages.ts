/**
 * Validation texts of docs/product.md §5. A module of their own: an app that shows them (a page's
 * messages) does not take yup with them.
 */
export const validationMessages = {
  required: 'Это поле является обязательным',
  invalidEmail: 'Введите валидный емейл адрес',
  phoneRequired: 'Введите номер телефона',
  phoneInvalid: 'Введите номер телефона полностью',
  emailRequiredForSignIn: 'Введите свою почту',
} as const;
