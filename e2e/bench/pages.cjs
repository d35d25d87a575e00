// Benchmark: the first load of the home page, a category, a product, the cart and a search on a phone, in
// Debian Chromium, the way a shopper on a mobile network meets them: 390×844, touch, the network slowed to a
// fast 3G/slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the processor 4× slower, a cold
// cache each run. Measures layout shift (CLS), the largest contentful paint (LCP), the time until the page's
// code has drawn it (a category's first card, a product's title, the other pages' heading), and the
// JavaScript of the route in two figures, compressed bytes and requests of every script, all origins:
//
// - the **first load**: every script whose request was sent before the page's first idle moment. That moment
//   is the first `requestIdleCallback` the page runs after all three of: the `load` event has fired, the
//   shell has hydrated (`<html data-shop-ready>`), and the route's ready element is in the document. The
//   callback is asked for by a script installed before any of the page's own, at the instant the last of
//   the three happens, so it comes before any idle work the page asks for from then on. (The remote's
//   page hydrates after the shell, once its code has come: on a fast start its code may be asked for
//   after that moment and count as later, as the home page's did on 2026-11-27, docs/benchmarks.md);
// - the **code loaded later**: every script requested after that moment and up to LATER_MS (5 s) after it:
//   what the page fetches on idle (the catalogue's carousels take swiper then, ADR 0038) or for a late
//   section.
//
// The median of BENCH_RUNS runs (3) per page; BENCH_PAGES picks routes. The first load is set against the
// budgets of e2e/bench/budgets.json and both figures against the previous run (kept in .bench/pages.json);
// a route over budget is marked, nothing fails here (the e2e suite's first-load-budget.spec.ts fails it). Writes .bench/pages.md and .bench/pages.json at the
// repository's root.
//
// It measures a shop that is running: SHOP_URL, or http://localhost:8080 (`npm start`).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { chromium, devices } = require('@playwright/test');

const root = path.resolve(__dirname, '..', '..');
const SHOP_URL = (process.env.SHOP_URL || 'http://localhost:8080').replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = '/usr/bin/chromium';
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const BUDGETS = require('./budgets.json').routes;
const JSON_REPORT = path.join(root, '.bench', 'pages.json');
/** How long after the first idle moment the scripts still requested count as code loaded later. */
const LATER_MS = 5000;
/** How long the page may take to reach its first idle moment. */
const FIRST_IDLE_TIMEOUT_MS = 120_000;

/** Collects layout shifts and the LCP from the first paint on (installed before any page script). */
const OBSERVERS = `
  window.__bench = { cls: 0, lcp: 0, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) {
      window.__bench.lcp = last.startTime;
      const el = last.element;
      window.__bench.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * Tells the bench (the binding `__benchFirstIdle`) of the page's first idle moment: the first idle callback
 * after the load event, the shell's hydration and the ready element, asked for the instant the last of
 * them happens. Installed before any page script.
 */
function firstIdleObserver(readySelector) {
  return `
  (() => {
    let asked = false;
    const check = () => {
      if (asked || document.readyState !== 'complete' || !document.documentElement.dataset.shopReady) return;
      if (!document.querySelector(${JSON.stringify(readySelector)})) return;
      asked = true;
      observer.disconnect();
      const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1));
      idle(() => window.__benchFirstIdle(performance.now()));
    };
    const observer = new MutationObserver(check);
    const watch = () => observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    if (document.documentElement) watch();
    else document.addEventListener('readystatechange', watch, { once: true });
    window.addEventListener('load', check);
  })();
