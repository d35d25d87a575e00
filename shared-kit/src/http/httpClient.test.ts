import { authorizationHeader, createHttpClient } from './httpClient';
import { SessionService } from '../session/sessionService';
import { deleteCookie } from '../session/cookies';

afterEach(() => {
  deleteCookie('auth_key');
  deleteCookie('session_key');
});

describe('http client', () => {
  it('When anonymous, then requests carry Session {key}', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    expect(authorizationHeader(session)).toBe('Session s1');
  });

  it('When signed in, then requests carry Token {key}', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    session.signIn('t9');
    expect(authorizationHeader(session)).toBe('Token t9');
  });

  it('When a GET is sent, then the header and lang=ru are attached', async () => {
    const session = new SessionService();
    await session.start(async () => 's2');
    const client = createHttpClient({ session });
    let seen: { header?: unknown; params?: unknown } = {};
    client.defaults.adapter = async (config) => {
      seen = { header: config.headers.get('X-Authorization'), params: config.params };
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };

    await client.get('/configs', { params: { page: 2 } });

    expect(seen.header).toBe('Session s2');
    expect(seen.params).toEqual({ lang: 'ru', page: 2 });
  });
});
