import { expect, test, type Shop } from '../support/fixtures';
import { catalog, checkout, fragmentUnavailable, search, shell, spec } from '../support/texts';

/**
 * docs/architecture.md §2: with any one remote down the rest of the shop keeps working. Each test blocks one
 * remote's mf-manifest.json in the browser and walks through the pages of the others.
 */

const SEARCH_QUERY = 'витамин';

/** The page area shows the quiet message of a missing section, not an empty or an error page. */
async function expectSectionUnavailable(shop: Shop) {
  await expect(shop.main.getByText(shell.sectionUnavailable)).toBeVisible();
  await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toHaveCount(0);
  await expect(shop.main.getByRole('heading', { name: spec.serverErrorTitle })).toHaveCount(0);
}

/**
 * The parts of the layout that are the shell's own still render with the server's data: the header's call
 * link to the shop's phone (its number on a desktop, «Позвонить» on a phone) and the footer's e-mail.
 */
async function expectLayout(shop: Shop, configs: Record<string, string>) {
  const tel = `tel:+${configs.HEADER_PHONE!.replace(/\D/g, '')}`;
  await expect(shop.header.locator(`a[href="${tel}"]`).filter({ visible: true }).first()).toBeVisible();
  await expect(shop.footer.getByRole('link', { name: configs.MAIN_EMAIL, exact: true })).toBeVisible();
}

async function expectCatalogueHome(shop: Shop) {
  await expect(shop.main.getByRole('heading', { name: catalog.categories, exact: true })).toBeVisible();
  // Product rows load as they come near.
  await shop.scrollThrough();
  await shop.main.getByRole('article').first().scrollIntoViewIfNeeded();
  await expect(shop.main.getByRole('article').first()).toBeVisible();
  await expect(shop.main.getByText(shell.sectionUnavailable)).toHaveCount(0);
}

async function expectCartPage(shop: Shop) {
  await expect(shop.main.getByRole('heading', { level: 1, name: checkout.cartTitle, exact: true })).toBeVisible();
  await expect(shop.main.getByText(shell.sectionUnavailable)).toHaveCount(0);
}

async function expectSearchPage(shop: Shop) {
  await expect(shop.main.getByRole('heading', { level: 1, name: search.pageTitle, exact: true })).toBeVisible();
  await expect(shop.main.getByRole('searchbox', { name: search.inputLabel })).toHaveValue(SEARCH_QUERY);
  await expect(shop.main.getByText(shell.sectionUnavailable)).toHaveCount(0);
}

test.describe('One remote down, the shop keeps selling (docs/architecture.md §2)', () => {
  test('When the catalogue is down, then the cart and search still work and the catalogue button gives way to a quiet message', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const blocked = await shop.blockRemote('mf_catalog');

    await shop.open('/cart');

    await expectLayout(shop, configs);
    await expectCartPage(shop);
    await expect(shop.header.getByText(fragmentUnavailable.catalogDropdown, { exact: true })).toBeVisible();
    await expect(shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true })).toHaveCount(0);

    await shop.navigateInApp(`/search?query=${encodeURIComponent(SEARCH_QUERY)}`);
    await expectSearchPage(shop);

    // The logo leads home, and home is the catalogue's page.
    await shop.header.getByRole('link', { name: shell.logo }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSectionUnavailable(shop);
    await expectLayout(shop, configs);

    const response = await page.goto('/category');
    expect(response?.status()).toBe(200);
    await expectSectionUnavailable(shop);
    expect(blocked.attempts(), 'the browser asked for the blocked manifest').toBeGreaterThan(0);
  });

  test('When checkout is down, then the catalogue and a product page still work and the cart button gives way to a quiet message', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const product = await api.someProduct();
    const blocked = await shop.blockRemote('mf_checkout');

    await shop.open('/');

    await expectLayout(shop, configs);
    await expectCatalogueHome(shop);
    await expect(shop.header.getByText(fragmentUnavailable.headerCart, { exact: true })).toBeVisible();
    await expect(shop.main.getByText(fragmentUnavailable.cartButton, { exact: true }).first()).toBeVisible();

    await shop.navigateInApp(product.url);
    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(shop.main.getByText(fragmentUnavailable.cartButton, { exact: true }).first()).toBeVisible();
    await expect(shop.main.getByRole('button', { name: checkout.buy, exact: true })).toHaveCount(0);

    await shop.navigateInApp('/cart');
    await expectSectionUnavailable(shop);
    await expectLayout(shop, configs);

    await page.goto('/cart');
    await expectSectionUnavailable(shop);
    expect(blocked.attempts(), 'the browser asked for the blocked manifest').toBeGreaterThan(0);
  });

  test('When the account remote is down, then the catalogue and the cart still work and the personal icons give way to a quiet message', async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const blocked = await shop.blockRemote('mf_account');

    await shop.open('/');

    await expectLayout(shop, configs);
    await expectCatalogueHome(shop);
    await expect(shop.header.getByText(fragmentUnavailable.headerPersonal, { exact: true })).toBeVisible();

    await shop.navigateInApp('/cart');
    await expectCartPage(shop);

    await page.goto('/personal/help-buyer');
    await expectSectionUnavailable(shop);
    await expectLayout(shop, configs);
    expect(blocked.attempts(), 'the browser asked for the blocked manifest').toBeGreaterThan(0);
  });

  test('When search is down, then the catalogue and the cart still work and the search field gives way to a quiet message', { tag: '@smoke' }, async ({
    page,
    shop,
    api,
  }) => {
    const configs = await api.configs();
    const blocked = await shop.blockRemote('mf_search');

    await shop.open('/');

    await expectLayout(shop, configs);
    await expectCatalogueHome(shop);
    await expect(shop.header.getByText(fragmentUnavailable.searchDropdown, { exact: true })).toBeVisible();

    await shop.navigateInApp('/cart');
    await expectCartPage(shop);

    await page.goto(`/search?query=${encodeURIComponent(SEARCH_QUERY)}`);
    await expectSectionUnavailable(shop);
    await expectLayout(shop, configs);
    expect(blocked.attempts(), 'the browser asked for the blocked manifest').toBeGreaterThan(0);
  });
});
