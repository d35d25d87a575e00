#!/usr/bin/env node
/**
 * `npm run bench:search -w api`: latency and relevance of the search over a large catalogue.
 *
 * Seeds a fresh database with BENCH_PRODUCTS products (100 000 by default) on embedded PGlite and,
 * when BENCH_PG_URL names a PostgreSQL server (an admin connection such as
 * postgres://postgres@127.0.0.1:5432/postgres), on a scratch database there too. For each engine it
 * measures `/api/modal-search` over the labelled queries of `search-queries.cjs` (plain, morphology,
 * typo, layout, transliteration, brand, prefix), one request at a time after a warm-up with the API's cache
 * of answers off (API_CACHE_MB=0: the search is measured, not the cache), and reports p50
 * and p95 per kind; then the relevance: the share of queries whose wanted products are among the first
 * ten of `/api/category?query=` and the precision of those ten. Writes `.bench/search.md`. Asserts nothing.
 * BENCH_PRODUCTS (100 000), BENCH_ROUNDS (5), BENCH_PG_URL, BENCH_SKIP_PGLITE=1, BENCH_API_PORT (3911).
 *
 * The searches come from many shoppers, as the shop's do: each request names its shopper's address of
 * 198.18.0.0/15 in `X-Forwarded-For`, a new shopper every few requests (`shoppers.cjs`), which the API
 * trusts from the loopback (`TRUST_PROXY=loopback`, set for the server it starts). From one address the
 * rounds (over 600 searches a minute once they run faster than ten a second) would meet the per-address
 * search limits (ADR 0034) and stop at their 429; the latency measured includes the count the API keeps for
 * each search, as a shopper's does.
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const pg = require('pg');
const { waitForHealth } = require('./wait-for-health.cjs');
const queries = require('./search-queries.cjs');
const { asShopper } = require('./shoppers.cjs');

const apiDir = path.resolve(__dirname, '..');
const root = path.resolve(apiDir, '..');
const port = Number(process.env.BENCH_API_PORT || 3911);
const base = `http://127.0.0.1:${port}`;
const products = Number(process.env.BENCH_PRODUCTS || 100_000);
const rounds = Number(process.env.BENCH_ROUNDS || 5);

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, env, swapLayout) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-search-bench-'));
  const started = Date.now();
  const server = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
      // The shoppers' addresses come in X-Forwarded-For over the loopback, whatever the caller's environment says.
      TRUST_PROXY: 'loopback',
      // The search itself is measured: kept answers (ADR 0020) would make every round after the first a lookup.
      API_CACHE_MB: '0',
    },
    stdio: 'inherit',
  });
  try {
    // Seeding 100 000 products on a busy machine may take over ten minutes.
    await waitForHealth(base, Date.now() + 1_800_000);
    const seededIn = Math.round((Date.now() - started) / 1000);
    const typed = queries.map(([kind, query, wanted]) => [kind, kind === 'layout' ? query.split(' ').map((word) => swapLayout(word) ?? word).join(' ') : query, wanted]);
    const search = async (query) => {
      const response = await fetch(`${base}/api/modal-search?query=${encodeURIComponent(query)}`, { headers: asShopper() });
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      return response.json();
    };
    // Warm-up: the first query loads the catalogue's words; the rest warm the caches.
    for (const [, query] of typed) await search(query);
    const timings = new Map();
    for (let round = 0; round < rounds; round += 1) {
      for (const [kind, query] of typed) {
        const start = performance.now();
        await search(query);
        const ms = performance.now() - start;
        for (const key of [kind, 'all']) timings.set(key, [...(timings.get(key) ?? []), ms]);
      }
    }
    const latency = [...timings].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return { kind, n: list.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    });

    const relevance = new Map();
    const misses = [];
    for (const [kind, query, wanted] of typed) {
      const response = await fetch(`${base}/api/category?query=${encodeURIComponent(query)}&pageSize=10`, { headers: asShopper() });
      if (!response.ok) throw new Error(`${query}: ${response.status}`);
      const page = await response.json();
      const top = (page.products?.content ?? []).map((p) => p.title.toLowerCase());
      const fits = top.map((title) => wanted.every((piece) => title.includes(piece.toLowerCase())));
      const found = fits.some(Boolean);
      const precision = top.length ? fits.filter(Boolean).length / 10 : 0;
      for (const key of [kind, 'all']) {
        const entry = relevance.get(key) ?? { n: 0, found: 0, precision: 0 };
        entry.n += 1;
        entry.found += found ? 1 : 0;
        entry.precision += precision;
        relevance.set(key, entry);
      }
      if (!found) misses.push(`${kind}: «${query}» (wanted ${wanted.join(' + ')})`);
    }
    return { label, seededIn, latency, relevance: [...relevance].map(([kind, r]) => ({ kind, ...r })), misses };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withScratchDatabase(adminUrl, fn) {
  const name = `shop_search_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

async function main() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const { swapLayout } = require(path.join(apiDir, 'dist', 'modules', 'search', 'text.js'));

  const results = [];
  if (process.env.BENCH_PG_URL) {
    results.push(await withScratchDatabase(process.env.BENCH_PG_URL, (url) => measure('PostgreSQL', { DATABASE_URL: url }, swapLayout)));
  }
  if (process.env.BENCH_SKIP_PGLITE !== '1') results.push(await measure('PGlite (embedded)', { DATABASE_URL: '' }, swapLayout));

  const fmt = (ms) => ms.toFixed(1);
  const lines = [
    `# Search (${new Date().toISOString()})`,
    '',
    `${products} products, ${queries.length} labelled queries, ${rounds} rounds one request at a time after a warm-up, the API's cache of answers off, each request from a shopper's address of 198.18.0.0/15 in X-Forwarded-For; ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.`,
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.label} (seeded and started in ${result.seededIn} s)`, '', '| kind | requests | p50 ms | p95 ms |', '|---|---|---|---|');
    for (const row of result.latency) lines.push(`| ${row.kind} | ${row.n} | ${fmt(row.p50)} | ${fmt(row.p95)} |`);
    lines.push('', '| kind | queries | found in top 10 | precision@10 |', '|---|---|---|---|');
    for (const row of result.relevance) {
      lines.push(`| ${row.kind} | ${row.n} | ${((row.found / row.n) * 100).toFixed(0)}% | ${((row.precision / row.n) * 100).toFixed(0)}% |`);
    }
    lines.push('', result.misses.length ? `Not found: ${result.misses.join('; ')}.` : 'Every labelled query found what it wanted.', '');
  }
  const report = lines.join('\n');
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'search.md'), report);
  console.log(`\n${report}\nreport: .bench/search.md`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
