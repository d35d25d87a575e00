import type { Locator, Page } from '@playwright/test';
import { expect, test, type Product, type ShopApi } from '../support/fixtures';
import { checkout, search } from '../support/texts';

/**
 * What a shopper met in the catalogue and the search: short queries (docs/product.md §5), the product card
 * on a phone, «Скоро в продаже» (§4), the big banner style (§2) and the focus after «Купить».
 */

/** The teams' own texts (shared-kit/src/validation/searchQuery.ts, mf-catalog and mf-checkout messages). */
const texts = {
  tooShort: 'Введите не меньше 3 символов — например, «витамин C»',
  shortHeading: (query: string) => `Поиск «${query}»`,
  searchHeading: (query: string) => `Результаты поиска «${query}»`,
  submit: 'Найти',
  soon: 'Скоро в продаже',
  outOfStock: 'Нет в наличии',
  inCart: 'В корзине',
  decrease: 'Уменьшить количество',
  favourite: 'В избранное',
  labelFacet: 'label',
  customersChoice: 'Выбор покупателей',
} as const;

interface Banner {
  id: number;
  title: string;
  short_text?: string | null;
}

/** The header's search field. */
function searchField(page: Page): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: search.inputLabel });
}

/** Scrolls the page down step by step until its bottom, so every section that loads near the screen has loaded. */
async function scrollToBottom(page: Page): Promise<void> {
  let still = 0;
  for (let step = 0; step < 80 && still < 3; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    still = atBottom ? still + 1 : 0;
  }
}

/**
 * How many lines a button's visible text takes (one rectangle per line), and whether it stays inside the
 * button. Text hidden for the eye (inside a 1 px clipped box, still part of the button's name) is left out.
 */
function textLayout(button: Locator): Promise<{ lines: number; inside: boolean; text: string }> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.getBoundingClientRect().width <= 1 || getComputedStyle(parent).display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      text += node.textContent ?? '';
    }
    const tops = new Set(rects.map((rect) => Math.round(rect.top)));
    const inside = rects.every((rect) => rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5);
    return { lines: tops.size, inside, text: text.trim() };
  });
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The category of a product: its full slug without the product's own slug. */
function categoryOf(product: Product): string {
  return product.full_slug.split('/').slice(0, -1).join('/');
}

/**
 * A category page filtered by the API's filter, and its first product: the catalogue root shows the
 * categories, not a listing, so the page is the category of a product the filter finds.
 */
async function filteredListing(api: ShopApi, filter: Record<string, string>): Promise<{ url: string; product: Product }> {
  const anywhere = (await api.catalogue({ ...filter, pageSize: 1 })).products.content[0];
  expect(anywhere, `the catalogue has a product for ${JSON.stringify(filter)}`).toBeTruthy();
  const path = categoryOf(anywhere!);
  // The shop's pages list 24 products (mf-catalog's CATEGORY_PAGE_SIZE).
  const product = (await api.category(path, { ...filter, pageSize: 24 })).products.content[0]!;
  return { url: `/category/${path}?${new URLSearchParams(filter).toString()}`, product };
}

/** A product of the catalogue with the given availability (read from the API's filter), on its category's filtered page. */
function productWith(api: ShopApi, availability: 'soon' | 'out_of_stock' | 'in_stock'): Promise<{ url: string; product: Product }> {
  return filteredListing(api, { availability });
}

