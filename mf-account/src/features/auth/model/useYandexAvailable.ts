import { useEffect } from 'react';
import { accountApi } from '../../../shared/api';

/**
 * True once the API said the sign-in with Yandex ID is on (`GET /api/auth/providers`, asked once per page);
 * false until then, when it is off, and when the answer failed (the button hides; it is asked again later).
 */
export function useYandexAvailable(): boolean {
  const { data, error } = accountApi.useAuthProvidersQuery();
  useEffect(() => {
    if (error) console.warn('[mf_account] sign-in providers unknown', error);
  }, [error]);
  return data?.yandex === true;
}
