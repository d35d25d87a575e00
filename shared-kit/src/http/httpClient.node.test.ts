/**
 * @jest-environment node
 */
// The shared client as the server renderer runs it: axios on Node's own transport, against a local server.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, isHttpClientError } from './httpClient';
import { SessionService } from '../session/sessionService';

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

/** A client whose session holds a key in memory (a page's cookies are the browser's business). */
function clientWithSession(timeout?: number) {
  const session = new SessionService();
  session.signIn('t9');
  const client = createHttpClient({ baseURL: base, session });
  if (timeout) client.defaults.timeout = timeout;
  return client;
}

describe('the shared client on the server', () => {
  it('When a GET carries params, then the address has them as the shop writes them, with lang and the session', async () => {
    answer = json(200, { ok: true, name: 'Центрум' });
    const client = clientWithSession();

    const response = await client.get('/category/vitaminy', {
      params: { page: 2, brand: '3,7', query: 'детское питание', skip: undefined, none: null },
    });

    expect(seen.method).toBe('GET');
    expect(seen.url).toBe(
      '/api/category/vitaminy?lang=ru&page=2&brand=3,7&query=%D0%B4%D0%B5%D1%82%D1%81%D0%BA%D0%BE%D0%B5+%D0%BF%D0%B8%D1%82%D0%B0%D0%BD%D0%B8%D0%B5',
    );
    expect(seen.headers['x-authorization']).toBe('Token t9');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ ok: true, name: 'Центрум' });
  });

  it('When a POST sends an object, then it goes as JSON with its own headers', async () => {
    answer = json(201, { id: 1 });
    const client = clientWithSession();

    const { data, status } = await client.post('/order', { items: [7], note: 'у двери' }, { headers: { 'Idempotency-Key': 'k-1' } });

    expect(status).toBe(201);
    expect(data).toEqual({ id: 1 });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['idempotency-key']).toBe('k-1');
    expect(JSON.parse(seen.body)).toEqual({ items: [7], note: 'у двери' });
  });

  it('When the API refuses, then the error is marked and carries the status and the JSON body', async () => {
    answer = json(409, { code: 'OUT_OF_STOCK', message: 'Нет в наличии' });
    const client = clientWithSession();

    const failure = await client.post('/cart/add', { id: 7 }).catch((error: unknown) => error);

    expect(isHttpClientError(failure)).toBe(true);
    expect(failure).toMatchObject({
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      response: { status: 409, data: { code: 'OUT_OF_STOCK', message: 'Нет в наличии' } },
    });
  });

  it('When the answer takes longer than the timeout, then the call fails with ECONNABORTED and no answer', async () => {
    answer = (request, response) => setTimeout(() => json(200, {})(request, response), 500);
    const client = clientWithSession(50);

    const failure = await client.get('/slow').catch((error: unknown) => error);

    expect(failure).toMatchObject({ isAxiosError: true, code: 'ECONNABORTED' });
    expect(isHttpClientError(failure) && failure.response).toBeUndefined();
  });
});
