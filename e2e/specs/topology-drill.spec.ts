// The drill of the production topology (docs/deployment.md, ADR 0052): the shop started as production
// runs it (nginx with TLS over two shell servers and two API processes, a PostgreSQL primary and its
// streaming replica), then the composed smoke suite over https, shopper traffic while processes are
// stopped and started again, the replica stopped, and a price change followed to every process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startTopology, waitFor, type Topology } from '../../scripts/topology/index.cjs';
import { E2E_DIR, RUN_DIR, TOPOLOGY_PG_PORT, TOPOLOGY_PORT } from '../support/stack';

test.describe.configure({ mode: 'serial' });

/** Shopper connections of the traffic, as the drill's name says. */
const CONNECTIONS = 50;
/** How long a price written on the primary may take to reach every API process's answers and the replica. */
const PROPAGATION_MS = 5_000;

const STATE_DIR = path.join(RUN_DIR, 'topology');
let topology: Topology;
let agent: https.Agent;

interface Answer {
  status: number;
  body: string;
}

/** A request over https to the topology (or straight to a process with `origin`); status 0 when nothing answered. */
function call(method: 'GET' | 'POST', url: string, options: { body?: unknown; headers?: Record<string, string>; origin?: string } = {}): Promise<Answer> {
  const target = new URL(url, options.origin ?? topology.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method,
        agent: target.protocol === 'https:' ? agent : undefined,
        timeout: 15_000,
        headers: { accept: 'application/json, text/html', ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
    request.end(payload);
  });
}

interface Card {
  id: number;
  url: string;
  availability: string;
}

/** Products of a category as the API lists them. */
async function cardsOf(category: string): Promise<Card[]> {
  const answer = await call('GET', `/api/category/${category}?pageSize=60`);
  expect(answer.status, answer.body.slice(0, 200)).toBe(200);
  return (JSON.parse(answer.body) as { products: { content: Card[] } }).products.content;
}

/**
 * Shopper traffic on `connections` connections until `stop()`: pages, the catalogue's API, product pages;
 * every answer that is not a success is kept with its address.
 */
