import { object, string } from 'yup';
import { validationMessages } from './messages';
import { PHONE_PATTERN } from './phone';

/*
 * The entry point `shared-kit/validation`: forms import their schemas from here, so only a form's own chunk
 * brings yup. The main entry still re-exports them (for apps built before), but an import through it marks
 * them used wherever the main entry is, and yup would then come with every page. The schemas are built by
 * calls marked pure, so a bundle that does not use them leaves this module out (webpack drops a module
 * whose exports are unused and whose top level has no side effects; yup is flagged free of them in
 * tooling/webpack.cjs).
 */

/** A domain with a dot and a zone of two letters or more: `maria@mail` cannot receive a letter. */
const MAIL_DOMAIN = /@[^\s@]+\.[^\s@.]{2,}$/;

function requiredEmail() {
  return string()
    .trim()
    .required(validationMessages.required)
    .email(validationMessages.invalidEmail)
    .matches(MAIL_DOMAIN, validationMessages.invalidEmail)
    .max(254, validationMessages.invalidEmail);
}

function requiredPhone() {
  return string().trim().required(validationMessages.phoneRequired).matches(PHONE_PATTERN, validationMessages.phoneInvalid);
}

/** A required, valid e-mail (newsletter, feedback, registration). */
export const emailSchema = /*#__PURE__*/ requiredEmail();

/** A required phone in the mask `+7 (###) ###-##-##`. */
export const phoneSchema = /*#__PURE__*/ requiredPhone();

/** The newsletter form of docs/product.md §5. */
export const newsletterSchema = /*#__PURE__*/ object({ email: emailSchema });
