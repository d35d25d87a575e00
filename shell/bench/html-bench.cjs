#!/usr/bin/env node
/**
 * How fast the shell's server answers a product page's server-rendered HTML (ADR 0027), against a running
 * shop: `node shell/bench/html-bench.cjs http://localhost:8080 [out.json]`.
 * - one request at a time (the latency a shopper sees with a warm cache): p50, p95 and p99 over 200 pages
 *   of 20 products, after a warm-up round;
 * - autocannon at 10 connections for 10 s on those products: requests a second and latency.
 * Also says whether the answers were server-rendered at all. Asserts nothing.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const autocannon = require('autocannon');

const shop = (process.argv[2] || 'http://localhost:8080').replace(/\/+$/, '');
const out = process.argv[3];
const ROUNDS = 10;

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

async function productAddresses() {
  const response = await fetch(`${shop}/api/category?pageSize=20`);
  if (!response.ok) throw new Error(`${shop}/api/category answered ${response.status}`);
  const body = await response.json();
  return body.products.content.map((product) => `/products/${product.full_slug}`);
}

async function timed(address) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${shop}${address}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, rendered: html.includes('data-rendered="server"'), status: response.status };
}

async function sequential(addresses) {
  for (const address of addresses) await timed(address);
  const times = [];
  let rendered = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const address of addresses) {
      const result = await timed(address);
      times.push(result.ms);
      if (result.rendered && result.status === 200) rendered += 1;
    }
  }
  times.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return { requests: times.length, rendered, p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), p99: round(percentile(times, 0.99)) };
}

function loaded(addresses) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: shop,
        connections: 10,
        duration: 10,
        requests: addresses.map((address) => ({ method: 'GET', path: address, headers: { accept: 'text/html' } })),
      },
      (error, result) => (error ? reject(error) : resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx })),
    );
  });
}

async function main() {
  const addresses = await productAddresses();
  const report = { shop, at: new Date().toISOString(), sequential: await sequential(addresses), at10Connections: await loaded(addresses) };
  console.log(JSON.stringify(report, null, 2));
  if (out) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  }
}

main().catch((error) => {
  console.error(`html bench: ${error.message}`);
  process.exit(1);
});
