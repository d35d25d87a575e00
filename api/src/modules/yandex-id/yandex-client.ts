import type { YandexConfig } from './yandex-config';

/** The user data `GET {YANDEX_LOGIN_URL}/info?format=json` answers, as far as the shop reads it. */
export interface YandexUser {
  id: string;
  login: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  /** `+7XXXXXXXXXX` when the user granted the phone and it is Russian; '' otherwise. */
  phone: string;
}

/** Why talking to Yandex failed: the code was refused (expired, used), or Yandex could not be reached or answered nonsense. */
export class YandexError extends Error {
  constructor(
    readonly reason: 'code_refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'YandexError';
  }
}

/** How long one call to Yandex may take before it counts as unreachable. */
const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new YandexError('unavailable', `Yandex could not be reached at ${url}: ${String(error)}`);
  }
}

async function jsonOf(response: Response, url: string): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) return body as Record<string, unknown>;
  } catch {
    // Falls through: a proxy's HTML error page, say.
  }
  throw new YandexError('unavailable', `Yandex answered ${response.status} without JSON at ${url}`);
}

/**
 * Exchanges an authorization code for an access token: a form POST to `{oauthUrl}/token` with the client's
 * id and secret and the PKCE verifier. `invalid_grant` (the code expired, was used, or the verifier does
 * not match) is a refused code; anything else that is not a token counts as Yandex unavailable.
 */
export async function exchangeCode(
  config: YandexConfig,
  request: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const url = `${config.oauthUrl}/token`;
  const response = await call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
    }).toString(),
  });
  const body = await jsonOf(response, url);
  if (response.ok && typeof body.access_token === 'string' && body.access_token !== '') return body.access_token;
  const error = typeof body.error === 'string' ? body.error : `status ${response.status}`;
  const description = typeof body.error_description === 'string' ? `: ${body.error_description}` : '';
  if (error === 'invalid_grant' || error === 'bad_verification_code') throw new YandexError('code_refused', `Yandex refused the code (${error}${description})`);
  throw new YandexError('unavailable', `Yandex did not issue a token (${error}${description})`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A Russian mobile number as the shop stores it (`+7XXXXXXXXXX`), or '' for anything else. */
export function russianPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`;
  return '';
}

/** Reads the user's data with the access token: `GET {loginUrl}/info?format=json`, `Authorization: OAuth {token}`. */
export async function fetchUser(config: YandexConfig, accessToken: string): Promise<YandexUser> {
  const url = `${config.loginUrl}/info?format=json`;
  const response = await call(url, { headers: { authorization: `OAuth ${accessToken}`, accept: 'application/json' } });
  if (!response.ok) throw new YandexError('unavailable', `Yandex answered ${response.status} to the user data request`);
  const body = await jsonOf(response, url);
  const id = text(body.id);
  if (!id) throw new YandexError('unavailable', 'Yandex answered user data without an id');
  const emails = Array.isArray(body.emails) ? body.emails.map(text).filter(Boolean) : [];
  const email = text(body.default_email) || emails[0] || '';
  const phone = typeof body.default_phone === 'object' && body.default_phone !== null ? text((body.default_phone as Record<string, unknown>).number) : '';
  const realName = text(body.real_name).split(/\s+/);
  return {
    id,
    login: text(body.login) || null,
    email: email ? email.toLowerCase() : null,
    firstName: (text(body.first_name) || realName[0] || '').slice(0, 100),
    lastName: (text(body.last_name) || realName.slice(1).join(' ')).slice(0, 100),
    phone: russianPhone(phone),
  };
}
