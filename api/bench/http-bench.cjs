#!/usr/bin/env node
/**
 * `npm run bench -w api`: throughput and latency of the main read routes. Starts the built API on a
 * loopback port over a fresh embedded database (or DATABASE_URL when set), loads it from this process
 * with autocannon, writes `.bench/api-http.md` at the repository root and stops the server. Asserts
 * nothing: numbers are for comparing runs on the same machine.
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');

const apiDir = path.resolve(__dirname, '..');
const root = path.resolve(apiDir, '..');
const port = Number(process.env.BENCH_API_PORT || 3909);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
// `BENCH_PRODUCTS=100000 npm run bench -w api` measures a catalogue 30 times the shop's (seeding takes minutes).
const products = Number(process.env.BENCH_PRODUCTS || 3200);
const reportName = products === 3200 ? 'api-http.md' : `api-http-${products}.md`;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
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

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${url}`, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      return resolve({ title, url, result });
    });
  });
}

async function main() {
  const build = spawnSync('npm', ['run', 'build'], { cwd: apiDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const server = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    cwd: apiDir,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), SEED_PRODUCTS: String(products), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(Date.now() + 120_000 + products * 10);
    const { token } = await (await fetch(`${base}/api/personal/get_session`)).json();
    const session = { 'X-Authorization': `Session ${token}` };
    const tree = await (await fetch(`${base}/api/categories/tree`)).json();
    const leaf = tree[0].children[0].full_slug;
    const listing = await (await fetch(`${base}/api/category/${leaf}?pageSize=1`)).json();
    const product = listing.products.content[0].full_slug;
    const section = await (await fetch(`${base}/api/category/${tree[0].full_slug}?pageSize=1`)).json();
    const brands = section.facets.find((facet) => facet.key === 'brand').values.slice(0, 3).map((value) => value.value);
    const filtered = `brand=${brands.join(',')}&availability=in_stock&rating=4&price_min=200&price_max=3000`;

    const cases = [
      ['configs', '/api/configs'],
      ['navigation', '/api/nav'],
      ['category tree', '/api/categories/tree'],
      ['category page (24, popular)', `/api/category/${tree[0].full_slug}?pageSize=24`],
      ['category page (24, price up, page 5)', `/api/category/${tree[0].full_slug}?pageSize=24&sorting=price_asc&page=5`],
      ['category page, filtered (brand, in stock, rating 4+, price)', `/api/category/${tree[0].full_slug}?pageSize=24&${filtered}`],
      ['catalogue root (3 200 products, facets)', '/api/category?pageSize=24'],
      ['catalogue root, filtered (form, country)', `/api/category?pageSize=24&form=${encodeURIComponent('капсулы,таблетки')}&country=${encodeURIComponent('Россия,США')}`],
      ['whole-catalogue filters', '/api/products/filters'],
      ['product page', `/api/products/${product}`],
      ['modal search «витамин»', `/api/modal-search?query=${encodeURIComponent('витамин')}`],
      ['cart info', '/api/cart/info', session],
    ];
    const rows = [];
    for (const [title, url, headers] of cases) {
      const { result } = await run(title, url, headers);
      rows.push(
        `| ${title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
      );
      console.log(`${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }
    const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
    const report = [
      `# API throughput (${new Date().toISOString()})`,
      '',
      `${products} products, ${os.cpus().length} cores, Node ${process.version}, ${engine}, ${connections} connections, ${seconds} s per route, loopback.`,
      '',
      '| route | req/s | p50 ms | p99 ms | non-2xx |',
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
    fs.writeFileSync(path.join(root, '.bench', reportName), report);
    console.log(`\nreport: .bench/${reportName}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
