export { displayPhone, digitsAfterPrefix, formatPhone, nextPhoneValue, phoneDigits, phoneForServer, PHONE_MASK, PHONE_PATTERN, PHONE_PREFIX } from './phone';
export { validationMessages } from './messages';
export { emailSchema, phoneSchema, newsletterSchema } from './schemas';
export { SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT, isSearchableQuery, isTooShortQuery } from './searchQuery';
