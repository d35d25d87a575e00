import { errorRef } from '../../shared/schemas';
import { checkboxField, textField } from './form-fields';

/** Fields every protected form sends: the page's token and the captcha token (docs/product.md §7). */
export const protectionFields = {
  token: { ...textField(200), description: 'Случайный токен страницы (custom token)' },
  captcha: { ...textField(8192), description: 'Токен капчи для действия формы' },
} as const;

/** Consent checkbox to the processing of personal data. */
export const consentField = { ...checkboxField, description: 'Согласие на обработку персональных данных (галочка)' } as const;

/** Answers of a form route: success, or the errors map (see FormErrorsDto). */
export const formResponses = {
  200: {
    type: 'object',
    required: ['success', 'message'],
    properties: { success: { type: 'boolean' }, message: { type: 'string' } },
  },
  ...Object.fromEntries(
    [400, 403, 429, 503].map((status) => [
      status,
      {
        type: 'object',
        description: 'Ошибка формы: errors — тексты по полям (form — для формы целиком, captcha — для капчи)',
        required: ['statusCode', 'error', 'message', 'success', 'errors'],
        properties: {
          statusCode: { type: 'integer' },
          error: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
          success: { type: 'boolean' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
      },
    ]),
  ),
  404: errorRef,
  413: errorRef,
  415: errorRef,
  500: errorRef,
} as const;

/** Form bodies are multipart form data, URL-encoded or JSON. */
export const FORM_CONSUMES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
