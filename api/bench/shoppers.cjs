'use strict';
/**
 * The shoppers a benchmark's requests come from. The API limits what one client address may ask a minute
 * (ADR 0034: new sessions, captcha tokens, searches in the dropdown and on the results page; `ADDRESS_LIMITS`
 * of api/src/plugins/rate-limits.ts), and reads that address from `X-Forwarded-For` when the request comes
 * through the loopback (`TRUST_PROXY`, `loopback` by default), as the shop's web server sends it. A load test
 * from one address would measure the limit's 429s, not the shop. So each simulated shopper has an address of
 * its own from 198.18.0.0/15, the range set aside for benchmarking (RFC 2544), and sends
 * {@link REQUESTS_PER_SHOPPER} requests before the next shopper comes: an address asks a few times a minute,
 * as a person does, while the API counts every request as it would in the shop (one upsert per counted
 * request, a new window for each new shopper). The product has no switch that turns the limits off.
 */

/** Requests one simulated shopper sends (a search typed in a few pauses, a page or two). */
const REQUESTS_PER_SHOPPER = 5;
/** 198.18.0.1 … 198.19.255.254: the range for benchmarking, without its first and last address. */
const FIRST = 198 * 2 ** 24 + 18 * 2 ** 16 + 1;
const SIZE = 2 ** 17 - 2;

let sent = 0;

/** The `index`-th shopper's address. */
function shopperAddress(index) {
  const n = FIRST + (index % SIZE);
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
}

/** The address of the next request: a new shopper every {@link REQUESTS_PER_SHOPPER} requests, over the whole range. */
function nextAddress() {
  const address = shopperAddress(Math.floor(sent / REQUESTS_PER_SHOPPER));
  sent += 1;
  return address;
}

/** `headers` with the next request's shopper in `X-Forwarded-For` (for `fetch`). */
function asShopper(headers = {}) {
  return { ...headers, 'x-forwarded-for': nextAddress() };
}

/**
 * autocannon's `requests` for one request (`{ method, path, headers }`, or `{}` for the `url` it is given)
 * that each time comes from the next shopper (`setupRequest` runs before every request).
 */
function shopperRequests(request = {}) {
  return [{ ...request, setupRequest: (built) => ({ ...built, headers: { ...built.headers, 'x-forwarded-for': nextAddress() } }) }];
}

/** How many answers of an autocannon result were 429 (a per-address limit met). */
function limitedAnswers(result) {
  return result.statusCodeStats?.['429']?.count ?? 0;
}

module.exports = { REQUESTS_PER_SHOPPER, asShopper, limitedAnswers, nextAddress, shopperAddress, shopperRequests };