`;
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pages measured: home, the first category, its first product (read from the shop's API), the cart, a search. */
async function pages() {
  const tree = await json(`${SHOP_URL}/api/categories/tree`);
  const category = tree[0];
  const listing = await json(`${SHOP_URL}/api/category/${category.full_slug}?pageSize=1`);
  const product = listing.products.content[0];
  return [
    // The home page's heading is for screen readers; its arrival marks the page's code having run.
    { name: 'home', path: '/', ready: 'main h1', state: 'attached' },
    { name: 'category', path: `/category/${category.full_slug}`, ready: 'main article', state: 'visible' },
    { name: 'product', path: product.url, ready: 'main h1', state: 'visible' },
    // A new visitor's cart is empty: its heading is drawn by the checkout's code.
    { name: 'cart', path: '/cart', ready: 'main h1', state: 'visible' },
    { name: 'search', path: `/search?query=${encodeURIComponent('витамин')}`, ready: 'main h1', state: 'visible' },
  ];
}

async function measureOnce(browser, page) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  // Scripts by request, in the order sent; those sent before the first idle moment are the first load.
  const scripts = new Map();
  let firstLoad = null;
  let firstIdle;
  const idle = new Promise((resolve) => {
    firstIdle = resolve;
  });
  await context.exposeBinding('__benchFirstIdle', (_source, at) => {
    if (firstLoad) return;
    firstLoad = new Set(scripts.keys());
    firstIdle(at);
  });
  await context.addInitScript(OBSERVERS);
  await context.addInitScript(firstIdleObserver(page.ready));
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // A script's compressed body, as it came over the network (headers not counted).
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script' && !scripts.has(event.requestId)) scripts.set(event.requestId, { url: event.request.url, bytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' && !scripts.has(event.requestId)) scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.bytes += event.encodedDataLength;
  });
  const started = Date.now();
  await tab.goto(`${SHOP_URL}${page.path}`, { waitUntil: 'load', timeout: 120_000 });
  await tab.locator(page.ready).first().waitFor({ state: page.state, timeout: 120_000 });
  const readyMs = Date.now() - started;
  const idleAt = await Promise.race([idle, new Promise((resolve) => setTimeout(() => resolve(null), FIRST_IDLE_TIMEOUT_MS))]);
  if (idleAt === null) throw new Error(`${page.name}: no idle moment within ${FIRST_IDLE_TIMEOUT_MS / 1000} s`);
  // The code loaded later, and late shifts (images, lazy rows); then what the observers saw.
  await tab.waitForTimeout(LATER_MS);
  const seen = await tab.evaluate(() => window.__bench);
  await context.close();
  const sum = (entries) => entries.reduce((total, [, script]) => total + script.bytes, 0);
  const first = [...scripts].filter(([id]) => firstLoad.has(id));
  const later = [...scripts].filter(([id]) => !firstLoad.has(id));
  return {
    cls: seen.cls,
    lcp: seen.lcp,
    lcpElement: seen.lcpElement,
    readyMs,
    firstIdleMs: idleAt,
    jsBytes: sum(first),
    jsRequests: first.length,
    laterBytes: sum(later),
    laterRequests: later.length,
    laterScripts: later.map(([, script]) => script.url.replace(/^https?:\/\/[^/]+/, '')),
    // Each script of the first load with its compressed bytes, largest first (the JSON report only).
    firstScripts: first
      .map(([, script]) => ({ url: script.url.replace(/^https?:\/\/localhost:\d+/, ''), bytes: script.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  try {
    await fetch(`${SHOP_URL}/healthz`);
  } catch {
    console.log(`[pages bench] no shop answers at ${SHOP_URL}: start one (npm start) or set SHOP_URL; nothing measured.`);
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    // BENCH_PAGES=home,product measures some of the routes only.
    const wanted = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((name) => name.trim()) : null;
    for (const page of (await pages()).filter((candidate) => !wanted || wanted.includes(candidate.name))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, page));
      const row = {
        page: page.name,
        cls: median(runs.map((r) => r.cls)),
        lcp: median(runs.map((r) => r.lcp)),
        lcpElement: runs.at(-1).lcpElement,
        readyMs: median(runs.map((r) => r.readyMs)),
        jsKb: median(runs.map((r) => r.jsBytes)) / 1024,
        jsRequests: median(runs.map((r) => r.jsRequests)),
        firstIdleMs: median(runs.map((r) => r.firstIdleMs)),
        laterKb: median(runs.map((r) => r.laterBytes)) / 1024,
        laterRequests: median(runs.map((r) => r.laterRequests)),
        laterScripts: runs.at(-1).laterScripts,
        firstScripts: runs.at(-1).firstScripts,
      };
      rows.push(row);
      console.log(`[pages bench] ${row.page}: CLS ${row.cls.toFixed(3)}, LCP ${(row.lcp / 1000).toFixed(2)} s, first load ${row.jsKb.toFixed(0)} KB in ${row.jsRequests} requests (idle at ${(row.firstIdleMs / 1000).toFixed(2)} s), later ${row.laterKb.toFixed(0)} KB in ${row.laterRequests}: ${row.laterScripts.join(', ') || 'none'}`);
    }
  } finally {
    await browser.close();
  }
  const previous = readPrevious();
  const report = render(rows, previous);
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'pages.md'), report);
  fs.writeFileSync(JSON_REPORT, `${JSON.stringify({ at: new Date().toISOString(), shop: SHOP_URL, runs: RUNS, rows }, null, 2)}\n`);
  console.log(report);
}

/** The previous run's figures (.bench/pages.json), or null. */
function readPrevious() {
  try {
    return JSON.parse(fs.readFileSync(JSON_REPORT, 'utf8'));
  } catch {
    return null;
  }
}

/** A figure with the previous run's beside it in brackets. */
function withPrevious(value, old, format) {
  return old === undefined || old === null ? format(value) : `${format(value)} (${format(old)})`;
}

/** The JavaScript of each route against its budget and the previous run; over budget is marked, never failed. */
function budgetRows(rows, previous) {
  return rows.map((r) => {
    const old = previous?.rows?.find((row) => row.page === r.page);
    const budget = BUDGETS[r.page] ?? {};
    const over = [];
    if (budget.jsKb !== undefined && r.jsKb > budget.jsKb) over.push(`+${(r.jsKb - budget.jsKb).toFixed(0)} KB`);
    if (budget.jsRequests !== undefined && r.jsRequests > budget.jsRequests) over.push(`+${r.jsRequests - budget.jsRequests} requests`);
    const verdict = over.length ? `**over budget** (${over.join(', ')})` : 'within budget';
    const kb = (value) => `${value.toFixed(0)} KB`;
    const later = `${withPrevious(r.laterKb, old?.laterKb, kb)} in ${withPrevious(r.laterRequests, old?.laterRequests, String)}`;
    return `| ${r.page} | ${withPrevious(r.jsKb, old?.jsKb, kb)} | ${budget.jsKb ?? '–'} KB | ${withPrevious(r.jsRequests, old?.jsRequests, String)} | ${budget.jsRequests ?? '–'} | ${verdict} | ${later} |`;
  });
}

function render(rows, previous) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '# First page load on a phone',
    '',
    `${new Date().toISOString()}, ${SHOP_URL}; 390×844, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, CPU ${CPU_SLOWDOWN}× slower, cold cache; median of ${RUNS}.`,
    previous ? `Previous run: ${previous.at} (its figures in brackets).` : 'No previous run.',
    '',
    '| page | CLS | LCP | LCP element | page drawn |',
    '|---|---|---|---|---|',
    ...rows.map((r) => {
      const old = previous?.rows?.find((row) => row.page === r.page);
      return `| ${r.page} | ${withPrevious(r.cls, old?.cls, (v) => v.toFixed(3))} | ${withPrevious(r.lcp, old?.lcp, seconds)} | ${r.lcpElement} | ${withPrevious(r.readyMs, old?.readyMs, seconds)} |`;
    }),
    '',
    '## JavaScript per route (budgets: e2e/bench/budgets.json)',
    '',
    'Compressed bytes and requests of every script, all origins. First load: requested before the first idle moment after',
    `the load event, the shell's hydration and the ready element (the budget applies to it); later: requested within ${LATER_MS / 1000} s after it.`,
    '',
    '| route | first load | budget | requests | budget | | loaded later |',
    '|---|---|---|---|---|---|---|',
    ...budgetRows(rows, previous),
    '',
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
