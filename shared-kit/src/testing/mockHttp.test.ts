import { getHttp, isHttpStatus } from '../http/httpClient';
import { mockHttp, restoreHttp, type MockRoutes } from './mockHttp';

afterEach(() => restoreHttp());

describe('mockHttp', () => {
  it('When a mocked endpoint is called, then its answer comes back and the request is recorded', async () => {
    const http = mockHttp({ 'POST /feedback': { data: { sent: true } } });

    const { data, status } = await getHttp().post('/feedback', { id: 7 }, { params: { lang: 'ru' } });

    expect(status).toBe(200);
    expect(data).toEqual({ sent: true });
    expect(http.calls('POST /feedback')).toEqual([
      { method: 'POST', url: '/feedback', params: { lang: 'ru' }, body: { id: 7 } },
    ]);
  });

  it('When an endpoint is not mocked, then the call fails with 404', async () => {
    mockHttp({ 'GET /brands': { data: [] } });

    const failure = await getHttp()
      .get('/cart/list')
      .catch((error: unknown) => error);

    expect(isHttpStatus(failure, 404)).toBe(true);
  });

  it('When one handler answers everything, then it sees each request and its error status rejects', async () => {
    let fail = true;
    const http = mockHttp(({ url }) => (fail ? { status: 503 } : { data: { url } }));

    const failure = await getHttp()
      .get('/categories/tree')
      .catch((error: unknown) => error);
    fail = false;
    const { data } = await getHttp().get('/brands');

    expect(isHttpStatus(failure, 503)).toBe(true);
    expect(data).toEqual({ url: '/brands' });
    expect(http.requests.map((request) => request.url)).toEqual(['/categories/tree', '/brands']);
  });

  it('When the transport is restored, then the fake API no longer answers', () => {
    const real = getHttp().defaults.adapter;
    mockHttp({});
    expect(getHttp().defaults.adapter).not.toBe(real);

    restoreHttp();

    expect(getHttp().defaults.adapter).toBe(real);
  });

  it('When a test answers a route of the contracts in another shape, then it does not compile', async () => {
    const routes: MockRoutes = {
      // @ts-expect-error The API answers `GET /cart/list` with `{ items, statuses }`, never a bare array.
      'GET /cart/list': { data: [{ id: 7, amount: 1 }] },
      'GET /cart/gifts': { status: 503 },
      'GET /anything/else': { data: 'free-form' },
    };
    mockHttp(routes);

    const failure = await getHttp()
      .get('/cart/gifts')
      .catch((error: unknown) => error);

    expect(isHttpStatus(failure, 503)).toBe(true);
    expect((await getHttp().get('/anything/else')).data).toBe('free-form');
  });
});
