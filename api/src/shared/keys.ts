import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Digits of a sign-in code. */
export const CODE_LENGTH = 6;

/**
 * Keyed hashes (HMAC-SHA-256 with the server's secret) of everything secret the API hands out or
 * receives: session keys, sign-in tokens, registration tickets, codes and the e-mails codes are bound
 * to. A stolen copy of the database then holds nothing that signs anybody in, and a 6-digit code
 * cannot be found from its hash without the secret.
 */
export interface KeyHasher {
  /** Hash of a session key, a sign-in token or a registration ticket. */
  key(value: string): string;
  /** Hash of a normalised e-mail (see {@link normaliseEmail}). */
  email(email: string): string;
  /** Hash of a code, bound to the e-mail it was sent to. */
  code(emailHash: string, code: string): string;
}

/** Creates the hasher over the server's secret. */
export function createKeyHasher(secret: string): KeyHasher {
  const hmac = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
  return {
    key: (value) => hmac('key', value),
    email: (email) => hmac('email', email),
    code: (emailHash, code) => hmac('code', `${emailHash}\u0000${code}`),
  };
}

/** A new session key, sign-in token or ticket: 256 random bits, URL-safe (43 characters). */
export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

/** A new sign-in code of {@link CODE_LENGTH} digits, uniformly random. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The form e-mails are compared and stored in: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
