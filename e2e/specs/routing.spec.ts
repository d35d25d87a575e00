import { expect, test } from '../support/fixtures';
import { SHOP_URL } from '../support/stack';
import { account, shell, spec } from '../support/texts';

/** Text of the first `<h2>` of a content page's HTML, if it has one. */
function firstSubheading(html: string): string | null {
  const match = /<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() || null : null;
}

test.describe('Routing rules (docs/product.md §2)', () => {
  test('When an address ends with a slash, then it redirects without it and keeps the query and the hash', async ({
    page,
    request,
  }) => {
    const redirect = await request.get('/cart/?a=1', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/cart?a=1');

    await page.goto('/cart/?a=1#x');

    await expect(page).toHaveURL(`${SHOP_URL}/cart?a=1#x`);
  });

  test('When the root is opened with a query, then the address stays as it is', async ({ page, request }) => {
    const root = await request.get('/?a=1', { maxRedirects: 0 });
    expect(root.status()).toBe(200);

    await page.goto('/?a=1#x');

    await expect(page).toHaveURL(`${SHOP_URL}/?a=1#x`);
  });

  test('When an unknown deep address is opened, then it answers 404 with the 404 page and a working way home', async ({
    page,
    shop,
  }) => {
    const response = await page.goto('/no/such/page/here');

    expect(response?.status()).toBe(404);
    await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(spec.notFoundTitle);

    await shop.main.getByRole('link', { name: shell.toHome, exact: true }).click();

    await expect(page).toHaveURL(`${SHOP_URL}/`);
    await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toHaveCount(0);
  });

  test('When an unknown single slug is opened, then it answers 404 with the 404 page', async ({ page, shop }) => {
    const response = await page.goto('/takoy-stranitsy-net');

    expect(response?.status()).toBe(404);
    await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toBeVisible();
  });

  for (const path of ['/products/takogo-tovara-net', '/category/takoy-kategorii-net/i-takoy-tozhe']) {
    test(`When ${path} names nothing the API knows, then it answers 404 with the 404 page`, async ({ page, shop }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toBeVisible();
    });
  }

  for (const slug of ['policy', 'delivery']) {
    test(`When /${slug} is opened, then it answers 200 with the content of /api/pages/${slug}`, async ({ page, shop, api }) => {
      const content = await api.page(slug);

      const response = await page.goto(`/${slug}`);

      expect(response?.status()).toBe(200);
      await expect(shop.main.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
      const subheading = firstSubheading(content.content);
      if (subheading) await expect(shop.main.getByRole('heading', { name: subheading }).first()).toBeVisible();
    });
  }

  for (const path of ['/personal', '/order', '/personal/waitlist']) {
    test(`When ${path} is opened without an auth cookie, then the visitor lands on / with the sign-in window open`, async ({
      page,
      context,
    }) => {
      expect((await context.cookies()).some((cookie) => cookie.name === 'auth_key')).toBe(false);

      await page.goto(path);

      await expect(page).toHaveURL(`${SHOP_URL}/`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(account.signInEmail)).toBeVisible();
    });
  }

  test('When the content API fails, then the 500 page shows its texts and a way home', async ({ page, shop }) => {
    // The server renders content pages with the API it reaches itself: the failure is the browser's, on
    // a page it opens inside the shop.
    await page.goto('/brands');
    await page.route('**/api/pages/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
      }),
    );

    await shop.navigateInApp('/policy');

    await expect(shop.main.getByRole('heading', { name: spec.serverErrorTitle })).toBeVisible();
    await expect(shop.main.getByText(spec.serverErrorText, { exact: true })).toBeVisible();
    await expect(shop.main.getByRole('link', { name: shell.toHome, exact: true })).toHaveAttribute('href', '/');
  });
});
