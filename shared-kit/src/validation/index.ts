export { formatPhone, displayPhone, phoneDigits, nextPhoneValue, phoneForServer, PHONE_PATTERN, PHONE_PREFIX } from './phone';
export { emailSchema, phoneSchema, newsletterSchema, validationMessages } from './schemas';
