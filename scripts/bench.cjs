#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of the shop in one command, writing only under `.bench/`:
 * - `api`: autocannon on the category page, product page, tree, modal search and cart info at 10 and 50
 *   connections, embedded database and PostgreSQL (when one answers), cache on and off (api/bench/http-bench.cjs);
 * - `search`: search latency and relevance over 100 000 products (api/bench/search-bench.cjs);
 * - `catalogue`: a category page's API read with two facets chosen, uncached, over 100 000 products grown in a
 *   database of its own, p50/p95/p99, on PGlite and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
 *   names a server (api/bench/catalogue-bench.cjs);
 * - `memory`: `npm start` (scripts/start.cjs) on spare ports: its processes, their summed RSS and each one's, once
 *   every app listens and the home, a category and a product page have been served and every category's page
 *   read, on the first start (which
 *   seeds) and on a second one, then whether Ctrl-C left any port behind (written to report.json's `memory`);
 * - `lighthouse`: Lighthouse (npm, pinned) mobile performance (with LCP, CLS and TBT), accessibility, best
 *   practices and SEO of home, category and product, median of 3,
 *   in Debian Chromium at /usr/bin/chromium, against the shop started on spare ports (built first if it is
 *   not);
 * - `pages`: the phone's first load of home, category, product, cart and search with the JavaScript of each
 *   route against its budget (e2e/bench/pages.cjs, e2e/bench/budgets.json) and the previous run, against the
 *   same shop (started once for both parts);
 * - `field`: the field data (ADR 0042) of the same shop: each of those pages opened three times as a phone with
 *   the browser's sample rate forced to 100 %, then the p75 per route and metric from the API's stored field
 *   data, as the operators read it (e2e/bench/field-data.cjs; against any running shop on its own too);
 * - `bundles`: each app's start-up JavaScript (shared-kit/tooling/bundle-size.cjs, mf-catalog/bench/bundle-size.cjs)
 *   when the apps are built.
 * - `exchange` (not in the default set: it takes about an hour): the 1C exchange of 100 000 products with pictures
 *   as a zip in 8 MB pieces, the API's peak memory and a shopper's p99 while it imports (api/bench/exchange-bench.cjs),
 *   on PGlite and on PostgreSQL when one answers;
 * A part that cannot run says why and is skipped. BENCH_PARTS picks parts (api,search,catalogue,memory,lighthouse,pages,field,bundles,exchange);
 * BENCH_PORT_OFFSET moves the spare ports (two benches on one machine).
 * `.bench/report.md` gathers the parts with the previous run's summary figures beside the new ones
 * (`.bench/report.json`); the previous full report is kept as `.bench/report.previous.md`. Asserts nothing.
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { APPS, APP_DIRS } = require('../shared-kit/tooling/apps.cjs');
const benchDir = path.join(root, '.bench');
const LIGHTHOUSE = 'lighthouse@13.0.1';
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
const RUNS = Number(process.env.BENCH_RUNS || 3);
const parts = (process.env.BENCH_PARTS || 'api,search,catalogue,memory,lighthouse,pages,field,bundles').split(',').map((part) => part.trim());
/** Spare ports: the shop's own (3000, 8080-8084) and the e2e suite's stay free; each app's is 20000 above its own. */
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET || 0);
const PORTS = Object.fromEntries([['api', 3310], ...APPS.map((app) => [app.name, 20_000 + app.port])].map(([name, port]) => [name, port + PORT_OFFSET]));
const SHOP_URL = `http://localhost:${PORTS.shell}`;

const summary = { at: new Date().toISOString(), machine: machine(), loadBefore: os.loadavg()[0], skipped: [], memory: null, lighthouse: null, pages: null, field: null };

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

function skip(part, reason) {
  summary.skipped.push(`${part}: ${reason}`);
  console.log(`bench ${part}: skipped — ${reason}`);
}

