/** Yandex ID's OAuth server, unless `YANDEX_OAUTH_URL` points elsewhere (a proxy or a test double). */
export const YANDEX_OAUTH_URL = 'https://oauth.yandex.ru';
/** Yandex ID's user data server, unless `YANDEX_LOGIN_URL` points elsewhere. */
export const YANDEX_LOGIN_URL = 'https://login.yandex.ru';

/** Sign-in with Yandex ID (`YANDEX_*`): the shop's application at Yandex and where Yandex answers. */
export interface YandexConfig {
  clientId: string;
  clientSecret: string;
  /** Base of `/authorize` and `/token`, without a trailing slash. */
  oauthUrl: string;
  /** Base of `/info`, without a trailing slash. */
  loginUrl: string;
}

function baseUrl(name: string, raw: string | undefined, fallback: string, problems: string[]): string {
  if (raw === undefined) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http(s) URL, got "${raw}"`);
    return fallback;
  }
}

/**
 * Reads the Yandex ID variables, adding a line to `problems` for each bad one. Without a client id the
 * sign-in with Yandex ID is off (null) and its button is not shown; an id without its secret is an error.
 */
export function loadYandexConfig(value: (name: string) => string | undefined, problems: string[]): YandexConfig | null {
  const clientId = value('YANDEX_CLIENT_ID');
  const clientSecret = value('YANDEX_CLIENT_SECRET');
  const oauthUrl = baseUrl('YANDEX_OAUTH_URL', value('YANDEX_OAUTH_URL'), YANDEX_OAUTH_URL, problems);
  const loginUrl = baseUrl('YANDEX_LOGIN_URL', value('YANDEX_LOGIN_URL'), YANDEX_LOGIN_URL, problems);
  if (clientId === undefined) {
    if (clientSecret !== undefined) problems.push('YANDEX_CLIENT_SECRET is set but YANDEX_CLIENT_ID is not');
    return null;
  }
  if (clientSecret === undefined) {
    problems.push('YANDEX_CLIENT_SECRET is required with YANDEX_CLIENT_ID');
    return null;
  }
  return { clientId, clientSecret, oauthUrl, loginUrl };
}
