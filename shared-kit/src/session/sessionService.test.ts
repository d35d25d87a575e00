import { SessionService, createCustomToken } from './sessionService';
import { getCookie, setCookie, deleteCookie } from './cookies';

afterEach(() => {
  deleteCookie('session_key');
  deleteCookie('auth_key');
});

describe('session service', () => {
  it('When no session_key cookie exists, then a session is requested and stored in cookie and state', async () => {
    const fetchSession = jest.fn().mockResolvedValue('abc123');
    const session = new SessionService();

    const state = await session.start(fetchSession);

    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(state.sessionKey).toBe('abc123');
    expect(getCookie('session_key')).toBe('abc123');
    expect(state.customToken).toMatch(/^[0-9a-z]+$/);
  });

  it('When a session_key cookie exists, then it enters the state without a request', async () => {
    setCookie('session_key', 'fromcookie');
    const fetchSession = jest.fn();
    const session = new SessionService();

    const state = await session.start(fetchSession);

    expect(fetchSession).not.toHaveBeenCalled();
    expect(state.sessionKey).toBe('fromcookie');
  });

  it('When start is called twice, then only one session is requested', async () => {
    const fetchSession = jest.fn().mockResolvedValue('once');
    const session = new SessionService();

    await Promise.all([session.start(fetchSession), session.start(fetchSession)]);

    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('When signing in and out, then the auth key follows in state and cookie', () => {
    const session = new SessionService();
    session.signIn('key1');
    expect(session.isSignedIn).toBe(true);
    expect(getCookie('auth_key')).toBe('key1');

    session.signOut();
    expect(session.isSignedIn).toBe(false);
    expect(getCookie('auth_key')).toBeNull();
  });

  it('When custom tokens are made, then they are base-36 and differ', () => {
    const a = createCustomToken();
    const b = createCustomToken();
    expect(a).toMatch(/^[0-9a-z]{8,}$/);
    expect(a).not.toBe(b);
  });

  it('When a session is renewed twice at once, then one new session is fetched and kept in cookie and state', async () => {
    const session = new SessionService();
    await session.start(async () => 'old');
    const fetchSession = jest.fn().mockResolvedValue('renewed');

    const [a, b] = await Promise.all([session.renew(fetchSession), session.renew(fetchSession)]);

    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect([a, b]).toEqual(['renewed', 'renewed']);
    expect(session.state.sessionKey).toBe('renewed');
    expect(getCookie('session_key')).toBe('renewed');
  });
});
