import fs from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, networkQuiet, test } from '../support/fixtures';
import { E2E_DIR } from '../support/stack';

/**
 * The JavaScript budget of each route's first load on a phone, as a test: the compressed bytes of every
 * script a route asks for until it is drawn, hydrated and quiet, without the work it leaves to idle time
 * (`requestIdleCallback` never fires here, so swiper and the like stay out) or to an interaction. Bytes do
 * not depend on the machine's speed: the same build gives the same figure, so a route fails when it is over
 * its budget, or when it moved more than {@link DRIFT_KB} KB from the figure recorded beside the budget in
 * `e2e/bench/budgets.json` without that figure being updated in the same change (docs/benchmarks.md).
 * `npm run bench` measures the same routes with time in them (e2e/bench/pages.cjs).
 */
interface RouteBudget {
  jsKb: number;
  jsRequests: number;
  recordedKb: number;
}

const BUDGETS_FILE = path.join(E2E_DIR, 'bench', 'budgets.json');
const { routes: BUDGETS, driftKb: DRIFT_KB } = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8')) as {
  routes: Record<string, RouteBudget>;
  driftKb: number;
};

/** Idle time never comes: what a page defers to it is not part of its first load. */
const NO_IDLE_TIME = `
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};
`;

interface Route {
  name: string;
  path: () => Promise<string>;
  ready: string;
}

test.describe('First-load JavaScript on a phone', { tag: '@phone' }, () => {
  const routes: Route[] = [
    { name: 'home', path: async () => '/', ready: 'main h1' },
    {
      name: 'category',
      path: async () => `/category/${(await firstCategory()).full_slug}`,
      ready: 'main article',
    },
    { name: 'product', path: async () => (await firstProduct()).url, ready: 'main h1' },
    { name: 'cart', path: async () => '/cart', ready: 'main h1' },
    { name: 'search', path: async () => `/search?query=${encodeURIComponent('витамин')}`, ready: 'main h1' },
  ];

  let firstCategory: () => Promise<{ full_slug: string }>;
  let firstProduct: () => Promise<{ url: string }>;

  test.beforeEach(async ({ api }) => {
    // The routes `npm run bench` measures: the first category of the tree and its first product.
    firstCategory = async () => (await api.categoryTree())[0]!;
    firstProduct = async () =>
      (await api.category((await firstCategory()).full_slug, { pageSize: 1 })).products.content[0]!;
  });

  test('Every route has a budget and a recorded figure', () => {
    expect(Object.keys(BUDGETS).sort()).toEqual(routes.map((route) => route.name).sort());
    expect(DRIFT_KB).toBeGreaterThan(0);
  });

  for (const route of routes) {
    test(`When a phone opens the ${route.name} page, then its first load keeps to the budget and the recorded figure`, async ({
      page,
      context,
    }) => {
      const budget = BUDGETS[route.name]!;
      await context.addInitScript(NO_IDLE_TIME);
      const scripts: Request[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(await route.path());
      await expect(page.locator(route.ready).first()).toBeAttached();
      await networkQuiet(page);
      const sizes = await Promise.all(
        scripts.map(async (request) => ({
          url: request.url(),
          bytes: (await request.sizes()).responseBodySize,
        })),
      );
      const kb = sizes.reduce((total, script) => total + script.bytes, 0) / 1024;
      const listing = sizes
        .sort((a, b) => b.bytes - a.bytes)
        .map(
          (script) => `${(script.bytes / 1024).toFixed(1)} KB ${script.url.replace(/^https?:\/\/[^/]+/, '')}`,
        )
        .join('\n');
      test
        .info()
        .annotations.push({
          type: 'first load',
          description: `${kb.toFixed(1)} KB in ${sizes.length} scripts`,
        });
      await test.info().attach(`${route.name}-scripts.txt`, { body: listing, contentType: 'text/plain' });

      expect(
        kb,
        `${route.name}: ${kb.toFixed(1)} KB over the budget of ${budget.jsKb} KB (e2e/bench/budgets.json)\n${listing}`,
      ).toBeLessThanOrEqual(budget.jsKb);
      expect(
        sizes.length,
        `${route.name}: more scripts than the budget's ${budget.jsRequests}\n${listing}`,
      ).toBeLessThanOrEqual(budget.jsRequests);
      expect(
        Math.abs(kb - budget.recordedKb),
        `${route.name}: the first load is ${kb.toFixed(1)} KB, ${(kb - budget.recordedKb).toFixed(1)} KB from the figure recorded in ` +
          `e2e/bench/budgets.json (${budget.recordedKb} KB): if the change means it, record ${kb.toFixed(1)} there in the same change\n${listing}`,
      ).toBeLessThanOrEqual(DRIFT_KB);
    });
  }
});
