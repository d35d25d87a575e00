export { formatPhone, phoneDigits, nextPhoneValue, phoneForServer, PHONE_PATTERN } from './phone';
export { emailSchema, phoneSchema, newsletterSchema, validationMessages } from './schemas';
