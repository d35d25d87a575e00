import { getHttp } from 'shared-kit';

/** What the callback found, taken once with its ticket (`POST /api/auth/yandex/handoff`). */
export type YandexHandoff =
  | { status: 'signed_in' }
  | { status: 'registration'; registration_token: string; email: string; first_name: string; last_name: string; phone: string };

/** Whether the signed-in customer has a Yandex ID linked (`GET /api/auth/yandex`). */
export interface YandexLink {
  linked: boolean;
  login: string | null;
}

/** Where the browser goes to start the trip to Yandex ID: a top-level navigation to the API, which sends it on. */
export function yandexStartUrl(returnTo: string, intent: 'sign_in' | 'link' = 'sign_in'): string {
  const query = new URLSearchParams({ return_to: returnTo });
  if (intent === 'link') query.set('intent', 'link');
  return `/api/auth/yandex/start?${query.toString()}`;
}

/** `GET /api/auth/providers`: which outside sign-ins the shop has switched on. */
export async function getAuthProviders(): Promise<{ yandex: boolean }> {
  const { data } = await getHttp().get<{ yandex?: boolean }>('/auth/providers');
  return { yandex: data?.yandex === true };
}

/** `POST /api/auth/yandex/handoff {ticket}`. */
export async function takeYandexHandoff(ticket: string): Promise<YandexHandoff> {
  const { data } = await getHttp().post<YandexHandoff>('/auth/yandex/handoff', { ticket });
  return data;
}

/** `GET /api/auth/yandex`. */
export async function getYandexLink(): Promise<YandexLink> {
  const { data } = await getHttp().get<YandexLink>('/auth/yandex');
  return data;
}

/** `POST /api/auth/yandex/unlink`. */
export async function unlinkYandexId(): Promise<YandexLink> {
  const { data } = await getHttp().post<YandexLink>('/auth/yandex/unlink', {});
  return data;
}
