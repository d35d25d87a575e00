import { useSyncExternalStore } from 'react';
import { getSession } from './sessionService';

function subscribe(onChange: () => void): () => void {
  const subscription = getSession().changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** Nobody is signed in on the server: personal parts render in the browser (ADR 0027). */
const onServer = () => false;

/**
 * True while a customer is signed in; the component renders again when that changes. False on the server
 * and while a server-rendered page hydrates, so the first browser render matches the server's HTML.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getSession().isSignedIn, onServer);
}
