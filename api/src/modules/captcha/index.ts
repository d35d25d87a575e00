/**
 * The captcha module's face: the form guard (captcha, limits), its settings and the form helpers other modules' forms use.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadCaptchaConfig, type CaptchaConfig } from './captcha-config';
export { createCaptchaProvider, type CaptchaProvider } from './captcha-provider';
export { FormError, invalidForm } from './form-errors';
export { checkboxField, readClientToken, readConsent, readEmail, readName, readPhone, readText, textField, type FieldErrors, type RawForm } from './form-fields';
export { guardSubmission } from './form-guard';
export { createFormGuardRepository, type FormGuardRepository } from './form-guard-repository';
export { acceptForms } from './form-parsers';
export { consentField, FORM_CONSUMES, formResponses, protectionFields } from './schemas';
export { siteServicesMessages } from './site-services-messages';
