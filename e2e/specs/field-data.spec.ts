import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { API_URL, EXTERNAL_SHOP } from '../support/stack';

/**
 * The field data (docs/adr/0042-field-data-with-web-vitals.md): pages opened with the browser's sample rate
 * forced to 100 %, hidden so that their beacon goes, then the numbers in the operators' read and page.
 * The operator is `E2E_OPERATOR` (`name:password`), else the development operator the suite's own API has.
 */
const OPERATOR = process.env.E2E_OPERATOR ?? (EXTERNAL_SHOP ? '' : 'operator:operator-development-password');
const AUTHORIZATION = `Basic ${Buffer.from(OPERATOR).toString('base64')}`;
/** The key of localStorage the shell reads its own sample rate from (shell/src/vitals/sampling.ts). */
const SAMPLE_RATE_KEY = 'shop:vitals-sample-rate';

interface P75Row {
  day: string;
  route: string;
  metric: string;
  p75: number;
  samples: number;
}

/** Opens `path` measured, lets the shell start watching, presses a key (an interaction, for INP), then hides it. */
async function measuredVisit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-shop-vitals="watching"]')).toBeAttached({ timeout: 20_000 });
  await page.keyboard.press('Shift');
  // Leaving the page hides it: the shell sends what web-vitals has ready on `visibilitychange` and `pagehide`.
  await page.goto('about:blank');
}

async function p75Rows(request: APIRequestContext, device: string): Promise<P75Row[]> {
  const response = await request.get(`${API_URL}/api/operator/vitals`, { params: { days: 2, device }, headers: { authorization: AUTHORIZATION } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rows: P75Row[] }).rows;
}

test.describe('Field data: the shoppers\' own measures of the pages, read by the operators @phone', () => {
  test.skip(OPERATOR === '', 'needs an operator of the shop at SHOP_URL: set E2E_OPERATOR=name:password');

  test('When two sampled pages are opened and hidden, then their LCP, CLS and TTFB reach the operator read and page, by route and device', async ({ page, api, request }) => {
    const device = (page.viewportSize()?.width ?? 1280) < 1024 ? 'phone' : 'desktop';
    // Every document of the test gets it: about:blank, which has no storage, leaves it.
    await page.addInitScript((key) => {
      if (location.protocol.startsWith('http')) localStorage.setItem(key, '1');
    }, SAMPLE_RATE_KEY);
    const product = (await api.catalogue({ pageSize: 1 })).products.content[0];

    await measuredVisit(page, '/');
    await measuredVisit(page, product.url);

    for (const route of ['home', 'products']) {
      await expect
        .poll(async () => [...new Set((await p75Rows(request, device)).filter((row) => row.route === route).map((row) => row.metric))].sort(), {
          message: `the ${route} page's measures in the operator read`,
          timeout: 15_000,
        })
        .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
    }
    const rows = await p75Rows(request, device);
    for (const row of rows.filter((item) => item.route === 'home' || item.route === 'products')) {
      expect(row.samples).toBeGreaterThan(0);
      expect(Number.isFinite(row.p75) && row.p75 >= 0).toBe(true);
    }
    // Nothing of an address reaches the store: the product's slug names no route.
    expect(rows.map((row) => row.route)).not.toContain(product.full_slug);

    await page.setExtraHTTPHeaders({ authorization: AUTHORIZATION });
    await page.goto(`/api/operator/vitals/page?days=7&device=${device}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Скорость страниц у покупателей' })).toBeVisible();
    const lcp = page.getByRole('img', { name: /^LCP — отрисовка главного содержимого/ });
    await expect(lcp).toBeVisible();
    await expect(lcp.locator('text.threshold-label')).toHaveText('хорошо ≤ 2\u202f500 мс');
    await expect(page.getByRole('list', { name: 'Страницы' }).getByRole('listitem').filter({ hasText: /^products$/ })).toBeVisible();
    await page.getByText('Числа графика LCP').click();
    await expect(page.getByRole('table', { name: /^LCP: 75-й процентиль/ }).getByRole('cell', { name: 'products', exact: true }).first()).toBeVisible();
    await expectAccessible(page, "the operators' page of the field data");
  });
});
