#!/usr/bin/env node
/**
 * `npm run bench:catalogue -w api` (and the `catalogue` part of `npm run bench`): a category page's API read
 * over a catalogue of 100 000 products, with two facets chosen, not answered from any cache.
 *
 * For each engine it fills a database of its own: embedded PGlite in a scratch folder, and PostgreSQL when
 * `BENCH_DATABASE_URL` or `TEST_DATABASE_URL` names a server (a scratch database `shop_catalogue_bench_<pid>` is
 * created there and dropped afterwards; the named database itself is never written). The fill is
 * `dist/db/seed/grow-cli.js`: the shop's seed (3 200 products), then the catalogue grown to
 * BENCH_PRODUCTS (100 000) in a few `INSERT … SELECT generate_series` statements (api/src/db/seed/grow-catalogue.ts).
 * Then the built API serves it with its default settings, and one request at a time after a warm-up asks
 * BENCH_REQUESTS (200) times for `/api/category/<slug>?brand=<its largest brand>&price_max=<price>`, the price
 * different on every request: each is a new address for the kept public reads (ADR 0020) and a new key
 * for the facet counts, so every answer is counted by the database, as a shopper's first look at a filter is.
 * Two categories: the largest top-level one and the largest of its sub-categories. Reports p50, p95 and p99 to
 * `.bench/catalogue.md` and `.json`. Asserts nothing. BENCH_ENGINES (pglite,postgres), BENCH_API_PORT (3912).
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pg = require('pg');
const { waitForHealth } = require('./wait-for-health.cjs');
const { asShopper } = require('./shoppers.cjs');

const apiDir = path.resolve(__dirname, '..');
const benchDir = path.resolve(apiDir, '..', '.bench');
const port = Number(process.env.BENCH_API_PORT || 3912);
const base = `http://127.0.0.1:${port}`;
const products = Number(process.env.BENCH_PRODUCTS || 100_000);
const requests = Number(process.env.BENCH_REQUESTS || 200);
const WARM_UP = 20;
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const engines = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((engine) => engine.trim());

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 10) / 10;

async function getJson(url) {
  const response = await fetch(url, { headers: asShopper() });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The largest top-level category and the largest of its children, each with its largest brand. */
async function chooseCases() {
  const tree = await getJson(`${base}/api/categories/tree`);
  const sized = async (category) => ({ category, page: await getJson(`${base}/api/category/${category.full_slug}?pageSize=1`) });
  const largest = async (list) => {
    const pages = [];
    for (const category of list) pages.push(await sized(category));
    return pages.sort((a, b) => b.page.products.total - a.page.products.total)[0];
  };
  const root = await largest(tree);
  const child = root.category.children?.length ? await largest(root.category.children) : null;
  return [root, child].filter(Boolean).map(({ category, page }) => {
    const brands = page.facets.find((facet) => facet.key === 'brand').values;
    const brand = [...brands].sort((a, b) => b.count - a.count)[0];
    return { slug: category.full_slug, products: page.products.total, brand: brand.value, brandTitle: brand.title };
  });
}

/** Requests one at a time, each with a price of its own (no kept answer, no kept facet counts). */
async function measureCase(item) {
  let price = 2000;
  const ask = async () => {
    price += 1;
    const url = `${base}/api/category/${item.slug}?brand=${item.brand}&price_max=${price}`;
    const start = performance.now();
    const response = await fetch(url, { headers: asShopper() });
    const page = await response.json();
    const ms = performance.now() - start;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { ms, total: page.products.total };
  };
  for (let index = 0; index < WARM_UP; index += 1) await ask();
  const times = [];
  let matched = 0;
  for (let index = 0; index < requests; index += 1) {
    const { ms, total } = await ask();
    times.push(ms);
    matched = total;
  }
  times.sort((a, b) => a - b);
  return { ...item, matched, n: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

function fill(env) {
  const result = spawnSync(process.execPath, [path.join(apiDir, 'dist', 'db', 'seed', 'grow-cli.js'), String(products)], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`filling the catalogue failed (exit code ${result.status})`);
  process.stdout.write(result.stdout);
  return result.stdout.trim();
}

async function measureEngine(label, databaseEnv) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalogue-bench-'));
  const env = {
    ...process.env,
    ...databaseEnv,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'pglite'),
    MEDIA_DIR: path.join(scratch, 'media'),
    LOG_LEVEL: 'warn',
    // The shoppers' addresses come in X-Forwarded-For over the loopback.
    TRUST_PROXY: 'loopback',
  };
  if (!databaseEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.API_CACHE_MB; // the shop's own cache settings: the varied prices keep every answer uncached
  const started = Date.now();
  let server = null;
  try {
    const filled = fill(env);
    const fillSeconds = Math.round((Date.now() - started) / 1000);
    server = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], { cwd: apiDir, env, stdio: 'inherit' });
    await waitForHealth(base, Date.now() + 300_000);
    const cases = [];
    for (const item of await chooseCases()) {
      const result = await measureCase(item);
      console.log(`bench catalogue ${label} ${result.slug}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms`);
      cases.push(result);
    }
    return { engine: label, fillSeconds, filled, cases };
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A scratch database on the server `url` names, dropped afterwards. */
async function withScratchDatabase(url, fn) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = `shop_catalogue_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await fn(target.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
    await client.end();
  }
}

function render(results, skipped) {
  const lines = [
    `# A category page over ${products.toLocaleString('ru-RU')} products, two facets, uncached (${new Date().toISOString()})`,
    '',
    `Load average ${os.loadavg()[0].toFixed(1)} at the end. ${requests} requests one at a time after ${WARM_UP} to warm up; brand and a price different on each request.`,
    ...skipped.map((reason) => `- skipped ${reason}`),
    '',
    '| engine | category (products) | brand | matched | p50 ms | p95 ms | p99 ms | filled in |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    for (const item of result.cases) {
      lines.push(`| ${result.engine} | ${item.slug} (${item.products}) | ${item.brandTitle} | ${item.matched} | ${item.p50} | ${item.p95} | ${item.p99} | ${result.fillSeconds} s |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  if (!fs.existsSync(path.join(apiDir, 'dist', 'db', 'seed', 'grow-cli.js'))) {
    console.error('bench catalogue: build the API first (npm run build -w api)');
    process.exitCode = 1;
    return;
  }
  const results = [];
  const skipped = [];
  if (engines.includes('pglite')) results.push(await measureEngine('PGlite', {}));
  if (engines.includes('postgres')) {
    if (!pgUrl) skipped.push('PostgreSQL: neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set');
    else results.push(await withScratchDatabase(pgUrl, (url) => measureEngine('PostgreSQL', { DATABASE_URL: url })));
  }
  for (const reason of skipped) console.log(`bench catalogue: skipped ${reason}`);
  fs.mkdirSync(benchDir, { recursive: true });
  fs.writeFileSync(path.join(benchDir, 'catalogue.json'), JSON.stringify({ at: new Date().toISOString(), products, requests, results, skipped }, null, 2));
  fs.writeFileSync(path.join(benchDir, 'catalogue.md'), render(results, skipped));
  console.log('bench catalogue: .bench/catalogue.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
