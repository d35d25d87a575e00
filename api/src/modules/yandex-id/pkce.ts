import { createHash, randomBytes } from 'node:crypto';

/** A PKCE code verifier (RFC 7636): 64 URL-safe characters, 384 random bits. */
export function newCodeVerifier(): string {
  return randomBytes(48).toString('base64url');
}

/** The S256 challenge of a verifier: BASE64URL(SHA-256(verifier)) without padding. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
