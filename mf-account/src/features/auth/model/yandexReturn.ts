import { messages } from '../../../messages';

const text = messages.yandexId;

/** Codes of `?auth_error=` the API sends back from Yandex ID. */
export type YandexErrorCode = keyof typeof text.errors;

/** What the address says after a trip to Yandex ID. */
export interface YandexReturn {
  /** `?auth_error=yandex_…`: the Russian text to show. */
  error: string | null;
  /** `#yandex=…`: the one-time ticket of what the callback found. */
  ticket: string | null;
  /** `?yandex_linked=1`: the cabinet's link succeeded. */
  linked: boolean;
}

/** The Russian text of an `auth_error` code; unknown codes of Yandex ID get the general one, others none. */
export function yandexErrorMessage(code: string | null): string | null {
  if (!code || !code.startsWith('yandex_')) return null;
  return code in text.errors ? text.errors[code as YandexErrorCode] : text.errors.yandex_failed;
}

/** Reads the result of a trip to Yandex ID from an address. */
export function readYandexReturn(location: Pick<Location, 'search' | 'hash'>): YandexReturn {
  const query = new URLSearchParams(location.search);
  const ticket = /^#yandex=([A-Za-z0-9_-]{8,128})$/.exec(location.hash)?.[1] ?? null;
  return { error: yandexErrorMessage(query.get('auth_error')), ticket, linked: query.get('yandex_linked') === '1' };
}

/**
 * Removes the trip's traces from the address bar (without a navigation), so that a reload, a bookmark or a
 * shared link does not show the message again or carry the ticket.
 */
export function clearYandexReturn(): void {
  const url = new URL(window.location.href);
  const hadError = url.searchParams.get('auth_error')?.startsWith('yandex_') ?? false;
  if (hadError) url.searchParams.delete('auth_error');
  url.searchParams.delete('yandex_linked');
  if (url.hash.startsWith('#yandex=')) url.hash = '';
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}

/** The page to come back to: where the customer is now, without the traces of an earlier trip. */
export function currentReturnTo(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('auth_error');
  url.searchParams.delete('yandex_linked');
  return `${url.pathname}${url.search}`;
}

/** Where the browser goes to start the trip to Yandex ID: a top-level navigation to the API, which sends it on. */
export function yandexStartUrl(returnTo: string, intent: 'sign_in' | 'link' = 'sign_in'): string {
  const query = new URLSearchParams({ return_to: returnTo });
  if (intent === 'link') query.set('intent', 'link');
  return `/api/auth/yandex/start?${query.toString()}`;
}
