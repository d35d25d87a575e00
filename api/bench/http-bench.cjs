#!/usr/bin/env node
/**
 * `npm run bench -w api`: throughput and latency of the main read routes (category page, product page,
 * category tree, modal search, search results page, cart info) with autocannon at 10 and 50 connections, on the embedded
 * database and on PostgreSQL (BENCH_PG_URL or DATABASE_URL, else a local server at
 * postgres://postgres@127.0.0.1:5432/postgres when one answers; a scratch database is created there
 * and dropped), each with the process's cache of public reads on (API_CACHE_MB=64) and off (0).
 * Starts the built API on a loopback port, loads it from this process, writes `.bench/api-http.md`
 * and `.bench/api-http.json` (the previous run's figures beside the new ones) and stops the server.
 * Asserts nothing: numbers are for comparing runs on the same machine.
 *
 * The load comes from many shoppers, as the shop's does: every request names its shopper's address of
 * 198.18.0.0/15 in `X-Forwarded-For`, a new shopper every few requests (`shoppers.cjs`), which the API
 * trusts from the loopback (`TRUST_PROXY=loopback`, set for the server it starts). From one address the
 * searches would meet the per-address limits (ADR 0034) within a second and measure their 429s; the
 * report's «429» column says that none was met.
 *
 * BENCH_SECONDS (5), BENCH_CONNECTIONS (10,50), BENCH_ENGINES (pglite,postgres), BENCH_CACHE (on,off),
 * BENCH_PRODUCTS (3200), BENCH_API_WORKERS (1; workers on PostgreSQL), BENCH_API_PORT (3909).
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const pg = require('pg');
const { asShopper, limitedAnswers, shopperRequests } = require('./shoppers.cjs');

const apiDir = path.resolve(__dirname, '..');
const root = path.resolve(apiDir, '..');
const benchDir = path.join(root, '.bench');
const port = Number(process.env.BENCH_API_PORT || 3909);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS || 5);
const list = (name, fallback) => (process.env[name] || fallback).split(',').map((item) => item.trim()).filter(Boolean);
const connectionsList = list('BENCH_CONNECTIONS', '10,50').map(Number);
const engines = list('BENCH_ENGINES', 'pglite,postgres');
const cacheModes = list('BENCH_CACHE', 'on,off');
const products = Number(process.env.BENCH_PRODUCTS || 3200);
const workers = process.env.BENCH_API_WORKERS || '1';
const reportName = products === 3200 ? 'api-http' : `api-http-${products}`;
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

async function waitForHealth(server, deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API stopped with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not start in time');
}

function load(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${url}`, connections, duration: seconds, headers, requests: shopperRequests() }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** An admin connection string of a PostgreSQL server that answers, or null. */
async function postgresAdminUrl() {
  const url = process.env.BENCH_PG_URL || process.env.DATABASE_URL || LOCAL_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

async function withAdmin(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(env) {
  return spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: apiDir,
    // TRUST_PROXY: the shoppers' addresses come in X-Forwarded-For over the loopback, whatever the caller's environment says.
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', SEED_PRODUCTS: String(products), LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...env },
    stdio: 'inherit',
  });
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The routes under load, found in the seeded catalogue. */
async function routes() {
  const read = async (url) => (await fetch(`${base}${url}`, { headers: asShopper() })).json();
  const { token } = await read('/api/personal/get_session');
  const tree = await read('/api/categories/tree');
  const section = tree[0].full_slug;
  const listing = await read(`/api/category/${tree[0].children[0].full_slug}?pageSize=1`);
  return [
    ['category page (24, popular)', `/api/category/${section}?pageSize=24`, {}],
    ['product page', `/api/products/${listing.products.content[0].full_slug}`, {}],
    ['category tree', '/api/categories/tree', {}],
    ['modal search «витамин»', `/api/modal-search?query=${encodeURIComponent('витамин')}`, {}],
    ['search page «витамин» (24)', `/api/category?query=${encodeURIComponent('витамин')}&pageSize=24`, {}],
    ['cart info (a session)', '/api/cart/info', { 'X-Authorization': `Session ${token}` }],
  ];
}

async function measureEngine(engine, adminUrl, results) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const database = `shop_bench_${process.pid}`;
  let env = { DATA_DIR: path.join(scratch, 'pglite'), MEDIA_DIR: path.join(scratch, 'media') };
  if (engine === 'postgres') {
    await withAdmin(adminUrl, `CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env = { ...env, DATABASE_URL: url.toString(), API_WORKERS: workers };
  }
  try {
    for (const cache of cacheModes) {
      const server = startServer({ ...env, API_CACHE_MB: cache === 'on' ? '64' : '0' });
      try {
        await waitForHealth(server, Date.now() + 180_000 + products * 20);
        for (const [title, url, headers] of await routes()) {
          await fetch(`${base}${url}`, { headers: asShopper(headers) }); // warm-up: the first answer reads the pages from disk
          for (const connections of connectionsList) {
            const result = await load(url, headers, connections);
            const row = {
              engine,
              cache,
              route: title,
              connections,
              rps: Math.round(result.requests.average),
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts,
              non2xx: result.non2xx,
              limited: limitedAnswers(result),
            };
            results.push(row);
            console.log(`${engine} cache ${cache} ${title} ×${connections}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx} (429: ${row.limited})`);
          }
        }
      } finally {
        await stopServer(server);
      }
    }
  } finally {
    if (engine === 'postgres') await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function keyOf(row) {
  return `${row.engine}|${row.cache}|${row.route}|${row.connections}`;
}

/** The report: each figure with the previous run's beside it. */
function render(run, previous) {
  const before = new Map((previous?.results ?? []).map((row) => [keyOf(row), row]));
  const lines = [
    `# API throughput (${run.at})`,
    '',
    `${run.machine}; ${products} products; ${seconds} s per route and connection count; autocannon in the same machine over the loopback, each request from a shopper's address of 198.18.0.0/15 in X-Forwarded-For (a new one every few requests); API workers on PostgreSQL: ${workers}.`,
    previous ? `Previous run: ${previous.at} (in brackets).` : 'No previous run.',
    '',
    ...run.skipped.map((reason) => `- skipped: ${reason}`),
    '',
    '| engine | cache | route | connections | req/s | p50 ms | p99 ms | errors | non-2xx | 429 |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of run.results) {
    const old = before.get(keyOf(row));
    const was = (value) => (old ? ` (${value(old)})` : '');
    lines.push(
      `| ${row.engine} | ${row.cache} | ${row.route} | ${row.connections} | ${row.rps}${was((o) => o.rps)} | ${row.p50}${was((o) => o.p50)} | ${row.p99}${was((o) => o.p99)} | ${row.errors} | ${row.non2xx} | ${row.limited ?? '—'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const results = [];
  const skipped = [];
  for (const engine of engines) {
    if (engine === 'postgres') {
      const adminUrl = await postgresAdminUrl();
      if (!adminUrl) {
        skipped.push('PostgreSQL: neither BENCH_PG_URL, DATABASE_URL nor a local server answers');
        console.log(`skipped: ${skipped.at(-1)}`);
        continue;
      }
      await measureEngine(engine, adminUrl, results);
    } else {
      await measureEngine(engine, null, results);
    }
  }
  const cpus = os.cpus();
  const run = {
    at: new Date().toISOString(),
    machine: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`,
    results,
    skipped,
  };
  fs.mkdirSync(benchDir, { recursive: true });
  const jsonPath = path.join(benchDir, `${reportName}.json`);
  const previous = fs.existsSync(jsonPath) ? JSON.parse(fs.readFileSync(jsonPath, 'utf8')) : null;
  fs.writeFileSync(path.join(benchDir, `${reportName}.md`), render(run, previous));
  fs.writeFileSync(jsonPath, JSON.stringify({ ...run, previous: previous ? { ...previous, previous: undefined } : null }, null, 2));
  console.log(`\nreport: .bench/${reportName}.md`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
