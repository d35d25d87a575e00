// Benchmark: the field data (ADR 0042) of a running shop, as its operators read it: the p75 of LCP, CLS, INP
// and TTFB per route over the last day, from `GET /api/operator/vitals` (HTTP Basic of an operator:
// BENCH_OPERATOR=name:password, else the development operator a shop outside production has).
//
// Unless BENCH_FIELD_VISITS=0, it first opens the home page, a category, a product, the cart and a search
// BENCH_FIELD_VISITS times each (3) as a phone in Debian Chromium with the browser's sample rate forced to
// 100 % (shell/src/vitals/sampling.ts), presses a key (an interaction) and leaves, so that every visit sends
// its beacon.
// The figures are then the shop's stored field data, those visits' and any real shopper's of the day.
// Writes .bench/field-data.md and .json at the repository's root. Asserts nothing.
//
// It measures a shop that is running: SHOP_URL, or http://localhost:8080 (`npm start`).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { chromium, devices } = require('@playwright/test');

const root = path.resolve(__dirname, '..', '..');
const SHOP_URL = (process.env.SHOP_URL || 'http://localhost:8080').replace(/\/$/, '');
const VISITS = Number(process.env.BENCH_FIELD_VISITS ?? 3);
const OPERATOR = process.env.BENCH_OPERATOR || 'operator:operator-development-password';
const CHROMIUM = '/usr/bin/chromium';
const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];

async function json(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function visit() {
  const tree = await json(`${SHOP_URL}/api/categories/tree`);
  const listing = await json(`${SHOP_URL}/api/category/${tree[0].full_slug}?pageSize=1`);
  const paths = ['/', `/category/${tree[0].full_slug}`, listing.products.content[0].url, '/cart', `/search?query=${encodeURIComponent('витамин')}`];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('shop:vitals-sample-rate', '1');
    });
    const tab = await context.newPage();
    for (let round = 0; round < VISITS; round += 1) {
      for (const address of paths) {
        await tab.goto(`${SHOP_URL}${address}`);
        await tab.locator('html[data-shop-vitals="watching"]').waitFor({ state: 'attached', timeout: 30_000 });
        await tab.keyboard.press('Shift');
        await tab.goto('about:blank');
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  if (VISITS > 0) await visit();
  const authorization = `Basic ${Buffer.from(OPERATOR).toString('base64')}`;
  const { rows, to } = await json(`${SHOP_URL}/api/operator/vitals?days=1`, { authorization });
  const routes = [...new Set(rows.map((row) => row.route))].sort();
  const cell = (route, metric) => {
    const row = rows.find((item) => item.route === route && item.metric === metric);
    if (!row) return '–';
    return `${metric === 'CLS' ? row.p75.toFixed(3) : Math.round(row.p75)} (${row.samples})`;
  };
  const report = [
    '# Field data: p75 per route and metric',
    '',
    `${new Date().toISOString()}, ${SHOP_URL}, day ${to}; ${VISITS} measured phone visits of each page first. p75 in ms (CLS without unit), measures in brackets.`,
    '',
    `| route | ${METRICS.join(' | ')} |`,
    `|---|${METRICS.map(() => '---').join('|')}|`,
    ...routes.map((route) => `| ${route} | ${METRICS.map((metric) => cell(route, metric)).join(' | ')} |`),
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'field-data.md'), report);
  fs.writeFileSync(path.join(root, '.bench', 'field-data.json'), `${JSON.stringify({ at: new Date().toISOString(), shop: SHOP_URL, visits: VISITS, rows }, null, 2)}\n`);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
