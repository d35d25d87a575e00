export { formatPhone, phoneDigits, PHONE_PATTERN } from './phone';
export { emailSchema, phoneSchema, newsletterSchema, validationMessages } from './schemas';
