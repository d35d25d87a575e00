import { expect, test } from '../support/fixtures';
import { catalog, checkout, search, shell } from '../support/texts';
import { registerInWindows } from '../support/registration';

/**
 * The main journeys on a phone (390×844, by touch), in the order a customer makes them: home, the
 * catalogue from the bottom navigation, a category filtered in the phone's filter panel, a product put into
 * the cart, the search, the cart, signing in on the way to the order, a pickup order and the cabinet. The
 * suite's automatic check fails any step that ends on a page wider than the phone.
 */
test.describe('Phone journeys', { tag: ['@phone', '@smoke'] }, () => {
  test('When a customer shops on a phone by touch, then every step works from home to the order in the cabinet', async ({
    page,
    shop,
    api,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = `phone.${testInfo.project.name}.${Date.now()}@example.ru`;
    const biggest = await api.biggestCategory();
    const brandFacet = biggest.facets?.find((facet) => facet.key === 'brand');
    const brand = brandFacet?.type === 'checkbox' ? brandFacet.values[0] : undefined;
    expect(brand, 'the category offers brands to filter by').toBeTruthy();
    const byBrand = await api.category(biggest.category.full_slug, { brand: String(brand!.value), pageSize: 24 });
    const product = byBrand.products.content.find((item) => item.quantity >= 2);
    expect(product, 'the brand has a product in stock on its first page').toBeTruthy();

    // Home: the bottom navigation is there and leads to the catalogue.
    await shop.open('/');
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeAttached();
    await shop.mobileNav.getByRole('link', { name: shell.catalogue, exact: true }).tap();
    await expect(page).toHaveURL(/\/category$/);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();

    // A category, filtered by a brand in the full-screen filter panel.
    await shop.open(`/category/${biggest.category.full_slug}`);
    await expect(shop.main.getByRole('article').first()).toBeVisible();
    await shop.main.getByRole('button', { name: catalog.filters, exact: true }).tap();
    const filters = page.getByRole('dialog', { name: catalog.filters });
    await expect(filters).toBeVisible();
    await filters.getByRole('checkbox', { name: brand!.title, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand!.value}(&|$)`));
    await filters.getByRole('button', { name: /^Показать \d+/ }).tap();
    await expect(filters).toBeHidden();
    const card = shop.main.getByRole('article', { name: product!.title }).first();
    await expect(card).toBeVisible();

    // The product page, and «Купить» by touch.
    await card.getByRole('link', { name: product!.title }).tap();
    await expect(shop.main.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    await shop.main.getByRole('button', { name: checkout.buy, exact: true }).first().tap();
    await expect(shop.main.getByRole('textbox', { name: checkout.quantity }).first()).toHaveValue('1');

    // Search from the header: suggestions, then the results page.
    const input = shop.header.getByRole('combobox', { name: search.inputLabel });
    await input.tap();
    await input.fill('витамины');
    await expect(shop.header.getByRole('listbox', { name: search.suggestions })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('query') === 'витамины');
    await expect(shop.main.getByRole('article').first()).toBeVisible();

    // The cart from the bottom navigation; checking out asks to sign in, and a new customer registers.
    await shop.mobileNav.getByRole('link', { name: `${shell.cart} — 1 товар` }).tap();
    await expect(shop.main.getByRole('heading', { level: 1, name: new RegExp(checkout.cartTitle) })).toBeVisible();
    await expect(shop.main.getByRole('article', { name: product!.title }).or(shop.main.getByText(product!.title)).first()).toBeVisible();
    await shop.main.getByRole('button', { name: checkout.toCheckout }).tap();
    await registerInWindows(page, api, email, 'tap');
    await expect(page).toHaveURL(/\/order$/);
    const cookie = (await context.cookies()).find((item) => item.name === 'auth_key');
    expect(cookie, 'signed in').toBeDefined();
    const token = decodeURIComponent(cookie!.value);

    // The order: pickup in a store, paid on receipt.
    const draft = await api.getWith<{ availableDelivery: Array<{ key: string; title: string }>; paymentInfo: { methods: Array<{ key: string; title: string }> } }>(
      'order',
      { 'x-authorization': `Token ${token}` },
    );
    const pickup = draft.availableDelivery.find((option) => option.key === 'pickup_left')!;
    const cash = draft.paymentInfo.methods.find((method) => method.key === 'cash')!;
    await expect(shop.main.getByRole('heading', { level: 1, name: checkout.orderTitle })).toBeVisible();
    await shop.main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: pickup.title, exact: true }).tap();
    await shop.main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: cash.title, exact: true }).tap();
    await shop.main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).tap();
    await shop.main.getByRole('button', { name: checkout.submit }).tap();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
    await expect(shop.main.getByText(checkout.nextPickupCash)).toBeVisible();
    const orderNumber = /\/order\/confirm\/(\d+)/.exec(page.url())![1]!;

    // The cabinet lists the order.
    await shop.main.getByRole('link', { name: checkout.toOrders }).tap();
    await expect(page).toHaveURL(/\/personal\/orders$/);
    const order = await api.getWith<{ number: string }>(`order-confirm/${orderNumber}`, { 'x-authorization': `Token ${token}` });
    await expect(shop.main.getByText(order.number).first()).toBeVisible();
  });
});
