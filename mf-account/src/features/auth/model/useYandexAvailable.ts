import { useEffect, useState } from 'react';
import { getAuthProviders } from '../api/yandexIdApi';

let asked: Promise<boolean> | null = null;

/** Asks the API once per page whether Yandex ID is switched on; a failed answer hides the button and is asked again later. */
function yandexAvailable(): Promise<boolean> {
  asked ??= getAuthProviders()
    .then((providers) => providers.yandex)
    .catch((error: unknown) => {
      console.warn('[mf_account] sign-in providers unknown', error);
      asked = null;
      return false;
    });
  return asked;
}

/** For tests: forget the answer. */
export function forgetAuthProviders(): void {
  asked = null;
}

/** True once the API said the sign-in with Yandex ID is on; false until then and when it is off. */
export function useYandexAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    void yandexAvailable().then((value) => {
      if (live) setAvailable(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}