function traffic(addresses: string[], connections: number) {
  let running = true;
  const failures: string[] = [];
  let done = 0;
  const loops = Array.from({ length: connections }, async (_, index) => {
    let next = index;
    while (running) {
      const address = addresses[next % addresses.length];
      next += connections;
      const answer = await call('GET', address);
      done += 1;
      if (answer.status !== 200) failures.push(`${answer.status} ${address} ${answer.body.slice(0, 120)}`);
    }
  });
  return {
    failures,
    get done() {
      return done;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  fs.rmSync(STATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const log = fs.createWriteStream(path.join(RUN_DIR, 'topology.log'));
  topology = await startTopology({
    env: { ...process.env, TOPOLOGY_PORT: String(TOPOLOGY_PORT), TOPOLOGY_PG_PORT: String(TOPOLOGY_PG_PORT), TOPOLOGY_DIR: STATE_DIR },
    log,
  });
  agent = new https.Agent({ ca: topology.ca, keepAlive: true, maxSockets: CONNECTIONS + 10 });
});

test.afterAll(async () => {
  test.setTimeout(2 * 60_000);
  agent?.destroy();
  await topology?.stop();
});

test('When the shop runs as production does, then its answers come over https with the certificate made for it, and the remotes’ files as a CDN serves them', async () => {
  const home = await call('GET', '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain(`<link rel="canonical" href="${topology.url}/">`);
  const manifest = await new Promise<http.IncomingMessage>((resolve, reject) =>
    https.get(`${topology.url}/cdn/mf-catalog/mf-manifest.json`, { agent }, resolve).on('error', reject),
  );
  manifest.resume();
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const entry = await call('GET', '/cdn/mf-catalog/mf-manifest.json');
  const chunk = (JSON.parse(entry.body) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes[0].assets.js.sync[0];
  const hashed = await new Promise<http.IncomingMessage>((resolve, reject) =>
    https.get(`${topology.url}/cdn/mf-catalog/${chunk}`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, resolve).on('error', reject),
  );
  hashed.resume();
  expect(hashed.statusCode).toBe(200);
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(['br', 'gzip']).toContain(hashed.headers['content-encoding']);
  // A certificate nobody was told to trust is refused: the shop is really behind TLS.
  const untrusted = await new Promise<string>((resolve) =>
    https.get(`${topology.url}/`, (response) => resolve(String(response.statusCode))).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)),
  );
  expect(untrusted).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
});

test('When the composed smoke suite runs against it over https, then it passes on desktop and phone', async () => {
  test.setTimeout(10 * 60_000);
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [require.resolve('@playwright/test/cli'), 'test', '--grep', '@smoke', '--project', 'chromium', '--project', 'phone', '--reporter', 'line'], {
      cwd: E2E_DIR,
      env: {
        ...process.env,
        SHOP_URL: topology.url,
        NODE_EXTRA_CA_CERTS: path.join(STATE_DIR, 'tls', 'localhost.crt'),
        E2E_RUN_DIR: path.join(RUN_DIR, 'topology-smoke'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', resolve);
  });
  const text = output.join('');
  expect(code, text.slice(-4000)).toBe(0);
  const passed = Number(/(\d+) passed/.exec(text)?.[1] ?? 0);
  expect(passed, text.slice(-2000)).toBeGreaterThanOrEqual(10);
  expect(text).not.toMatch(/\d+ (failed|flaky)/);
});

test('When an API process and a shell server are stopped and started again under 50 connections, then no shopper request fails and no cart write is lost', async () => {
  test.setTimeout(5 * 60_000);
  const cards = (await cardsOf('vitaminy-i-bady')).filter((card) => card.availability === 'in_stock');
  expect(cards.length).toBeGreaterThan(20);
  const addresses = [
    '/',
    '/category/vitaminy-i-bady',
    '/api/category/vitaminy-i-bady?pageSize=20',
    ...cards.slice(0, 6).flatMap((card) => [card.url, `/api${card.url}`]),
  ];
  // Writers beside the readers: each puts products in its own cart, one by one, and remembers what was taken.
  const writers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const session = await call('GET', '/api/personal/get_session');
      expect(session.status).toBe(200);
      return { token: (JSON.parse(session.body) as { token: string }).token, added: [] as number[], refused: [] as string[] };
    }),
  );
  let writing = true;
  const writes = writers.map(async (writer, index) => {
    for (let next = index; writing && next < cards.length; next += writers.length) {
      const answer = await call('POST', '/api/cart/add', { body: { product_id: cards[next].id }, headers: { 'x-authorization': `Session ${writer.token}` } });
      if (answer.status === 200) writer.added.push(cards[next].id);
      else writer.refused.push(`${answer.status} ${answer.body.slice(0, 120)}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  const load = traffic(addresses, CONNECTIONS);

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const process_ of [topology.apis[0], topology.shells[0]]) {
    const port = process_ === topology.apis[0] ? topology.ports.apis[0] : topology.ports.shells[0];
    const ended = await process_.stop();
    expect(ended, `${process_.name} ends by itself on SIGTERM`).toEqual({ code: 0, signal: null });
    process_.start();
    await waitFor(`http://127.0.0.1:${port}${process_ === topology.apis[0] ? '/api/health/ready' : '/health/ready'}`, { name: process_.name, isAlive: () => process_.running });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  // The traffic goes on a while on the processes started again, so each is seen taking its share.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  await load.stop();
  writing = false;
  await Promise.all(writes);

  expect(load.done).toBeGreaterThan(CONNECTIONS * 4);
  // Both processes of each kind took their share, as their own Prometheus metrics count it (since each started).
  for (const port of [...topology.ports.apiMetrics, ...topology.ports.shellMetrics]) {
    const metrics = await call('GET', '/metrics', { origin: `http://127.0.0.1:${port}` });
    expect(metrics.status).toBe(200);
    const answered = [...metrics.body.matchAll(/^http_requests_total\{[^}]*status_class="2xx"[^}]*\} (\d+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(answered, `requests answered by the process whose metrics are on :${port}`).toBeGreaterThan(0);
  }
  expect(load.failures, `${load.failures.length} of ${load.done} requests failed`).toEqual([]);
  for (const writer of writers) {
    expect(writer.refused).toEqual([]);
    const cart = await call('GET', '/api/cart/list', { headers: { 'x-authorization': `Session ${writer.token}` } });
    expect(cart.status).toBe(200);
    const inCart = (JSON.parse(cart.body) as { items: { product_id: number; is_gift: boolean }[] }).items.filter((line) => !line.is_gift).map((line) => line.product_id);
    expect([...inCart].sort()).toEqual([...writer.added].sort());
  }
});

test('When the replica stops, then the catalogue is read from the primary and nothing fails; when it is back, it is read again', async () => {
  test.setTimeout(3 * 60_000);
  const cards = await cardsOf('kosmetika-dlya-litsa');
  const addresses = ['/api/category/kosmetika-dlya-litsa?pageSize=20', '/category/kosmetika-dlya-litsa', ...cards.slice(0, 8).map((card) => `/api${card.url}`)];
  topology.postgres.stopReplica();
  try {
    const load = traffic(addresses, 10);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await load.stop();
    expect(load.done).toBeGreaterThan(20);
    expect(load.failures, `${load.failures.length} of ${load.done} requests failed`).toEqual([]);
  } finally {
    topology.postgres.startReplica();
  }
  const afterwards = traffic(addresses, 4);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await afterwards.stop();
  expect(afterwards.failures).toEqual([]);
});

test(`When a price changes on the primary, then every API process and the replica show it within ${PROPAGATION_MS / 1000} s`, async () => {
  const [card] = (await cardsOf('sportivnoe-pitanie')).filter((item) => item.availability === 'in_stock');
  const priceOn = async (port: number) => {
    const answer = await call('GET', `/api${card.url}`, { origin: `http://127.0.0.1:${port}` });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { price: number }).price;
  };
  // Each process keeps the product in its cache first.
  const before = await priceOn(topology.ports.apis[0]);
  expect(await priceOn(topology.ports.apis[1])).toBe(before);

  const written = Date.now();
  topology.postgres.sql(`UPDATE products SET price_kopecks = price_kopecks + 100, old_price_kopecks = old_price_kopecks + 100 WHERE id = ${Number(card.id)}`);
  const seen: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        for (const port of topology.ports.apis) {
          if (!seen[`api:${port}`] && (await priceOn(port)) === before + 1) seen[`api:${port}`] = Date.now() - written;
        }
        if (!seen.replica && Number(topology.postgres.sql(`SELECT price_kopecks FROM products WHERE id = ${Number(card.id)}`, { replica: true })) === Math.round((before + 1) * 100)) {
          seen.replica = Date.now() - written;
        }
        return Object.keys(seen).length;
      },
      { timeout: PROPAGATION_MS, intervals: [100] },
    )
    .toBe(3);
  test.info().annotations.push({ type: 'propagation', description: JSON.stringify(seen) });
});
