import type { FastifyReply, FastifyRequest } from 'fastify';

/** The sign-in key's cookie: HttpOnly, so no script of the page (nor a remote's) can read it. */
export const AUTH_COOKIE = 'auth_key';
/** Its companion that the page reads to know a customer is signed in; it holds no secret. */
export const SIGNED_IN_COOKIE = 'signed_in';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a loopback host name (`localhost`, `127.0.0.1`, `[::1]`). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/**
 * Whether the cookies carry `Secure`: always, except when the shop is served over plain http on the
 * loopback (development and the end-to-end suite), where a browser would drop a `Secure` cookie.
 */
export function cookiesAreSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** The value of a cookie of the request, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

function cookieLines(key: string, maxAgeSeconds: number, secure: boolean): string[] {
  const tail = `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${AUTH_COOKIE}=${key}; ${tail}; HttpOnly`, `${SIGNED_IN_COOKIE}=${key ? '1' : ''}; ${tail}`];
}

/** Sets the sign-in key and its companion for the token's lifetime (14 h after a code, 7 days after registration). */
export function setSignInCookies(reply: FastifyReply, key: string, maxAgeSeconds: number, secure: boolean): void {
  reply.header('set-cookie', cookieLines(key, maxAgeSeconds, secure));
}

/** Clears both cookies (sign-out, or a key the server no longer knows). */
export function clearSignInCookies(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', cookieLines('', 0, secure));
}
