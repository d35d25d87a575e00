import { getSession, type SessionService } from './sessionService';

/** How long a first load waits for the shell to start the session before it asks anyway. */
export const SESSION_WAIT_MS = 4000;

/**
 * Resolves once the page has a session or a signed-in customer, so that a team's first call carries the
 * visitor's `X-Authorization` (the shell starts the session while the header already renders); after
 * `timeoutMs` it resolves anyway. Built on `changes` only, so it works with any copy of the service.
 */
export function whenSessionReady(
  timeoutMs = SESSION_WAIT_MS,
  session: SessionService = getSession(),
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      // The state may already be there: then this runs inside subscribe(), before `subscription` is set.
      queueMicrotask(() => subscription.unsubscribe());
      resolve();
    };
    const subscription = session.changes.subscribe((state) => {
      if (state.sessionKey || state.signedIn) finish();
    });
    if (!done) timer = setTimeout(finish, timeoutMs);
  });
}
