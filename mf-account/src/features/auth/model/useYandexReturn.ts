import { useEffect, useRef } from 'react';
import { getSession, whenSessionReady } from 'shared-kit';
import { serverDetail, useYandexHandoffMutation, type YandexHandoff } from '../../../shared/api';
import { messages } from '../../../messages';
import { clearYandexReturn, readYandexReturn } from './yandexReturn';

/** What the sign-in windows do with a finished trip to Yandex ID. */
export interface YandexReturnHandlers {
  /** A known customer (the API has set the sign-in cookie): tell the shop, as after a right code. */
  onSignedIn: () => void;
  /** A newcomer: open the registration window with Yandex's data. */
  onRegistration: (prefill: Extract<YandexHandoff, { status: 'registration' }>) => void;
  /** Something went wrong: open the sign-in window with this Russian text. */
  onError: (message: string) => void;
}

/**
 * Once per page load: if the address carries the result of a trip to Yandex ID, takes it (the ticket from
 * the fragment is exchanged with the API once) and clears the address. Only for visitors not signed in: a
 * signed-in customer's results (linking in the cabinet) are the cabinet's.
 */
export function useYandexReturn(handlers: YandexReturnHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [takeYandexHandoff] = useYandexHandoffMutation();
  const take = useRef(takeYandexHandoff);
  take.current = takeYandexHandoff;
  useEffect(() => {
    const found = readYandexReturn(window.location);
    if (getSession().isSignedIn || (!found.error && !found.ticket)) return;
    clearYandexReturn();
    if (found.error) {
      latest.current.onError(found.error);
      return;
    }
    void (async () => {
      try {
        await whenSessionReady();
        const handoff = await take.current(found.ticket as string).unwrap();
        if (handoff.status === 'signed_in') latest.current.onSignedIn();
        else latest.current.onRegistration(handoff);
      } catch (error) {
        console.warn('[mf_account] Yandex ID handoff failed', error);
        latest.current.onError(serverDetail(error) ?? messages.yandexId.errors.yandex_failed);
      }
    })();
  }, []);
}
