import { getHttp, isHttpStatus } from '../http/httpClient';
import { makeProduct, paged } from './fixtures';
import { mockHttp, restoreHttp, takeRefusedAnswers, type MockRoutes } from './mockHttp';

afterEach(() => {
  restoreHttp();
  takeRefusedAnswers();
});

describe('mockHttp', () => {
  it('When a mocked endpoint is called, then its answer comes back and the request is recorded', async () => {
    const http = mockHttp({ 'POST /echo': { data: { sent: true } } });

    const { data, status } = await getHttp().post('/echo', { id: 7 }, { params: { lang: 'ru' } });

    expect(status).toBe(200);
    expect(data).toEqual({ sent: true });
    expect(http.calls('POST /echo')).toEqual([
      { method: 'POST', url: '/echo', params: { lang: 'ru' }, body: { id: 7 }, headers: { Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' } },
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

  it('When a mocked answer is not one the API sends, then the request fails and the refusal waits for the test setup', async () => {
    mockHttp({
      // A test of an old shape: a bare list where the API answers a page of products.
      'GET /favourites/list': { data: [makeProduct(7)] as never },
      'GET /waiting/list': { data: paged([makeProduct(7)]) },
    });

    const failure = await getHttp()
      .get('/favourites/list', { params: { page: 1 } })
      .catch((error: unknown) => error);
    const { data } = await getHttp().get('/waiting/list');

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('The mocked answer of GET /favourites/list (GET /favourites/list)');
    expect((failure as Error).message).toContain('(the answer) must be object');
    expect(data).toEqual(paged([makeProduct(7)]));
    expect(takeRefusedAnswers()).toEqual([(failure as Error).message]);
    expect(takeRefusedAnswers()).toEqual([]);
  });

  it('When a route is mocked by its real path, then the answer is checked against the schema of its route', async () => {
    mockHttp({ 'GET /category/vitaminy-i-bady/vitaminy': { data: { ...makeProduct(1), extra: true } as never } });

    await expect(getHttp().get('/category/vitaminy-i-bady/vitaminy')).rejects.toThrow(
      /GET \/category\/vitaminy-i-bady\/vitaminy \(GET \/category\/\{\*\}\)[\s\S]*must have required property 'breadcrumbs'/,
    );
    expect(takeRefusedAnswers()).toHaveLength(1);
  });

  it('When an answer is marked off-schema, fails, or comes from the one handler of every request, then it is not checked', async () => {
    mockHttp({
      'GET /cart/info': { data: { status: 'broken' } as never, offSchema: true },
      'GET /cart/list': { status: 500, data: { unexpected: true } },
    });
    const offSchema = await getHttp().get('/cart/info');
    const failed = await getHttp()
      .get('/cart/list')
      .catch((error: unknown) => error);
    mockHttp(() => ({ data: 'anything' }));
    const anything = await getHttp().get('/cart/info');

    expect(offSchema.data).toEqual({ status: 'broken' });
    expect(isHttpStatus(failed, 500)).toBe(true);
    expect(anything.data).toBe('anything');
    expect(takeRefusedAnswers()).toEqual([]);
  });
});
