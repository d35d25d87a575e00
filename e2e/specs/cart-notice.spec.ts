import { expect, test, type Product, type ShopApi } from '../support/fixtures';
import { checkout, shell, spec } from '../support/texts';

/** A product in stock on the first page of some category, with the category's address. */
async function productInStock(api: ShopApi): Promise<{ categoryUrl: string; product: Product }> {
  const tree = await api.categoryTree();
  for (const top of tree) {
    for (const category of [top, ...top.children]) {
      const page = await api.category(category.full_slug);
      const product = page.products.content.find((item) => item.quantity >= 3);
      if (product) return { categoryUrl: `/category/${category.full_slug}`, product };
    }
  }
  throw new Error('the seed has no product in stock on a first category page');
}

test.describe('The cart notice after «Купить»', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('When «Купить» is tapped, then the notice names the product above the bottom bar, the cart tab counts it, and «Перейти в корзину» opens the cart', async ({
      shop,
      page,
      api,
    }) => {
      const { categoryUrl, product } = await productInStock(api);
      await shop.open(categoryUrl);
      // The cookie notice covers the lower half of a phone's screen until it is accepted.
      await page.getByRole('button', { name: spec.cookieAccept, exact: true }).click();
      const card = shop.main.getByRole('article', { name: product.title });
    await expect(card).toBeVisible({ timeout: 30_000 });
      // A category page of the seed lists hundreds of products: give its first load time on a busy machine.
      await expect(card).toBeVisible({ timeout: 30_000 });

      await card.getByRole('button', { name: checkout.buy }).click();

      const notice = page.getByRole('region', { name: checkout.addedNotice });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(product.title, { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: `«${product.title}» добавлен в корзину` })).toBeAttached();
      const bar = shop.mobileNav;
      await expect(bar.getByRole('link', { name: `${checkout.cartTitle} — 1 товар` })).toBeVisible();
      const noticeBox = (await notice.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(noticeBox.y + noticeBox.height, 'the notice ends above the bottom bar').toBeLessThanOrEqual(barBox.y);
      expect(noticeBox.x).toBeGreaterThanOrEqual(0);
      expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(390);

      await notice.getByRole('link', { name: checkout.toCart }).click();

      await expect(page).toHaveURL(/\/cart$/);
      await expect(page).toHaveTitle(`${checkout.cartTitle} — Здоровье+`);
      await expect(shop.main.getByRole('link', { name: product.title }).first()).toBeVisible();
      await expect(notice).toBeHidden();
      await expect(bar.getByRole('button', { name: shell.menu, exact: true })).toBeVisible();
    });
  });

  test('When a product is added on a desktop, then the notice goes by itself after 5 seconds', async ({ shop, page, api }) => {
    const { categoryUrl, product } = await productInStock(api);
    await shop.open(categoryUrl);
    const card = shop.main.getByRole('article', { name: product.title });

    await card.getByRole('button', { name: checkout.buy }).click();

    const notice = page.getByRole('region', { name: checkout.addedNotice });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: checkout.toCart })).toHaveAttribute('href', '/cart');
    // The pointer rests on the card, not on the notice, so nothing holds it.
    await page.mouse.move(0, 0);
    await expect(notice).toBeHidden({ timeout: 10_000 });
    await expect(card.getByRole('textbox', { name: checkout.quantity })).toHaveValue('1');
  });
});
