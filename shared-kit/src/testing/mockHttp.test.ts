import { getHttp, isHttpStatus } from '../http/httpClient';
import { mockHttp, restoreHttp } from './mockHttp';

afterEach(() => restoreHttp());

describe('mockHttp', () => {
  it('When a mocked endpoint is called, then its answer comes back and the request is recorded', async () => {
    const http = mockHttp({ 'POST /cart/add': { data: { count: 2 } } });

    const { data, status } = await getHttp().post('/cart/add', { id: 7 }, { params: { lang: 'ru' } });

    expect(status).toBe(200);
    expect(data).toEqual({ count: 2 });
    expect(http.calls('POST /cart/add')).toEqual([
      { method: 'POST', url: '/cart/add', params: { lang: 'ru' }, body: { id: 7 } },
    ]);
  });

  it('When an endpoint is not mocked, then the call fails with 404', async () => {
    mockHttp({ 'GET /cart/info': { data: {} } });

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
});
