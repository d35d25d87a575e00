import { createApi } from '@reduxjs/toolkit/query';
import { configureStore } from '@reduxjs/toolkit';
import { createHttpClient, HttpClientError } from './httpClient';
import { httpBaseQuery, isHttpErrorStatus } from './httpBaseQuery';
import { SessionService } from '../session/sessionService';

async function clientAnswering(answer: (config: { url?: string; params?: unknown; data?: unknown; method?: string; signal?: unknown }) => Promise<{ status: number; data: unknown }>) {
  const session = new SessionService();
  await session.start(async () => 's1');
  const client = createHttpClient({ session });
  const seen: Array<{ url?: string; method?: string; params?: unknown; data?: unknown; header?: unknown; key?: unknown }> = [];
  client.defaults.adapter = async (config) => {
    const key = config.headers?.['Idempotency-Key'];
    seen.push({ url: config.url, method: config.method, params: config.params, data: config.data, header: config.headers?.['X-Authorization'], ...(key ? { key } : {}) });
    const { status, data } = await answer(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new HttpClientError(String(status), 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  return { client, seen };
}

function storeOf(client: ReturnType<typeof createHttpClient>) {
  const api = createApi({
    baseQuery: httpBaseQuery(() => client),
    endpoints: (build) => ({
      info: build.query<{ ok: boolean }, void>({ query: () => ({ url: '/cart/info', params: { page: undefined, pageSize: 24 } }) }),
      add: build.mutation<{ ok: boolean }, { id: number }>({ query: (body) => ({ url: '/cart/add', method: 'POST', body }) }),
      place: build.mutation<{ ok: boolean }, string>({ query: (key) => ({ url: '/order', method: 'POST', body: {}, headers: { 'Idempotency-Key': key } }) }),
    }),
  });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  return { api, store };
}

describe('RTK Query over the shared HTTP client', () => {
  it('When a query runs, then it goes through the client with its session header, lang and params', async () => {
    const { client, seen } = await clientAnswering(async () => ({ status: 200, data: { ok: true } }));
    const { api, store } = storeOf(client);
    const result = await store.dispatch(api.endpoints.info.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/cart/info', method: 'get', params: { lang: 'ru', pageSize: 24 }, data: undefined, header: 'Session s1' }]);
  });

  it('When a mutation sends a body, then it goes as JSON with its method', async () => {
    const { client, seen } = await clientAnswering(async () => ({ status: 200, data: { ok: true } }));
    const { api, store } = storeOf(client);
    await store.dispatch(api.endpoints.add.initiate({ id: 7 }));
    expect(seen[0]).toMatchObject({ url: '/cart/add', method: 'post', data: '{"id":7}' });
  });

  it('When a call carries its own header, then it is sent beside the session header', async () => {
    const { client, seen } = await clientAnswering(async () => ({ status: 200, data: { ok: true } }));
    const { api, store } = storeOf(client);
    await store.dispatch(api.endpoints.place.initiate('k-1'));
    expect(seen[0]).toMatchObject({ url: '/order', method: 'post', header: 'Session s1', key: 'k-1' });
  });

  it('When the API refuses, then the error is serialisable with its status, body and code', async () => {
    const { client } = await clientAnswering(async () => ({ status: 409, data: { code: 'OUT_OF_STOCK', message: 'Нет в наличии' } }));
    const { api, store } = storeOf(client);
    const result = await store.dispatch(api.endpoints.add.initiate({ id: 7 }));
    expect(result.error).toEqual({ status: 409, code: 'OUT_OF_STOCK', data: { code: 'OUT_OF_STOCK', message: 'Нет в наличии' } });
    expect(isHttpErrorStatus(result.error, 409)).toBe(true);
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState());
  });

  it('When a running query is aborted, then its request is cancelled', async () => {
    let signal: AbortSignal | undefined;
    const { client } = await clientAnswering(
      (config) =>
        new Promise((_resolve, reject) => {
          signal = config.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(new Error('canceled')));
        }),
    );
    const { api, store } = storeOf(client);
    const running = store.dispatch(api.endpoints.info.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    running.abort();
    await running;
    expect(signal?.aborted).toBe(true);
  });

  it('When the page’s client is the fetch client of platform 1.4–1.8, then its refusals read the same', async () => {
    // What that client threw: an Error marked `isAxiosError`, with the answer in `response`.
    const refusal = Object.assign(new Error('Request failed with status code 409'), {
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      response: { status: 409, data: { code: 'OUT_OF_STOCK' } },
    });
    const olderClient = { request: () => Promise.reject(refusal) } as unknown as ReturnType<typeof createHttpClient>;
    const { api, store } = storeOf(olderClient);

    const result = await store.dispatch(api.endpoints.add.initiate({ id: 7 }));

    expect(result.error).toEqual({ status: 409, code: 'OUT_OF_STOCK', data: { code: 'OUT_OF_STOCK' } });
  });
});
