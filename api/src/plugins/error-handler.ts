import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiErrorDto } from 'api-contracts';
import { HttpError } from '../shared/http-error';
import { messages, validationPlaces } from '../shared/messages';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const TYPE_WORDS: Record<string, string> = {
  integer: 'целое число',
  number: 'число',
  string: 'строка',
  boolean: 'true или false',
  array: 'список',
  object: 'объект',
};

function reasonOf(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'type':
      return `ожидается ${TYPE_WORDS[String(params.type).split(',')[0]] ?? 'другое значение'}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `значение должно быть не меньше ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `значение должно быть не больше ${params.limit}`;
    case 'minLength':
      return `значение должно быть не короче ${params.limit} символов`;
    case 'maxLength':
      return `значение должно быть не длиннее ${params.limit} символов`;
    case 'pattern':
    case 'format':
      return 'значение содержит недопустимые символы';
    case 'enum':
      return `допустимые значения: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'required':
      return 'значение обязательно';
    case 'additionalProperties':
      return 'такой параметр не поддерживается';
    default:
      return 'недопустимое значение';
  }
}

/** Russian message for a schema validation failure, naming the first offending parameter. */
export function describeValidation(error: Pick<FastifyError, 'validation' | 'validationContext'>): string {
  const issue = error.validation?.[0];
  if (!issue) return messages.badRequest;
  const params = issue.params as Record<string, unknown>;
  const name = String(params.missingProperty ?? params.additionalProperty ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.'));
  if (name === '*') return `${messages.badRequest}: адрес страницы — ${reasonOf(issue)}`;
  const place = validationPlaces[error.validationContext ?? ''] ?? 'параметр';
  return `${messages.badRequest}: ${place}${name ? ` «${name}»` : ''} — ${reasonOf(issue)}`;
}

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: messages.badRequest,
  401: messages.unauthorized,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
  503: messages.serviceUnavailable,
};

/** The API's own codes for the framework's refusals. */
const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** A JSON body that is not JSON: cut short, empty, or not parseable. */
export function isUnreadableJson(error: FastifyError): boolean {
  return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError;
}

/** The JSON body of every error answer. */
export function errorBody(statusCode: number, message: string, code?: string): ApiErrorDto {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

/**
 * Sends an error answer. It is serialized as plain JSON, not through the route's response schemas:
 * an error raised before the handler (invalid JSON, a bad query string) must never turn into a 500
 * because some route documents its errors in another shape.
 */
function sendError(reply: FastifyReply, statusCode: number, message: string, code?: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(errorBody(statusCode, message, code));
}

/**
 * Errors of a multipart body cut short or malformed. Busboy throws them as plain errors without a
 * status ("Unexpected end of form", "Malformed part header", "Boundary not found").
 */
export function isUnreadableMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return true;
  return error.statusCode === undefined && typeof request.isMultipart === 'function' && request.isMultipart() && /multipart|unexpected end|part header|boundary|malformed/i.test(error.message);
}

/**
 * Errors from the router before any route runs (a malformed percent-encoding, for instance):
 * answered in the same JSON shape as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  sendError(reply, 400, badUrl ? messages.badUrl : messages.badRequest, 'BAD_REQUEST');
}

/**
 * Requests Node cannot even parse (raw non-ASCII in the address, oversized headers) never reach
 * Fastify's router; they still get the API's JSON error shape, written straight to the socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, messages.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, messages.headersTooLarge]
        : [400, messages.badRequest];
  const body = JSON.stringify(errorBody(status, message, 'BAD_REQUEST'));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The largest refused body the API still reads to its end: 16 MB, twice the largest piece 1C is told to
 * send (`EXCHANGE_FILE_LIMIT_MB`).
 */
export const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * A request refused before its body was read (413 over the body limit, 415) gets `Connection: close` from
 * Fastify, and the socket is closed while the body is still coming. A proxy that is still sending it (the
 * shop's web server) then fails on the closed connection, often before it has read the answer, and its
 * client sees a 502 instead of the 413. A body of a declared length up to {@link REFUSED_BODY_DRAIN_BYTES}
 * is therefore read and dropped by Node after the answer, and the connection kept; a longer one, or one of
 * unknown length, still closes it.
 */
function keepConnectionForRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete || String(reply.getHeader('connection') ?? '').toLowerCase() !== 'close') return;
  const declared = Number(request.headers['content-length']);
  if (Number.isInteger(declared) && declared <= REFUSED_BODY_DRAIN_BYTES) reply.removeHeader('connection');
}

/**
 * One error handler for the whole API: `{ statusCode, error, message }` with a Russian message,
 * 400 for invalid input, a JSON 404 for unknown routes, and no internals leaked on a 500.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      keepConnectionForRefusedBody(request, reply);
      if (error.validation) return sendError(reply, 400, describeValidation(error), 'VALIDATION_ERROR');
      if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.code);
      if (isUnreadableJson(error)) return sendError(reply, 400, messages.invalidJson, 'BAD_REQUEST');
      if (isUnreadableMultipart(error, request)) return sendError(reply, 400, messages.formUnreadable, 'BAD_REQUEST');
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's and its plugins' own codes (FST_…) name the framework, not the shop's reason.
        const code = !error.code || error.code.startsWith('FST_') ? (CODES_BY_STATUS[status] ?? 'BAD_REQUEST') : error.code;
        return sendError(reply, status, MESSAGES_BY_STATUS[status] ?? messages.badRequest, code);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, messages.internal, 'INTERNAL_ERROR');
    });

    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, messages.routeNotFound, 'NOT_FOUND'));
  },
  { name: 'error-handler' },
);
