import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The API's process for real (src/server.ts through tsx): its probes, its metrics server and its graceful
 * stop (ADR 0050). On the embedded database as one process; with TEST_DATABASE_URL also as a cluster of
 * two workers over a database of its own, created and dropped here.
 */

const API_DIR = path.resolve(__dirname, '..');
const METRICS_TOKEN = 'metrics-token-of-the-server-test';
/** Readiness answers 503 this long before the port closes. */
const DELAY_MS = 1500;

jest.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own (no agent keeps it): a closed port rejects with ECONNREFUSED. */
function get(port: number, urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API stopped while starting:\n${output()}`);
    try {
      if ((await get(port, '/api/health/ready')).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the API was not ready in time:\n${output()}`);
}

/** A started API and how it ended. */
interface Started {
  child: ChildProcess;
  port: number;
  metricsPort: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startApi(env: Record<string, string>): Promise<Started> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      API_METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_GRACE_MS: '20000',
      SEED_PRODUCTS: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilReady(port, child, () => output);
  return { child, port, metricsPort, output: () => output, exited };
}

/** A POST whose body comes in two parts: the request stays in flight until `finish` sends the rest. */
function slowRequest(port: number): { finish: () => void; answer: Promise<Answer> } {
  const body = Buffer.from(JSON.stringify({ action: 'feedback' }));
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/captcha/dev-token',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 5));
  });
  return { finish: () => request.end(body.subarray(5)), answer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM with a request in flight: readiness 503 at once, the port closed after the delay, the request answered, exit 0. */
async function stopsGracefully(api: Started): Promise<void> {
  // Arrange: a request in flight
  const slow = slowRequest(api.port);
  await sleep(300);

  // Act
  api.child.kill('SIGTERM');
  await sleep(300);
  const readyWhileDraining = await get(api.port, '/api/health/ready');
  await sleep(DELAY_MS + 700);
  const refused = await get(api.port, '/api/health/live').then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  );
  slow.finish();
  const slowAnswer = await slow.answer;
  const code = await api.exited;

  // Assert
  expect(readyWhileDraining.status).toBe(503);
  expect(JSON.parse(readyWhileDraining.body)).toEqual({ status: 'stopping', checks: {} });
  expect(refused).toBe('ECONNREFUSED');
  expect(slowAnswer.status).toBe(200);
  expect(JSON.parse(slowAnswer.body)).toEqual({ token: expect.any(String) });
  expect(code).toBe(0);
}

describe('the API process on the embedded database', () => {
  let api: Started;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-server-test-'));

  beforeAll(async () => {
    api = await startApi({ DATA_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media') });
  });

  afterAll(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('When probed, then live and ready answer 200 in JSON without secrets', async () => {
    // Act
    const live = await get(api.port, '/api/health/live');
    const ready = await get(api.port, '/api/health/ready');

    // Assert
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: 'ok' }]);
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready', checks: { database: 'ok', migrations: 'ok' } }]);
  });

  test('When scraped, then the metrics need the token, live on their own port only, and count the requests by route', async () => {
    // Arrange
    await get(api.port, '/api/health/live');

    // Act
    const withoutToken = await get(api.metricsPort, '/metrics');
    const wrongToken = await get(api.metricsPort, '/metrics', { authorization: 'Bearer not-the-token-at-all' });
    const scrape = await get(api.metricsPort, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const onTheShopPort = await get(api.port, '/metrics');

    // Assert
    expect([withoutToken.status, wrongToken.status]).toEqual([401, 401]);
    expect(scrape.status).toBe(200);
    expect(scrape.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/health\/live",status_class="2xx"\} [1-9]/m);
    expect(scrape.body).toContain('process_resident_memory_bytes');
    expect(scrape.body).toContain('shop_db_pool_connections{database="primary",engine="pglite",state="total"} 1');
    expect(scrape.body).not.toContain(METRICS_TOKEN);
    expect(onTheShopPort.status).toBe(404);
  });

  test('When SIGTERM comes with a request in flight, then readiness turns 503, new connections are refused, the request is answered 200 and the process exits 0', async () => {
    await stopsGracefully(api);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('the API as a cluster of two workers on PostgreSQL', () => {
    const database = `shop_server_test_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    let api: Started;

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${database}`);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      api = await startApi({ DATABASE_URL: url.toString(), API_WORKERS: '2' });
    });

    afterAll(async () => {
      if (api?.child.exitCode === null) {
        api.child.kill('SIGKILL');
        await api.exited;
      }
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    test('When scraped, then one scrape sums the requests of both workers', async () => {
      // Arrange: enough requests on fresh connections that both workers answer some
      const scrape = async () => (await get(api.metricsPort, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
      const count = (text: string) => Number(/^http_requests_total\{method="GET",route="\/api\/health\/live",status_class="2xx"\} (\d+)/m.exec(text)?.[1] ?? 0);
      const before = count(await scrape());

      // Act
      for (let index = 0; index < 20; index += 1) await get(api.port, '/api/health/live');
      const after = await scrape();

      // Assert
      expect(count(after)).toBe(before + 20);
      expect(after).toMatch(/^shop_db_pool_connections\{database="primary",engine="postgres",state="total"\} \d+/m);
    });

    test('When SIGTERM comes to the primary with a request in flight, then the workers drain, the request is answered 200 and the primary exits 0', async () => {
      await stopsGracefully(api);
    });
  });
}