test.describe('Search explains a query too short to search (docs/product.md §5)', () => {
  test('When «C» is submitted by Enter and by «Найти», then the field says it is too short and nothing is searched @phone', async ({
    shop,
    page,
  }) => {
    await shop.open('/');
    const input = searchField(page);
    await input.click();
    await input.fill('C');

    await input.press('Enter');

    const message = page.getByRole('banner').getByRole('alert').filter({ hasText: texts.tooShort });
    await expect(message).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(texts.tooShort);
    expect(new URL(page.url()).pathname).toBe('/');

    // Typing clears it; «Найти» with a query still too short says it again.
    await input.fill('ви');
    await expect(message).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(message).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('When «B6» is searched, then the products named B6 are listed, not the whole catalogue @phone', async ({ shop, page, api }) => {
    const found = await api.catalogue({ query: 'B6', pageSize: 24 });
    const all = await api.catalogue({ pageSize: 1 });
    expect(found.products.total, 'the catalogue has products named B6').toBeGreaterThan(0);
    expect(found.products.total).toBeLessThan(all.products.total);
    await shop.open('/');
    const input = searchField(page);
    await input.click();
    await input.fill('B6');

    await input.press('Enter');

    await expect(page).toHaveURL((url) => url.pathname === '/category' && url.searchParams.get('query') === 'B6');
    await expect(shop.main.getByRole('heading', { level: 1, name: texts.searchHeading('B6') })).toBeVisible();
    await expect(shop.main.getByRole('article', { name: found.products.content[0]!.title }).first()).toBeVisible({ timeout: 30_000 });
    const titles = await shop.main.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /b6/i.test(title)), titles.join('; ')).toBe(true);
  });

  test('When /category?query=c is opened, then the page says the query is too short and lists no product @phone', async ({
    shop,
    api,
  }) => {
    const all = await api.catalogue({ pageSize: 1 });
    expect(all.products.total).toBeGreaterThan(0);
    const answer = await api.catalogue({ query: 'c', pageSize: 1 });
    expect(answer.products.total, 'the API lists nothing for a query too short').toBe(0);

    await shop.open('/category?query=c');

    await expect(shop.main.getByRole('heading', { level: 1, name: texts.shortHeading('c') })).toBeVisible({ timeout: 30_000 });
    await expect(shop.main.getByRole('status').filter({ hasText: texts.tooShort })).toBeVisible();
    await expect(shop.main.getByRole('heading', { name: texts.searchHeading('c') })).toHaveCount(0);
    await expect(shop.main.getByRole('article')).toHaveCount(0);
  });
});

test.describe('The product card on a phone', () => {
  for (const width of [320, 390]) {
    test(`When a card has «${texts.customersChoice}» at ${width} px, then the label never runs under the heart @phone`, async ({
      shop,
      page,
      api,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const facets = (await api.catalogue({ pageSize: 1 })).facets ?? [];
      const labelFacet = facets.find((facet) => facet.key === texts.labelFacet);
      const value = labelFacet?.type === 'checkbox' ? labelFacet.values.find((item) => item.title === texts.customersChoice) : undefined;
      expect(value, `the catalogue has products labelled «${texts.customersChoice}»`).toBeTruthy();
      const { url, product } = await filteredListing(api, { label: String(value!.value) });

      await shop.open(url);

      const card = shop.main.getByRole('article', { name: product.title }).first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      const label = card.getByText(texts.customersChoice, { exact: true });
      const heart = card.getByRole('button', { name: texts.favourite });
      await expect(label).toBeVisible();
      await expect(heart).toBeVisible();
      const labelBox = (await label.boundingBox())!;
      const heartBox = (await heart.boundingBox())!;
      expect(overlap(labelBox, heartBox), `label ${JSON.stringify(labelBox)}, heart ${JSON.stringify(heartBox)}`).toBe(false);
    });

    for (const availability of ['out_of_stock', 'soon'] as const) {
      const text = availability === 'soon' ? texts.soon : texts.outOfStock;
      test(`When a card's button says «${text}» at ${width} px, then its text stays on one line @phone`, async ({ shop, page, api }) => {
        await page.setViewportSize({ width, height: 800 });
        const { url, product } = await productWith(api, availability);

        await shop.open(url);

        const card = shop.main.getByRole('article', { name: product.title }).first();
        await expect(card).toBeVisible({ timeout: 30_000 });
        const button = card.getByRole('button', { name: text, exact: true });
        await expect(button).toBeDisabled();
        const layout = await textLayout(button);
        expect(layout, JSON.stringify(layout)).toMatchObject({ lines: 1, inside: true });
        // Below 360 px a card has room for «Скоро» only; the button's name stays whole (above).
        expect(text.startsWith(layout.text)).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(44);
        const cardBox = (await card.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      });
    }
  }
});

test.describe('A product soon on sale (docs/product.md §4)', () => {
  test('When a product is soon on sale, then its page and its card say «Скоро в продаже», never «Нет в наличии» @phone', async ({
    shop,
    api,
  }) => {
    const { url, product } = await productWith(api, 'soon');

    await shop.open(product.url);

    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 30_000 });
    await expect(shop.main.getByRole('button', { name: texts.soon, exact: true })).toBeDisabled();
    await expect(shop.main.getByRole('button', { name: texts.outOfStock, exact: true })).toHaveCount(0);

    await shop.open(url);
    const card = shop.main.getByRole('article', { name: product.title }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('button', { name: texts.soon, exact: true })).toBeDisabled();
  });
});

