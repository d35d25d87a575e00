/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callUrl, createFetchClient, HttpClientError, isHttpClientError, serializeParams } from './fetchClient';

/** What the local server saw of the last call. */
interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: http.Server;
let base = '';
let seen: Seen;
let answer: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(status: number, body: unknown) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

describe('the fetch client', () => {
  it('When a GET carries params, then they are in the address under the base and the JSON answer is parsed', async () => {
    answer = json(200, { ok: true, name: 'Центрум' });
    const client = createFetchClient({ baseURL: base });

    const response = await client.get('/category/vitaminy', {
      params: { page: 2, brand: '3,7', query: 'детское питание', skip: undefined, none: null },
    });

    expect(seen.method).toBe('GET');
    expect(seen.url).toBe(
      '/api/category/vitaminy?page=2&brand=3,7&query=%D0%B4%D0%B5%D1%82%D1%81%D0%BA%D0%BE%D0%B5+%D0%BF%D0%B8%D1%82%D0%B0%D0%BD%D0%B8%D0%B5',
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true, name: 'Центрум' });
    expect(response.headers['content-type']).toBe('application/json');
  });

  it('When a POST sends an object, then it goes as JSON with its headers', async () => {
    answer = json(201, { id: 1 });
    const client = createFetchClient({ baseURL: base });

    const { data, status } = await client.post('/order', { items: [7], note: 'у двери' }, { headers: { 'Idempotency-Key': 'k-1' } });

    expect(status).toBe(201);
    expect(data).toEqual({ id: 1 });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(seen.body)).toEqual({ items: [7], note: 'у двери' });
  });

  it('When the API refuses, then the error carries the status and the JSON body, marked as platform 1.x expects', async () => {
    answer = json(409, { code: 'OUT_OF_STOCK', message: 'Нет в наличии' });
    const client = createFetchClient({ baseURL: base });

    const failure = await client.post('/cart/add', { id: 7 }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpClientError);
    expect(isHttpClientError(failure)).toBe(true);
    expect(failure).toMatchObject({
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      response: { status: 409, data: { code: 'OUT_OF_STOCK', message: 'Нет в наличии' } },
    });
  });

  it('When the answer is empty or not JSON, then the body is an empty string or the text', async () => {
    const client = createFetchClient({ baseURL: base });
    answer = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    expect((await client.delete('/cart/7')).data).toBe('');
    answer = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('pong');
    };
    expect((await client.get('/ping')).data).toBe('pong');
  });

  it('When the answer takes longer than the timeout, then the call fails with ECONNABORTED', async () => {
    answer = (_request, response) => setTimeout(() => json(200, {})(_request, response), 500);
    const client = createFetchClient({ baseURL: base, timeout: 50 });

    const failure = await client.get('/slow').catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 50ms exceeded' });
    expect((failure as HttpClientError).response).toBeUndefined();
  });

  it('When the caller aborts, then the call fails as cancelled', async () => {
    answer = (_request, response) => setTimeout(() => json(200, {})(_request, response), 500);
    const client = createFetchClient({ baseURL: base });
    const controller = new AbortController();

    const call = client.get('/slow', { signal: controller.signal }).catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 20);

    expect(await call).toMatchObject({ code: 'ERR_CANCELED' });
  });

  it('When nothing answers, then the call fails with ERR_NETWORK and no response', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createFetchClient({ baseURL: `http://127.0.0.1:${port}/api` });

    const failure = await client.get('/configs').catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'ERR_NETWORK', isAxiosError: true });
    expect((failure as HttpClientError).response).toBeUndefined();
  });

  it('When interceptors are added, then request ones run last-added first and response ones see the answer', async () => {
    answer = json(200, { n: 1 });
    const client = createFetchClient({ baseURL: base });
    const order: string[] = [];
    client.interceptors.request.use((config) => {
      order.push('first');
      return { ...config, headers: { ...config.headers, 'X-First': '1' } };
    });
    const ejected = client.interceptors.request.use((config) => {
      order.push('ejected');
      return config;
    });
    client.interceptors.request.eject(ejected);
    client.interceptors.request.use((config) => {
      order.push('second');
      return config;
    });
    client.interceptors.response.use((response) => ({ ...response, data: { wrapped: response.data } }));

    const { data } = await client.get('/configs');

    expect(order).toEqual(['second', 'first']);
    expect(seen.headers['x-first']).toBe('1');
    expect(data).toEqual({ wrapped: { n: 1 } });
  });
});

describe('the addresses of calls', () => {
  it('When params hold lists, dates and objects, then they are written as the 1.x client wrote them', () => {
    expect(serializeParams({ id: [1, 2], at: new Date('2026-11-25T00:00:00Z'), f: { a: 1 } })).toBe(
      'id[]=1&id[]=2&at=2026-11-25T00:00:00.000Z&f=%7B%22a%22:1%7D',
    );
  });

  it('When the URL is absolute or already has a query, then the base is not added and params are appended', () => {
    expect(callUrl({ baseURL: '/api', url: 'https://x.example/a?b=1#top', params: { c: 2 } })).toBe('https://x.example/a?b=1&c=2');
    expect(callUrl({ baseURL: '/api/', url: '/cart/info' })).toBe('/api/cart/info');
  });
});
