import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DOCS_PAGE_POLICY, PAGE_POLICY } from './page-headers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 20 });
});

afterAll(async () => {
  await t.close();
});

function expectPageHeaders(headers: Record<string, unknown>, policy: string) {
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeDefined();
}

describe('security headers of the HTML pages the API serves on the shop’s origin', () => {
  test('When the Swagger UI is opened, then it has its own CSP, and every script it loads is a file of its own from /api/docs/static', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectPageHeaders(page.headers, DOCS_PAGE_POLICY);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(DOCS_PAGE_POLICY).toContain("frame-ancestors 'none'");
    expect(DOCS_PAGE_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    // No inline script: each <script> has a src, and each loads from /api/docs/static as JavaScript.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\/static\//);
      const script = await t.app.inject({ method: 'GET', url: src });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    for (const [, href] of page.body.matchAll(/<link[^>]*href="([^"]+)"/g)) expect(href).toMatch(/^\/api\/docs\/static\//);
    // The initializer reads the OpenAPI document from the same origin.
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  test('When the catalogue file or a moderation link is opened, then the page gets the strict page policy (and the link keeps its no-referrer)', async () => {
    const catalog = await t.app.inject({ method: 'GET', url: '/api/files/catalog.html' });
    expect(catalog.statusCode).toBe(200);
    expectPageHeaders(catalog.headers, PAGE_POLICY);

    const link = await t.app.inject({ method: 'GET', url: `/api/moderation/reviews/1/approve?expires=1&signature=${'a'.repeat(43)}` });
    expect(link.headers['content-type']).toMatch(/^text\/html/);
    expectPageHeaders(link.headers, PAGE_POLICY);
    expect(link.headers['referrer-policy']).toBe('no-referrer');
  });

  test('When an answer is not HTML, then it carries no page policy', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/categories/tree' });
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-frame-options']).toBeUndefined();
    expect(json.headers['x-content-type-options']).toBe('nosniff');
  });
});
