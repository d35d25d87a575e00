import { performance } from 'node:perf_hooks';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { createSignedInAccount } from './test/fixtures';
import { casesFor, operationsOf, type FuzzOperation, type FuzzRequest, type OpenApiDocument } from './test/fuzz-cases';

/**
 * Every route of the API's own OpenAPI document gets bad input (see test/fuzz-cases.ts), as an
 * anonymous session and as a signed-in customer. No answer may be a 5xx, every refusal is the API's
 * JSON error with a Russian message, and no answer may take longer than 2 s (a guard against hangs,
 * not a measure of speed). A failure prints the requests that caused it. The seed is fixed, so a
 * run sends the same requests every time; a new route is fuzzed as soon as it is in the document.
 */

const SEED = 20_261_123;
/**
 * Random requests per operation and identity, on top of one per parameter: about 2,500 requests in
 * all, well under a minute on PGlite.
 */
const RANDOM_CASES_PER_OPERATION = 8;
const SLOW_MS = 2000;

interface Failure {
  as: string;
  request: FuzzRequest;
  status: number;
  ms: number;
  problem: string;
  answer: string;
}

function report(failure: Failure): string {
  const { request } = failure;
  const body = request.payload === undefined ? '' : `\n    body (${request.headers['content-type'] ?? 'no content type'}): ${String(request.payload).slice(0, 300)}`;
  return `${failure.problem} — ${failure.as}: ${request.method} ${request.url.slice(0, 300)} [${request.label}] → ${failure.status} in ${Math.round(failure.ms)} ms${body}\n    answer: ${failure.answer.slice(0, 300)}`;
}

/** Routes answering something other than the JSON error on a refusal, by design. */
function refusalShapeExempt(request: FuzzRequest): boolean {
  // The payment provider's test page is an HTML page for the customer's browser.
  return /^\/api\/payments\/test\//.test(request.url);
}

let testApp: TestApp;
let operations: FuzzOperation[];

beforeAll(async () => {
  testApp = await buildTestApp({ productCount: 60 });
  const doc = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(doc.json<OpenApiDocument>());
}, 180_000);

afterAll(async () => {
  await testApp?.close();
});

async function sessionHeader(): Promise<Record<string, string>> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/personal/get_session' });
  return { 'x-authorization': `Session ${response.json<{ token: string }>().token}` };
}

async function accountHeader(): Promise<Record<string, string>> {
  // A new customer for each operation: signing out or changing the e-mail must not spoil the next.
  const account = await createSignedInAccount(testApp.db);
  return { 'x-authorization': `Token ${account.token}` };
}

async function fuzz(as: string, identity: () => Promise<Record<string, string>>): Promise<{ failures: Failure[]; sent: number }> {
  const failures: Failure[] = [];
  let sent = 0;
  for (const operation of operations) {
    const headers = await identity();
    for (const request of casesFor(operation, SEED, RANDOM_CASES_PER_OPERATION)) {
      const started = performance.now();
      const response = await testApp.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...headers, ...request.headers },
        payload: request.payload,
      });
      const ms = performance.now() - started;
      sent += 1;
      const fail = (problem: string) => failures.push({ as, request, status: response.statusCode, ms, problem, answer: response.body });
      if (response.statusCode >= 500) fail('5xx');
      else if (ms > SLOW_MS) fail(`slower than ${SLOW_MS} ms`);
      else if (response.statusCode >= 400 && !refusalShapeExempt(request)) {
        let body: { message?: unknown; code?: unknown } = {};
        try {
          body = response.json();
        } catch {
          body = {};
        }
        if (typeof body.message !== 'string' || !/[А-Яа-яЁё]/.test(body.message)) fail('refusal without a Russian message');
        else if (typeof body.code === 'string' && body.code.startsWith('FST_')) fail('refusal naming a framework code');
      }
    }
  }
  return { failures, sent };
}

describe('every route of the OpenAPI document under bad input', () => {
  it('reads the routes from the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(90);
    expect(operations.some((op) => op.method === 'POST' && op.path === '/api/feedback')).toBe(true);
    expect(operations.some((op) => op.method === 'POST' && op.path === '/api/vitals')).toBe(true);
  });

  it.each([
    ['an anonymous session', sessionHeader],
    ['a signed-in customer', accountHeader],
  ])('answers as %s without a 5xx, a hang or a refusal out of shape', async (as, identity) => {
    const { failures, sent } = await fuzz(as, identity);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RANDOM_CASES_PER_OPERATION);
    if (failures.length) console.log(`${failures.length} of ${sent} requests failed:\n${failures.slice(0, 40).map(report).join('\n')}`);
    expect(failures.map(report)).toEqual([]);
  }, 300_000);
});
