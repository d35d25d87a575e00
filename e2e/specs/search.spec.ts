import type { Page, Request } from '@playwright/test';
import { expect, test, type Product, type Shop, type ShopApi } from '../support/fixtures';
import { search, spec } from '../support/texts';

/** The parts of `GET /api/modal-search` the journeys read. */
interface ModalSearch {
  categories: { categoryName: string; categorySlug: string }[];
  products: Product[];
  corrected_query?: string | null;
}

/** A query the seeded catalogue certainly answers, and a second one with other products. */
const QUERY = 'витамин';
const OTHER_QUERY = 'магний';

function modalSearch(api: ShopApi, query: string, categoryQuery?: string) {
  return api.get<ModalSearch>('modal-search', { query, ...(categoryQuery ? { category_query: categoryQuery } : {}) });
}

/** The header's search field, its suggestions and its panel. */
function dropdown(shop: Shop) {
  const header = shop.header;
  return {
    // The field itself is the combobox (ARIA 1.2); the category choice is the other one.
    input: header.getByRole('combobox', { name: search.inputLabel }),
    scope: header.getByRole('combobox', { name: search.scopeLabel }),
    listbox: header.getByRole('listbox', { name: search.suggestions }),
    option: (name: string, exact = false) =>
      header.getByRole('listbox', { name: search.suggestions }).getByRole('option', { name, exact }).first(),
    recent: header.getByRole('group', { name: search.recent }),
    clearRecent: header.getByRole('button', { name: search.clearRecent }),
  };
}

/** Search calls of the page. */
const modalSearchCalls = (calls: Request[]) => calls.filter((call) => new URL(call.url()).pathname === '/api/modal-search');

function waitForSearch(page: Page, query: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/modal-search' && url.searchParams.get('query') === query;
  });
}