function run(command, args, options = {}) {
  console.log(`\nbench: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** What a process of the shop is: its app's folder (its working directory) and its command, shortened. */
function processName(id) {
  let folder = '?';
  try {
    folder = path.relative(root, fs.readlinkSync(`/proc/${id}/cwd`)) || '.';
  } catch {
    // gone meanwhile
  }
  let command = '';
  try {
    command = fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean).map((word) => path.basename(word)).join(' ');
  } catch {
    // gone meanwhile
  }
  return `${folder}: ${command}`.slice(0, 80);
}

/** Summed resident memory (MB) and number of the process `pid` and all its descendants, and each of them. */
function treeMemory(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const each = [];
  const visit = (id) => {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'));
      if (rss) {
        kb += Number(rss[1]);
        each.push({ name: processName(id), rssMb: Math.round(Number(rss[1]) / 1024) });
      }
    } catch {
      // gone meanwhile
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return { processes: each.length, rssMb: Math.round(kb / 1024), each };
}

/** Starts `npm start`'s runner on the spare ports over a scratch embedded database. */
function startShop(scratch, extraEnv = {}) {
  const env = {
    ...process.env,
    API_PORT: String(PORTS.api),
    API_URL: `http://127.0.0.1:${PORTS.api}`,
    PORT: String(PORTS.shell),
    MF_CATALOG_PORT: String(PORTS.mf_catalog),
    MF_CHECKOUT_PORT: String(PORTS.mf_checkout),
    MF_ACCOUNT_PORT: String(PORTS.mf_account),
    MF_SEARCH_PORT: String(PORTS.mf_search),
    PUBLIC_URL: SHOP_URL,
    DATA_DIR: path.join(scratch, 'pglite'),
    MEDIA_DIR: path.join(scratch, 'media'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.cjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(path.join(benchDir, 'start.log'));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

async function waitForShop(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    const open = await Promise.all(Object.values(PORTS).map(portOpen));
    if (open.every(Boolean)) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORTS.api}/api/health`)).ok) return true;
      } catch {
        // still starting
      }
    }
    await sleep(1000);
  }
  return false;
}

async function stopShop(child) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, sleep(20_000)]);
  }
  const left = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portOpen(port)) left.push(`${name}:${port}`);
  return left;
}

function builtApps() {
  return APP_DIRS.every((app) => fs.existsSync(path.join(root, app, 'dist', 'mf-manifest.json')));
}

/** The shop's home, first category and its first product: what the first visitors ask for (addresses from the API). */
async function shopPages() {
  const api = `http://127.0.0.1:${PORTS.api}`;
  const tree = await (await fetch(`${api}/api/categories/tree`)).json();
  const page = await (await fetch(`${api}/api/category/${tree[0].full_slug}?pageSize=1`)).json();
  return { home: '/', category: page.category.url, product: page.products.content[0].url };
}

/**
 * Serves the first pages through the shell twice (server-rendered: its render worker starts, the API answers
 * them), then reads every category's page and its first product from the API, as visitors browsing the whole
 * catalogue would: the memory measured is that of a shop that has served its catalogue, not of idle servers.
 */
async function servePages() {
  const read = async (url) => (await fetch(url)).arrayBuffer();
  for (let round = 0; round < 2; round += 1) {
    for (const address of Object.values(await shopPages())) await read(`${SHOP_URL}${address}`);
  }
  const api = `http://127.0.0.1:${PORTS.api}`;
  const walk = (nodes) => nodes.flatMap((node) => [node.full_slug, ...walk(node.children ?? [])]);
  for (const slug of walk(await (await fetch(`${api}/api/categories/tree`)).json())) {
    const page = await (await fetch(`${api}/api/category/${slug}?pageSize=24`)).json();
    const first = page.products?.content?.[0];
    if (first) await read(`${api}/api/products/${first.full_slug ?? first.slug}`);
  }
}

/** One measured start: up, the first pages served, settled; the tree's memory; then Ctrl-C (ports left into `portsLeft`). */
async function measureStart(scratch, env, portsLeft) {
  const shop = startShop(scratch, env);
  try {
    if (!(await waitForShop(shop, 600_000))) return null;
    await sleep(5_000); // the start-up (and a first start's seeding) settles
    await servePages().catch((error) => console.log(`bench memory: serving the pages failed (${error.message}); measured as it is`));
    await sleep(10_000);
    return treeMemory(shop.pid);
  } finally {
    portsLeft.push(...(await stopShop(shop)));
  }
}

async function memoryPart() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-start-'));
  // Unbuilt apps are measured as they serve (without their files) rather than built here: the figure is the servers'.
  const env = builtApps() ? {} : { SKIP_BUILD: '1' };
  const portsLeft = [];
  try {
    const firstStart = await measureStart(scratch, env, portsLeft);
    if (!firstStart) return skip('memory', 'npm start did not come up (see .bench/start.log)');
    // Most starts find the database there already: measured again without the seeding.
    const memory = await measureStart(scratch, env, portsLeft);
    if (!memory) return skip('memory', 'npm start did not come up again (see .bench/start.log)');
    const left = [...new Set(portsLeft)];
    summary.memory = { ...memory, firstStart, portsLeft: left, appsBuilt: builtApps() };
    console.log(`bench memory: ${memory.processes} processes, ${memory.rssMb} MB (first start, seeding: ${firstStart.rssMb} MB); ports left after Ctrl-C: ${left.join(', ') || 'none'}`);
    for (const item of memory.each) console.log(`  ${String(item.rssMb).padStart(5)} MB  ${item.name}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse mobile of home, category and product, median of RUNS each, against the shop at SHOP_URL. */
async function lighthousePart() {
  const pages = await shopPages();
  const results = {};
  for (const [name, address] of Object.entries(pages)) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) {
      const output = path.join(benchDir, `lighthouse-${name}-${index + 1}.json`);
      const ok = run('npx', ['--yes', LIGHTHOUSE, `${SHOP_URL}${address}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${output}`,
        `--chrome-path=${CHROMIUM}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'], { env: { ...process.env, CHROME_PATH: CHROMIUM } });
      if (!ok || !fs.existsSync(output)) continue;
      const report = JSON.parse(fs.readFileSync(output, 'utf8'));
      const category = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      runs.push({
        score: category('performance'),
        accessibility: category('accessibility'),
        bestPractices: category('best-practices'),
        seo: category('seo'),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        // Lighthouse's own measure of the processor during the run: higher is faster. Runs whose index
        // differs much were made on a machine busy differently, and their times do not compare.
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      });
    }
    if (runs.length === 0) continue;
    results[name] = {
      runs: runs.length,
      score: median(runs.map((r) => r.score)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    };
    console.log(`bench lighthouse ${name}: ${JSON.stringify(results[name])}`);
  }
  summary.lighthouse = Object.keys(results).length ? results : null;
  if (!summary.lighthouse) skip('lighthouse', `${LIGHTHOUSE} gave no report (see the output above)`);
}

/** The phone's first load with the JavaScript of each route against its budget, against the shop at SHOP_URL. */
function pagesPart() {
  const report = path.join(benchDir, 'pages.json');
  const before = fs.existsSync(report) ? fs.statSync(report).mtimeMs : 0;
  run(process.execPath, ['e2e/bench/pages.cjs'], { env: { ...process.env, SHOP_URL } });
  if (!fs.existsSync(report) || fs.statSync(report).mtimeMs === before) return skip('pages', 'e2e/bench/pages.cjs wrote no figures (see the output above)');
  const { rows } = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary.pages = Object.fromEntries(rows.map((row) => [row.page, { jsKb: Math.round(row.jsKb), jsRequests: row.jsRequests, cls: Number(row.cls.toFixed(3)), lcpMs: Math.round(row.lcp) }]));
}

/** The field data's p75 per route and metric, after measured visits of the shop at SHOP_URL. */
function fieldPart() {
  const report = path.join(benchDir, 'field-data.json');
  const before = fs.existsSync(report) ? fs.statSync(report).mtimeMs : 0;
  run(process.execPath, ['e2e/bench/field-data.cjs'], { env: { ...process.env, SHOP_URL } });
  if (!fs.existsSync(report) || fs.statSync(report).mtimeMs === before) return skip('field', 'e2e/bench/field-data.cjs wrote no figures (see the output above)');
  const { rows } = JSON.parse(fs.readFileSync(report, 'utf8'));
  summary.field = rows.length;
}

/** Starts the shop on the spare ports once for the parts measured in a browser (Lighthouse, the pages, the field data). */
async function browserParts(wanted) {
  if (!fs.existsSync(CHROMIUM)) return wanted.forEach((part) => skip(part, `no Chromium at ${CHROMIUM}`));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-lh-'));
  const shop = startShop(scratch); // builds the apps that are not built
  try {
    if (!(await waitForShop(shop, 1_200_000))) return wanted.forEach((part) => skip(part, 'the shop did not come up (see .bench/start.log)'));
    if (wanted.includes('lighthouse')) await lighthousePart();
    if (wanted.includes('pages')) pagesPart();
    if (wanted.includes('field')) fieldPart();
  } finally {
    await stopShop(shop);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function render(previous) {
  const was = (value) => (value === undefined || value === null ? '' : ` (${value})`);
  const lines = [
    `# Benchmarks (${summary.at})`,
    '',
    `Machine: ${summary.machine}; load average ${summary.loadBefore.toFixed(1)} when the run started${summary.loadBefore > 1.5 ? ' (busy: figures under load)' : ''}.`,
    previous ? `Previous run: ${previous.at} (its figures in brackets).` : 'No previous run.',
    '',
    ...summary.skipped.map((reason) => `- skipped ${reason}`),
    '',
  ];
  if (summary.memory) {
    const old = previous?.memory;
    lines.push('## Memory of `npm start`', '', '| processes | RSS MB | RSS MB, first start (seeding) | ports left after Ctrl-C | apps built |', '|---|---|---|---|---|');
    lines.push(
      `| ${summary.memory.processes}${was(old?.processes)} | ${summary.memory.rssMb}${was(old?.rssMb)} | ${summary.memory.firstStart.rssMb}${was(old?.firstStart?.rssMb)} | ${summary.memory.portsLeft.join(', ') || 'none'} | ${summary.memory.appsBuilt ? 'yes' : 'no'} |`,
      '',
      'Each process on the second start, after the home, a category and a product page were served twice and every category page and its first product read from the API:',
      '',
      '| process (folder: command) | RSS MB |',
      '|---|---|',
      ...summary.memory.each.map((item) => `| ${item.name} | ${item.rssMb} |`),
      '',
    );
  }
  if (summary.lighthouse) {
    lines.push(`## Lighthouse mobile (${LIGHTHOUSE}, median of ${RUNS})`, '', '| page | performance | LCP ms | CLS | TBT ms | accessibility | best practices | SEO | processor index |', '|---|---|---|---|---|---|---|---|---|');
    for (const [name, r] of Object.entries(summary.lighthouse)) {
      const old = previous?.lighthouse?.[name];
      lines.push(`| ${name} | ${r.score}${was(old?.score)} | ${r.lcpMs}${was(old?.lcpMs)} | ${r.cls}${was(old?.cls)} | ${r.tbtMs}${was(old?.tbtMs)} | ${r.accessibility}${was(old?.accessibility)} | ${r.bestPractices}${was(old?.bestPractices)} | ${r.seo}${was(old?.seo)} | ${r.benchmarkIndex ?? '—'}${was(old?.benchmarkIndex)} |`);
    }
    lines.push('', "The processor index is Lighthouse's `benchmarkIndex` (higher is faster): runs far apart in it were made on a machine busy differently, and their times do not compare.", '');
  }
  if (summary.pages) {
    lines.push('## JavaScript per route on a phone (compressed KB, requests)', '', '| route | JS KB | JS requests | CLS | LCP ms |', '|---|---|---|---|---|');
    for (const [name, r] of Object.entries(summary.pages)) {
      const old = previous?.pages?.[name];
      lines.push(`| ${name} | ${r.jsKb}${was(old?.jsKb)} | ${r.jsRequests}${was(old?.jsRequests)} | ${r.cls}${was(old?.cls)} | ${r.lcpMs}${was(old?.lcpMs)} |`);
    }
    lines.push('', 'Budgets and the marks of routes over them: the phone page section below (e2e/bench/budgets.json).', '');
  }
  for (const file of ['api-http.md', 'search.md', 'catalogue.md', 'exchange.md', 'pages.md', 'field-data.md', 'bundle-size.md', 'mf-catalog-bundle-size.md']) {
    const full = path.join(benchDir, file);
    if (fs.existsSync(full) && fs.statSync(full).mtimeMs >= Date.parse(summary.at)) lines.push(fs.readFileSync(full, 'utf8').replace(/^# /, '## '), '');
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  fs.mkdirSync(benchDir, { recursive: true });
  if (parts.includes('api')) run(process.execPath, ['api/bench/http-bench.cjs']);
  if (parts.includes('search')) {
    const env = { ...process.env };
    env.BENCH_PG_URL ??= process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    run(process.execPath, ['api/bench/search-bench.cjs'], { env });
  }
  if (parts.includes('catalogue')) {
    if (fs.existsSync(path.join(root, 'api', 'dist', 'db', 'seed', 'grow-cli.js'))) run(process.execPath, ['api/bench/catalogue-bench.cjs']);
    else skip('catalogue', 'the API is not built (npm run build -w api)');
  }
  if (parts.includes('exchange')) {
    const env = { ...process.env };
    env.BENCH_PG_URL ??= process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    run(process.execPath, ['api/bench/exchange-bench.cjs'], { env });
  }
  if (parts.includes('memory')) await memoryPart();
  const inBrowser = parts.filter((part) => part === 'lighthouse' || part === 'pages' || part === 'field');
  if (inBrowser.length) await browserParts(inBrowser);
  if (parts.includes('bundles')) {
    if (builtApps()) {
      run(process.execPath, ['shared-kit/tooling/bundle-size.cjs']);
      run(process.execPath, ['mf-catalog/bench/bundle-size.cjs']);
    }
    else skip('bundles', 'the apps are not built (npm run build, or the lighthouse part builds them)');
  }
  const jsonPath = path.join(benchDir, 'report.json');
  const previous = fs.existsSync(jsonPath) ? JSON.parse(fs.readFileSync(jsonPath, 'utf8')) : null;
  if (fs.existsSync(path.join(benchDir, 'report.md'))) fs.renameSync(path.join(benchDir, 'report.md'), path.join(benchDir, 'report.previous.md'));
  fs.writeFileSync(path.join(benchDir, 'report.md'), render(previous));
  fs.writeFileSync(jsonPath, JSON.stringify(summary, null, 2));
  console.log('\nreport: .bench/report.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
