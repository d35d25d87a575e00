import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { REFUSED_BODY_DRAIN_BYTES } from './error-handler';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 10 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  reused: boolean;
}

/** A POST over `agent`; `send` writes the body (all of it by default). */
function post(agent: http.Agent, length: number, send: (req: http.ClientRequest) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/cart/clear', agent, headers: { 'content-type': 'application/json', 'content-length': length } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, reused: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    send(req);
  });
}

describe('a body refused before it is read', () => {
  test('When a 2 MB JSON body is sent, then the answer is 413 in Russian on a connection that stays open, and it carries the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const big = Buffer.alloc(2.1 * 1024 * 1024, 'a');
    for (let i = 0; i < 3; i += 1) {
      const refused = await post(agent, big.length, (req) => req.end(big));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 413, message: 'Слишком большой запрос', code: 'PAYLOAD_TOO_LARGE' });
      expect(refused.connection).not.toBe('close');

      const next = await post(agent, 2, (req) => req.end('{}'));
      expect(next.status).toBe(401);
      expect(next.reused).toBe(true);
    }
    agent.destroy();
  });

  test('When the declared body is longer than the API reads to drop, then the connection is closed after the 413', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const refused = await post(agent, REFUSED_BODY_DRAIN_BYTES + 1, (req) => req.write(Buffer.alloc(1024, 'a')));
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    agent.destroy();
  });
});
