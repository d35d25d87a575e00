import { authorizationHeader, createHttpClient, HttpClientError, isHttpClientError, serializeParams } from './httpClient';
import { SessionService } from '../session/sessionService';
import { deleteCookie } from '../session/cookies';

afterEach(() => {
  deleteCookie('auth_key');
  deleteCookie('session_key');
});

describe('http client', () => {
  it('When a call is made while the session is being started, then it waits and carries the new session', async () => {
    const session = new SessionService();
    const client = createHttpClient({ session });
    const sent: Array<{ url?: string; header: unknown }> = [];
    client.defaults.adapter = async (config) => {
      sent.push({ url: config.url, header: config.headers?.['X-Authorization'] });
      return { data: { token: 's-new' }, status: 200, statusText: '', headers: {}, config };
    };
    let answerSession: (key: string) => void = () => undefined;
    const started = session.start(() => new Promise<string>((resolve) => (answerSession = resolve)));
    const call = client.get('/configs');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([]);
    answerSession('s1');
    await started;
    await call;
    expect(sent).toEqual([{ url: '/configs', header: 'Session s1' }]);
    // Once the page has its session nothing waits.
    await client.get('/nav');
    expect(sent.at(-1)).toEqual({ url: '/nav', header: 'Session s1' });
  });

  it('When anonymous, then requests carry Session {key}', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    expect(authorizationHeader(session)).toBe('Session s1');
  });

  it('When signed in by the HttpOnly cookie, then requests carry only the session header and no key', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    session.signIn();
    expect(session.isSignedIn).toBe(true);
    expect(authorizationHeader(session)).toBe('Session s1');
  });

  it('When a call sent before the sign-in answers 401, then the fresh sign-in is kept', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    const client = createHttpClient({ session });
    let answer: (() => void) | null = null;
    client.defaults.adapter = (config) =>
      new Promise((_resolve, reject) => {
        const response = { data: { statusCode: 401, code: 'UNAUTHORIZED' }, status: 401, statusText: '', headers: {}, config };
        answer = () => reject(new HttpClientError('401', 'ERR_BAD_REQUEST', config, null, response));
      });

    const call = client.get('/personal/info');
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.signIn();
    answer!();

    await expect(call).rejects.toMatchObject({ response: { status: 401 } });
    expect(session.isSignedIn).toBe(true);
  });

  it('When a tool holds a key in memory, then requests carry Token {key}', async () => {
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
      seen = { header: config.headers?.['X-Authorization'], params: config.params };
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };

    await client.get('/configs', { params: { page: 2 } });

    expect(seen.header).toBe('Session s2');
    expect(seen.params).toEqual({ lang: 'ru', page: 2 });
  });

  it('When the server no longer knows the session key, then a new session is taken once and the call repeated with it', async () => {
    const session = new SessionService();
    await session.start(async () => 'old-key');
    const client = createHttpClient({ session });
    const seen: string[] = [];
    client.defaults.adapter = async (config) => {
      const header = String(config.headers?.['X-Authorization']);
      seen.push(`${config.url} ${header}`);
      if (config.url === '/personal/get_session') return { data: { token: 'new-key' }, status: 200, statusText: 'OK', headers: {}, config };
      if (header === 'Session old-key') {
        const response = { data: { statusCode: 401, code: 'SESSION_REQUIRED' }, status: 401, statusText: '', headers: {}, config };
        throw new HttpClientError('401', 'ERR_BAD_REQUEST', config, null, response);
      }
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };

    const { data } = await client.post('/cart/add', { product_id: 1 });

    expect(data).toEqual({ ok: true });
    expect(seen).toEqual(['/cart/add Session old-key', '/personal/get_session Session old-key', '/cart/add Session new-key']);
    expect(session.state.sessionKey).toBe('new-key');
  });

  it('When the new session is refused too, then the error reaches the caller and no loop follows', async () => {
    const session = new SessionService();
    await session.start(async () => 'old-key');
    const client = createHttpClient({ session });
    let calls = 0;
    client.defaults.adapter = async (config) => {
      calls += 1;
      if (config.url === '/personal/get_session') return { data: { token: 'new-key' }, status: 200, statusText: 'OK', headers: {}, config };
      const response = { data: { statusCode: 401, code: 'SESSION_REQUIRED' }, status: 401, statusText: '', headers: {}, config };
      throw new HttpClientError('401', 'ERR_BAD_REQUEST', config, null, response);
    };

    await expect(client.post('/cart/add', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(3);
  });

  it('When the server refuses the sign-in key, then the page forgets it and keeps its anonymous session', async () => {
    const session = new SessionService();
    await session.start(async () => 's1');
    session.signIn('dead-key');
    const client = createHttpClient({ session });
    client.defaults.adapter = async (config) => {
      const response = { data: { statusCode: 401, code: 'UNAUTHORIZED' }, status: 401, statusText: '', headers: {}, config };
      throw new HttpClientError('401', 'ERR_BAD_REQUEST', config, null, response);
    };

    await expect(client.get('/personal/info')).rejects.toMatchObject({ response: { status: 401 } });

    expect(session.isSignedIn).toBe(false);
    expect(session.state.sessionKey).toBe('s1');
  });

  it('When a GET carries params, then its address writes them as the shop always has (the API cache keys)', () => {
    const client = createHttpClient({ session: new SessionService() });

    const address = client.getUri({
      url: '/category/vitaminy',
      params: { page: 2, brand: '3,7', query: 'детское питание', skip: undefined, none: null },
    });

    expect(address).toBe(
      '/api/category/vitaminy?page=2&brand=3,7&query=%D0%B4%D0%B5%D1%82%D1%81%D0%BA%D0%BE%D0%B5+%D0%BF%D0%B8%D1%82%D0%B0%D0%BD%D0%B8%D0%B5',
    );
    // An object goes as JSON, where axios on its own would write `f[a]=1`.
    expect(client.getUri({ url: 'https://x.example/a?b=1#top', params: { f: { a: 1 } } })).toBe('https://x.example/a?b=1&f=%7B%22a%22:1%7D');
  });

  it('When params hold lists, dates and objects, then they are written as platform 1.x wrote them', () => {
    expect(serializeParams({ id: [1, 2], at: new Date('2026-11-25T00:00:00Z'), f: { a: 1 }, s: 'a:b[c] $' })).toBe(
      'id[]=1&id[]=2&at=2026-11-25T00:00:00.000Z&f=%7B%22a%22:1%7D&s=a:b[c]+$',
    );
  });

  it('When the API refuses, then the error is recognised by its mark, with the status and the JSON body', async () => {
    const client = createHttpClient({ session: new SessionService() });
    client.defaults.adapter = async (config) => {
      const response = { data: { code: 'OUT_OF_STOCK' }, status: 409, statusText: '', headers: {}, config };
      throw new HttpClientError('409', HttpClientError.ERR_BAD_REQUEST, config, null, response);
    };

    const failure = await client.post('/cart/add', { id: 7 }).catch((error: unknown) => error);

    expect(isHttpClientError(failure)).toBe(true);
    expect(isHttpClientError(new Error('409'))).toBe(false);
    // The mark that apps of platform 1.4–1.8 test for, and the fields they read.
    expect(failure).toMatchObject({ isAxiosError: true, response: { status: 409, data: { code: 'OUT_OF_STOCK' } } });
  });
});