test.describe('Header search and the /search page (docs/product.md §2, §4, §8, §9)', () => {
  test('When 2 characters are typed, then nothing is searched and no results show', async ({ shop, page }) => {
    const calls = shop.recordApiCalls();
    await shop.open('/');
    const { input, listbox } = dropdown(shop);

    await input.fill('ви');
    // Longer than the debounce: a search, if any, would have been sent by now.
    await page.waitForTimeout(1200);

    expect(modalSearchCalls(calls)).toEqual([]);
    await expect(listbox.getByRole('option', { name: search.showAll })).toHaveCount(0);
    await expect(shop.header.getByText(spec.searchEmpty)).toHaveCount(0);
  });

  test('When a page opens, then the search’s stream is not loaded; the first turn to the field brings it, and the typed query is searched @phone', async ({ shop, page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/search-results\.[0-9a-f]{8}\.js$/.test(request.url())) chunks.push(request.url());
    });
    await shop.open('/');
    const { input } = dropdown(shop);
    await expect(input).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks, 'nothing of the search before the shopper turns to it').toEqual([]);

    // Typed at once, before the stream has come: the query is searched when it is there.
    const searched = waitForSearch(page, QUERY);
    await input.fill(QUERY);
    await searched;
    expect(chunks).toHaveLength(1);
  });

  test('When a query is typed, then one search runs after the pause and its products show', async ({ shop, api, page }) => {
    const expected = await modalSearch(api, QUERY);
    expect(expected.products.length, `the seed answers «${QUERY}»`).toBeGreaterThan(0);
    const calls = shop.recordApiCalls();
    await shop.open('/');
    const { input, option } = dropdown(shop);

    const answered = waitForSearch(page, QUERY);
    await input.pressSequentially(QUERY, { delay: 40 });
    await answered;

    await expect(option(expected.products[0]!.title)).toBeVisible();
    await expect(option(search.showAll, true)).toBeVisible();
    // Typed faster than the debounce: only the whole word was searched.
    expect(modalSearchCalls(calls).map((call) => new URL(call.url()).searchParams.get('query'))).toEqual([QUERY]);
  });

  test('When arrow keys reach a product and Enter is pressed, then its page opens; Escape closes the dropdown', async ({
    shop,
    api,
    page,
  }) => {
    const expected = await modalSearch(api, QUERY);
    const product = expected.products[0]!;
    await shop.open('/');
    const { input, listbox, option } = dropdown(shop);

    await input.fill(QUERY);
    await expect(option(product.title)).toBeVisible();
    await input.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue(QUERY);

    // Arrow down opens again; the categories come first, then the products.
    await input.press('ArrowDown');
    await expect(option(product.title)).toBeVisible();
    for (let step = 0; step <= expected.categories.length; step += 1) await input.press('ArrowDown');
    const active = option(product.title);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);

    await input.press('Enter');

    await expect(page).toHaveURL((url) => url.pathname === product.url);
    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(listbox).toBeHidden();
  });

  test("When 'Показать все' is chosen, then the catalogue opens with query (and category_query in a category)", async ({
    shop,
    api,
    page,
  }) => {
    await shop.open('/');
    const { input, option, scope } = dropdown(shop);

    await input.fill(QUERY);
    await option(search.showAll, true).click();

    await expect(page).toHaveURL((url) => url.pathname === '/category' && url.searchParams.get('query') === QUERY);
    await expect(shop.main.getByRole('article').first()).toBeVisible();

    // The same within a second-level category that has matches.
    const tree = await api.categoryTree();
    const candidates = tree.flatMap((top) => top.children).slice(0, 12);
    let chosen: { full_slug: string; title: string } | null = null;
    for (const candidate of candidates) {
      if ((await modalSearch(api, QUERY, candidate.full_slug)).products.length > 0) {
        chosen = candidate;
        break;
      }
    }
    expect(chosen, `a second-level category answers «${QUERY}»`).not.toBeNull();
    await scope.selectOption({ label: chosen!.title });
    await option(search.showAll, true).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/category/${chosen!.full_slug}` &&
        url.searchParams.get('query') === QUERY &&
        url.searchParams.get('category_query') === chosen!.full_slug,
    );
  });

  test('When a query is typed in the wrong keyboard layout, then the results say which query they are for', async ({
    shop,
    api,
  }) => {
    const answer = await modalSearch(api, 'dbnfvbys');
    expect(answer.corrected_query, 'the API corrects the wrong layout').toBe('витамины');
    await shop.open('/');
    const { input } = dropdown(shop);

    await input.fill('dbnfvbys');

    await expect(shop.header.getByText(search.corrected('витамины'), { exact: true })).toBeVisible();
    await expect(dropdown(shop).option(answer.products[0]!.title)).toBeVisible();

    await shop.open('/search?query=dbnfvbys');
    await expect(shop.main.getByText(search.corrected('витамины'), { exact: true })).toBeVisible();
    await expect(shop.main.getByRole('article').first()).toBeVisible();
  });

  test('When the customer has searched, then the search is among the recent ones until they are cleared', async ({ shop, page }) => {
    await shop.open('/');
    const { input, recent, clearRecent, option } = dropdown(shop);
    await input.click();
    await expect(dropdown(shop).listbox).toBeVisible();
    await expect(recent).toHaveCount(0);

    await input.fill(OTHER_QUERY);
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/category' && url.searchParams.get('query') === OTHER_QUERY);
    await expect(shop.main.getByRole('article').first()).toBeVisible();

    await input.fill('');
    await expect(recent.getByRole('option', { name: OTHER_QUERY, exact: true })).toBeVisible();
    await expect(option(OTHER_QUERY, true)).toHaveAttribute('href', /\/category\?query=/);

    await clearRecent.click();
    await expect(recent).toHaveCount(0);
    await expect(clearRecent).toHaveCount(0);

    // Cleared on the server: a new page load does not bring them back.
    await shop.open('/');
    await dropdown(shop).input.click();
    await expect(dropdown(shop).listbox).toBeVisible();
    await expect(dropdown(shop).recent).toHaveCount(0);
  });

  test('When the answer to an earlier query comes late, then the results of the later query stay', async ({ shop, api, page }) => {
    const [early, late] = await Promise.all([modalSearch(api, QUERY), modalSearch(api, OTHER_QUERY)]);
    const lateTitles = new Set(late.products.map((product) => product.title));
    const onlyEarly = early.products.find((product) => !lateTitles.has(product.title));
    expect(late.products.length, `the seed answers «${OTHER_QUERY}»`).toBeGreaterThan(0);
    expect(onlyEarly, `«${QUERY}» finds a product «${OTHER_QUERY}» does not`).toBeTruthy();

    let releaseEarly!: () => void;
    const released = new Promise<void>((resolve) => (releaseEarly = resolve));
    let answeredLate!: () => void;
    const lateAnswerDone = new Promise<void>((resolve) => (answeredLate = resolve));
    await page.route('**/api/modal-search?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('query') !== QUERY) return route.continue();
      const response = await route.fetch();
      await released;
      // The page may have given the request up already; then there is nobody to deliver to.
      await route.fulfill({ response }).catch(() => undefined);
      answeredLate();
    });
    await shop.open('/');
    const { input, option } = dropdown(shop);

    const earlySent = page.waitForRequest((request) => new URL(request.url()).searchParams.get('query') === QUERY);
    await input.fill(QUERY);
    await earlySent;
    await input.fill(OTHER_QUERY);
    await expect(option(late.products[0]!.title)).toBeVisible();

    releaseEarly();
    await lateAnswerDone;
    // Let the page handle whatever reached it.
    await page.waitForTimeout(300);

    await expect(option(late.products[0]!.title)).toBeVisible();
    await expect(option(onlyEarly!.title)).toHaveCount(0);
  });

  test('When the dropdown is closed and open, then the field always controls a listbox that is in the page', async ({ shop }) => {
    await shop.open('/');
    const { input, listbox, option } = dropdown(shop);
    const controlled = () =>
      input.evaluate((field) => {
        const target = document.getElementById(field.getAttribute('aria-controls') ?? '');
        return target?.getAttribute('role') ?? null;
      });

    await expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(await controlled()).toBe('listbox');

    await input.fill(QUERY);
    await expect(option(search.showAll, true)).toBeVisible();

    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    expect(await controlled()).toBe('listbox');
  });

  for (const width of [390, 1280] as const) {
    test(`When a category is chosen ${width} px wide and «Показать все» is reached by the arrow keys, then its catalogue page opens with query and category_query`, async ({
      shop,
      api,
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const tree = await api.categoryTree();
      const candidates = tree.flatMap((top) => top.children).slice(0, 12);
      let chosen: { full_slug: string; title: string } | null = null;
      for (const candidate of candidates) {
        if ((await modalSearch(api, QUERY, candidate.full_slug)).products.length > 0) {
          chosen = candidate;
          break;
        }
      }
      expect(chosen, `a second-level category answers «${QUERY}»`).not.toBeNull();
      await shop.open('/');
      const { input, scope, option } = dropdown(shop);

      // The categories arrive with the dropdown's first opening.
      await input.click();
      await expect(scope.locator('option', { hasText: chosen!.title }).first()).toBeAttached();
      await expect(scope).toBeVisible();
      await scope.selectOption({ label: chosen!.title });
      const answered = waitForSearch(page, QUERY);
      await input.fill(QUERY);
      await answered;
      const showAll = option(search.showAll, true);
      await expect(showAll).toBeAttached();

      // Up from the field is the last suggestion: «Показать все».
      await input.press('ArrowUp');
      await expect(showAll).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await showAll.getAttribute('id'))!);
      await input.press('ArrowDown');
      await expect(showAll).toHaveAttribute('aria-selected', 'false');
      await input.press('ArrowUp');
      await input.press('Enter');

      await expect(page).toHaveURL(
        (url) =>
          url.pathname === `/category/${chosen!.full_slug}` &&
          url.searchParams.get('query') === QUERY &&
          url.searchParams.get('category_query') === chosen!.full_slug,
      );
      await expect(shop.main.getByRole('article').first()).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'false');

      // 'Везде' searches the whole catalogue: its root, without a category.
      await scope.selectOption({ index: 0 });
      await input.fill(OTHER_QUERY);
      await input.press('Enter');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/category' && url.searchParams.get('query') === OTHER_QUERY && !url.searchParams.has('category_query'),
      );
    });
  }
});