test.describe('The big banner style (docs/product.md §2)', () => {
  test('When the home page shows the big banners, then they are big blocks, not long strips @phone', async ({ shop, page, api }) => {
    const active = await api.get<string[]>('selection/active_key');
    expect(active, 'the shop shows the big banners under the categories').toContain('categories_bottom');
    const banners = await api.get<Banner[]>('selection/categories_bottom');
    expect(banners.length, 'the shop has big banners').toBeGreaterThan(0);

    await shop.open('/');
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeAttached();
    await scrollToBottom(page);

    const big = shop.main.locator('a.mfc-banner--big');
    await expect(big).toHaveCount(banners.length, { timeout: 20_000 });
    const first = big.first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    await expect(first.getByRole('img', { name: banners[0]!.title })).toBeVisible();
    const box = (await first.boundingBox())!;
    // A long strip is 5:1 on a desktop; a big block is 3:1 at most, 2:1 on a phone.
    expect(box.width / box.height).toBeLessThanOrEqual(3.1);
  });
});

test.describe('Focus after «Купить» by keyboard', () => {
  /** A product in stock on the first page of the catalogue's in-stock list. */
  async function inStock(api: ShopApi): Promise<{ url: string; product: Product }> {
    const { url } = await productWith(api, 'in_stock');
    const path = new URL(url, 'http://shop').pathname.replace(/^\/category\//, '');
    const product = (await api.category(path, { availability: 'in_stock', pageSize: 24 })).products.content.find((item) => item.quantity >= 20);
    expect(product, 'the catalogue has a product in stock').toBeTruthy();
    return { url, product: product! };
  }

  async function buyAndReturn(scope: Locator, page: Page): Promise<void> {
    const buy = scope.getByRole('button', { name: checkout.buy, exact: true });
    await buy.focus();
    await page.keyboard.press('Enter');

    const stepper = scope.getByRole('group', { name: texts.inCart });
    await expect(stepper).toBeFocused();
    await expect(scope.getByRole('textbox', { name: checkout.quantity })).toHaveValue('1');

    // On with the keyboard: Tab reaches minus, and minus back to 0 hands the focus back to «Купить».
    await page.keyboard.press('Tab');
    await expect(scope.getByRole('button', { name: texts.decrease })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(scope.getByRole('button', { name: checkout.buy, exact: true })).toBeFocused();
  }

  test('When «Купить» on a card is pressed by keyboard, then the focus lands on the quantity control, not the page @desktop', async ({
    shop,
    page,
    api,
  }) => {
    const { url, product } = await inStock(api);
    await shop.open(url);
    const card = shop.main.getByRole('article', { name: product.title }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });

    await buyAndReturn(card, page);
  });

  test('When «Купить» on a product page is pressed by keyboard, then the focus lands on the quantity control @desktop', async ({
    shop,
    page,
    api,
  }) => {
    const { product } = await inStock(api);
    await shop.open(product.url);
    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 30_000 });

    await buyAndReturn(shop.main.locator('.mfc-product__buy'), page);
  });
});
