/**
 * Yandex ID for the suite: there is no internet here, so a local fake speaking Yandex's OAuth protocol
 * (the API's test double, `api/src/test/fake-yandex-server.ts`) stands in for
 * oauth.yandex.ru and login.yandex.ru. `yandex-id.spec.ts` starts it on {@link YANDEX_FAKE_PORT}; the API
 * of the run is pointed at that port by {@link yandexApiEnv}.
 */
import { API_PORT } from './stack';

export { startFakeYandex, type FakeYandex, type FakeYandexUser } from '../../api/src/test/fake-yandex-server';

/** Beside the API's port, shifted with it by E2E_PORT_OFFSET. */
export const YANDEX_FAKE_PORT = API_PORT + 90;
export const YANDEX_FAKE_URL = `http://127.0.0.1:${YANDEX_FAKE_PORT}`;
export const YANDEX_CLIENT = { id: 'zdorovie-plus-e2e', secret: 'e2e-yandex-client-secret' } as const;

/** The `YANDEX_*` variables of the run's API server. */
export function yandexApiEnv(): Record<string, string> {
  return {
    YANDEX_CLIENT_ID: YANDEX_CLIENT.id,
    YANDEX_CLIENT_SECRET: YANDEX_CLIENT.secret,
    YANDEX_OAUTH_URL: YANDEX_FAKE_URL,
    YANDEX_LOGIN_URL: YANDEX_FAKE_URL,
  };
}

/** mf-account's texts of the sign-in with Yandex ID (mf-account/src/messages.ts). */
export const yandexTexts = {
  signIn: 'Войти с Яндекс ID',
  cancelled: 'Вход через Яндекс ID отменён. Войдите по коду из письма или попробуйте ещё раз.',
  badState: 'Ссылка для входа через Яндекс ID устарела или уже использована. Попробуйте войти ещё раз.',
  codeExpired: 'Время на вход через Яндекс ID истекло. Попробуйте ещё раз.',
  unavailable: 'Яндекс ID сейчас недоступен. Попробуйте позже или войдите по коду из письма.',
  fromYandex: 'Данные из Яндекс ID — проверьте их.',
  linkedAs: (login: string) => `Яндекс ID привязан: ${login}`,
  link: 'Привязать Яндекс ID',
  unlink: 'Отвязать Яндекс ID',
  unlinked: 'Яндекс ID отвязан. Входите по коду из письма.',
  justLinked: 'Яндекс ID привязан. Теперь можно входить с ним.',
  /** The fake's authorize page. */
  allow: 'Разрешить',
  deny: 'Отмена',
} as const;
