/** Options of a cookie the shop writes. */
export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAge?: number;
  path?: string;
}

/** Reads a cookie of `document.cookie`, or null. */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

/** Writes a cookie (path `/` and SameSite=Lax unless told otherwise). */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.round(options.maxAge)}`);
  parts.push('SameSite=Lax');
  document.cookie = parts.join('; ');
}

/** Removes a cookie. */
export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0`;
}

/** Cookie names and lifetimes of the shop. */
export const COOKIES = {
  topBannerHidden: { name: 'top_banner_hidden', maxAge: 86_400 },
  hideCookiesPanel: { name: 'hideCookiesPanel', maxAge: 365 * 86_400 },
  language: { name: 'language', maxAge: 365 * 86_400 },
  /**
   * The sign-in key: set and cleared by the API only, HttpOnly, so no script of the page reads it.
   * 14 hours after a code sign-in, 7 days after registration.
   */
  authKeyAfterLogin: { name: 'auth_key', maxAge: 50_400 },
  authKeyAfterRegistration: { name: 'auth_key', maxAge: 604_800 },
  /** The key's readable companion (`1` while signed in), set and cleared by the API with the key. */
  signedIn: { name: 'signed_in', maxAge: 50_400 },
  currentCity: { name: 'current_city', maxAge: 7 * 86_400 },
  sessionKey: { name: 'session_key', maxAge: 50_400 },
} as const;
