import { useSyncExternalStore } from 'react';
import { getSession } from 'shared-kit';

/** How long a first load waits for the shell to start the session before it asks anyway. */
const SESSION_WAIT_MS = 4000;

/**
 * Resolves once the page has a session or an auth key, so that the first cart call carries the
 * visitor's `X-Authorization` (the shell starts the session while the header already renders).
 */
export function whenSessionReady(timeoutMs = SESSION_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve();
    };
    const subscription = getSession().changes.subscribe((state) => {
      if (state.sessionKey || state.authKey) finish();
    });
    if (!done) timer = setTimeout(finish, timeoutMs);
  });
}

function subscribe(onChange: () => void): () => void {
  const subscription = getSession().changes.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** True while a customer is signed in; follows the session service. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => getSession().isSignedIn);
}
