import { SessionService, createCustomToken } from './sessionService';
import { getCookie, setCookie, deleteCookie } from './cookies';

afterEach(() => {
  deleteCookie('session_key');
  deleteCookie('auth_key');
  deleteCookie('signed_in');
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

  it('When signing in and out, then the state follows and no script-readable key is ever written', () => {
    document.cookie = 'signed_in=1; path=/';
    const session = new SessionService();
    session.signIn();
    expect(session.isSignedIn).toBe(true);
    expect(session.state.authKey).toBeNull();
    expect(getCookie('auth_key')).toBeNull();

    session.signOut();
    expect(session.isSignedIn).toBe(false);
    expect(getCookie('signed_in')).toBeNull();
  });

  it('When the page starts with the signed_in cookie of the API, then the customer is signed in without reading any key', async () => {
    setCookie('session_key', 'anon');
    document.cookie = 'signed_in=1; path=/';
    const session = new SessionService();

    const state = await session.start(jest.fn());

    expect(state.signedIn).toBe(true);
    expect(state.authKey).toBeNull();
    expect(session.isSignedIn).toBe(true);
  });

  it('When an older page left a script-readable auth_key cookie, then start-up drops it and the customer is a guest', async () => {
    setCookie('session_key', 'anon');
    setCookie('auth_key', 'readable-key');
    const session = new SessionService();

    const state = await session.start(jest.fn());

    expect(getCookie('auth_key')).toBeNull();
    expect(state.signedIn).toBe(false);
    expect(state.authKey).toBeNull();
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
