import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FormErrorsDto } from 'api-contracts';
import { describeValidation, isUnreadableJson, isUnreadableMultipart } from '../../plugins/error-handler';
import { HttpError } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { siteServicesMessages as text } from './site-services-messages';

/** A refused form: the Russian texts by field (`form` for the form as a whole, `captcha` for the captcha). */
export class FormError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    readonly errors: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, Object.values(errors)[0]?.[0] ?? text.formInvalid, code);
    this.name = 'FormError';
  }
}

/** 400 with the fields' errors. */
export function invalidForm(errors: Record<string, string[]>): FormError {
  return new FormError(400, 'VALIDATION_ERROR', errors);
}

/** Field names of the forms, as the customer knows them, for schema failures (wrong type, too long). */
const FIELD_ERRORS: Record<string, string> = {
  name: text.nameInvalid,
  phone: text.phoneInvalid,
  email: text.emailInvalid,
  message: text.messageTooLong,
  call_time: text.callTimeInvalid,
};

function send(reply: FastifyReply, error: FormError): FastifyReply {
  const body: FormErrorsDto = {
    statusCode: error.statusCode,
    error: STATUS_CODES[error.statusCode] ?? 'Error',
    message: error.message,
    code: error.code,
    success: false,
    errors: error.errors,
  };
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/**
 * Error handler of the form routes: the answer adds `success: false` and an `errors` map, field by field,
 * to the API's error shape, so a form can show each text under its field. Anything else goes on to the
 * API's own handler.
 */
export function formErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof FormError) return send(reply, error);
  // The multipart parser (busboy) throws plain errors for a body cut short or malformed: the client's fault.
  if (isUnreadableMultipart(error, request) || (error.statusCode === undefined && request.isMultipart() && /form/i.test(error.message))) {
    return send(reply, new FormError(400, 'BAD_REQUEST', { form: [text.formUnreadable] }));
  }
  if (error.validation && error.validationContext === 'body') {
    const issue = error.validation[0];
    const params = issue.params as Record<string, unknown>;
    const field = String(params.missingProperty ?? issue.instancePath.replace(/^\//, '').split('/')[0] ?? '');
    return send(reply, invalidForm({ [field in FIELD_ERRORS ? field : 'form']: [FIELD_ERRORS[field] ?? text.formInvalid] }));
  }
  // Whatever else the client got wrong (the query string, the JSON itself, a refused character)
  // keeps the form's shape too, so the page shows it as it shows every other refusal.
  if (error.validation) return send(reply, new FormError(400, 'VALIDATION_ERROR', { form: [describeValidation(error)] }));
  if (isUnreadableJson(error)) {
    return send(reply, new FormError(400, 'BAD_REQUEST', { form: [messages.invalidJson] }));
  }
  if (error instanceof HttpError && [400, 403, 429, 503].includes(error.statusCode)) {
    return send(reply, new FormError(error.statusCode, error.code, { form: [error.message] }));
  }
  throw error;
}
