/**
 * Thrown by a remote's page when what the address names does not exist (an unknown product or
 * category). The shell's route boundary answers it with the 404 page; any other error is a 500 page.
 */
export class NotFoundError extends Error {
  readonly isNotFound = true;

  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** True for a {@link NotFoundError}, also one thrown by another copy of shared-kit. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { isNotFound?: unknown }).isNotFound === true;
}
