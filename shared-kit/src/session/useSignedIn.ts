import { useSyncExternalStore } from 'react';
import { getSession } from './sessionService';

function subscribe(onChange: () => void): () => void {
  const subscription = getSession().changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** True while a customer is signed in; the component renders again when that changes. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getSession().isSignedIn);
}
