import { object, string } from 'yup';
import { PHONE_PATTERN } from './phone';

/** Validation texts of docs/product.md §5. */
export const validationMessages = {
  required: 'Это поле является обязательным',
  invalidEmail: 'Введите валидный емейл адрес',
  phoneRequired: 'Введите номер телефона',
  phoneInvalid: 'Введите номер телефона полностью',
  emailRequiredForSignIn: 'Введите свою почту',
} as const;

/** A domain with a dot and a zone of two letters or more: `maria@mail` cannot receive a letter. */
const MAIL_DOMAIN = /@[^\s@]+\.[^\s@.]{2,}$/;

/** A required, valid e-mail (newsletter, feedback, registration). */
export const emailSchema = string()
  .trim()
  .required(validationMessages.required)
  .email(validationMessages.invalidEmail)
  .matches(MAIL_DOMAIN, validationMessages.invalidEmail)
  .max(254, validationMessages.invalidEmail);

/** A required phone in the mask `+7 (###) ###-##-##`. */
export const phoneSchema = string()
  .trim()
  .required(validationMessages.phoneRequired)
  .matches(PHONE_PATTERN, validationMessages.phoneInvalid);

/** The newsletter form of docs/product.md §5. */
export const newsletterSchema = object({ email: emailSchema });
