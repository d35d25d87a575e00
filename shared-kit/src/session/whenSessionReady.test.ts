import { deleteCookie } from './cookies';
import { SessionService } from './sessionService';
import { whenSessionReady } from './whenSessionReady';

/** Resolves to true when `promise` settles within the microtasks queued so far. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return settled;
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  jest.useRealTimers();
  deleteCookie('session_key');
  deleteCookie('auth_key');
});

describe('whenSessionReady', () => {
  it('When a customer is already signed in, then it resolves at once', async () => {
    const session = new SessionService();
    session.signIn('key-1');

    expect(await settledNow(whenSessionReady(4000, session))).toBe(true);
  });

  it('When the session arrives later, then it resolves then and not before', async () => {
    const session = new SessionService();
    const ready = whenSessionReady(4000, session);
    expect(await settledNow(ready)).toBe(false);

    await session.start(async () => 'session-1');

    expect(await settledNow(ready)).toBe(true);
  });

  it('When no session comes, then it resolves after the wait and not a moment earlier', async () => {
    const ready = whenSessionReady(4000, new SessionService());

    jest.advanceTimersByTime(3999);
    expect(await settledNow(ready)).toBe(false);
    jest.advanceTimersByTime(1);

    expect(await settledNow(ready)).toBe(true);
  });
});
