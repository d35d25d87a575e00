import { messages } from './messages';

/** An error with an HTTP status and a Russian message that can be shown to the customer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 with the given Russian message. */
export function notFound(message: string = messages.notFound): HttpError {
  return new HttpError(404, message, 'NOT_FOUND');
}

/** 401 for callers who must sign in first. */
export function unauthorized(): HttpError {
  return new HttpError(401, messages.unauthorized, 'UNAUTHORIZED');
}

/** 401 for a write that needs a cart owner: the caller sent no valid session or sign-in key. */
export function sessionRequired(): HttpError {
  return new HttpError(401, messages.sessionRequired, 'SESSION_REQUIRED');
}

/** 409 when the request is valid but the shop's state does not allow it (no stock, for instance). */
export function conflict(message: string, code: string): HttpError {
  return new HttpError(409, message, code);
}
