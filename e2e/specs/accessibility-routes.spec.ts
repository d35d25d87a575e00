import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, networkQuiet, signInBrowser, test, type Shop, type ShopApi } from '../support/fixtures';
import { account, catalog, checkout, search, shell, spec } from '../support/texts';
import { swiperRunning } from '../support/carousel';

/**
 * WCAG 2.2 AA: axe on every route of the shop and on every window, at the size of the project that runs
 * it (desktop 1280×800 and the phone 390×844). A critical or serious finding fails the test with the rule,
 * its summary and the elements. A customer registers through the sign-in window (the first test, with axe
 * on each step of the window); the cabinet and the order pages are opened as that customer.
 */
let token = '';

/** Tab presses from the page's content (after the skip link) to «Купить» on a product page. */
const MAX_TABS_TO_BUY = 10;

const asCustomer = () => ({ 'x-authorization': `Token ${token}` });

/** Signs the browser in with the customer's key, as a returning customer whose cookie is still there. */
async function comeBack(context: BrowserContext) {
  await signInBrowser(context, token);
}

/** Opens a route and waits for its heading and for the page to stop loading. */
async function openRoute(shop: Shop, page: Page, path: string) {
  await shop.open(path);
  await expect(shop.main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await networkQuiet(page);
}

/** A category with products, a product in stock: the routes with a path. */
async function catalogueRoutes(api: ShopApi) {
  const [first] = await api.categoryTree();
  const product = await api.someProduct();
  return { category: `/category/${first!.full_slug}`, product: product.url, productId: product.id };
}

/**
 * Registers a new customer through the header's sign-in window, as a visitor does, calling `check` on each
 * step of the window; keeps the customer's key for the tests that follow.
 */
async function register(page: Page, shop: Shop, api: ShopApi, check: (what: string) => Promise<void> = async () => {}) {
  const email = `a11y.${test.info().project.name}.${Date.now()}@example.ru`;
  await openRoute(shop, page, '/');

  await shop.header.getByRole('button', { name: account.profile, exact: true }).click();
  const profile = page.getByRole('dialog', { name: account.profile });
  await expect(profile).toBeVisible();
  await check('the profile window');
  await profile.getByRole('button', { name: account.signIn, exact: true }).click();

  const signIn = page.getByRole('dialog', { name: account.signInTitle });
  await expect(signIn.getByLabel(account.signInEmail)).toBeVisible();
  await check('the sign-in window');
  await signIn.getByLabel(account.signInEmail).fill(email);
  await signIn.getByRole('button', { name: account.getCode }).click();
  await expect(signIn.getByLabel(account.code)).toBeVisible();
  await check('the sign-in window asking for the code');

  const { code } = await api.codeFromOutbox(email);
  await signIn.getByLabel(account.code).fill(code);
  const registration = page.getByRole('dialog', { name: account.registrationTitle });
  await expect(registration.getByLabel(account.lastName)).toBeVisible();
  await check('the registration window');
  await registration.getByLabel(account.firstName, { exact: true }).fill('Ольга');
  await registration.getByLabel(account.lastName).fill('Смирнова');
  await registration.getByLabel(account.phone).pressSequentially('89161234567');
  await registration.getByRole('checkbox', { name: new RegExp(account.consent) }).check();
  await registration.getByRole('button', { name: account.register }).click();
  await expect(registration).toBeHidden();

  const cookie = (await page.context().cookies()).find((item) => item.name === 'auth_key');
  expect(cookie, 'the customer is signed in').toBeDefined();
  token = decodeURIComponent(cookie!.value);
}

/** The customer of the first test, or a new one when this test runs on its own (a retry, a new worker). */
async function signedIn(page: Page, shop: Shop, api: ShopApi, context: BrowserContext) {
  if (!token) {
    await register(page, shop, api);
    return;
  }
  await comeBack(context);
}

test.describe('Accessibility: no critical or serious axe finding (WCAG 2.2 AA)', { tag: '@phone' }, () => {
  test('When a visitor opens the sign-in window, asks for a code and registers, then every step of the window passes axe', async ({
    page,
    shop,
    api,
  }) => {
    test.setTimeout(300_000);
    await register(page, shop, api, (what) => expectAccessible(page, what));
  });

  test('When the public routes open, then each passes axe', async ({ page, shop, api }) => {
    test.setTimeout(300_000);
    const routes = await catalogueRoutes(api);
    const [policy, delivery] = ['/policy', '/delivery'];
    for (const path of ['/', '/brands', '/cart', '/category', routes.category, routes.product, '/search?query=витамины', policy, delivery]) {
      await test.step(path, async () => {
        await openRoute(shop, page, path);
        if (path === '/') await shop.scrollThrough();
        // The carousels are checked as swiper runs them (its A11y module's roles and names, ADR 0038).
        if (path === '/') await swiperRunning(shop.main.getByRole('region', { name: catalog.heroSlider }));
        if (path === routes.product) await swiperRunning(shop.main.locator('.mfc-gallery'));
        await expectAccessible(page, path);
      });
    }
    await test.step('the 404 page', async () => {
      await page.goto('/takoy-stranitsy-net');
      await expect(shop.main.getByRole('heading', { name: spec.notFoundTitle })).toBeVisible();
      await expectAccessible(page, 'the 404 page');
    });
  });

  test('When the signed-in customer opens the cabinet, then every page of it passes axe', async ({ page, shop, api, context }) => {
    test.setTimeout(300_000);
    await signedIn(page, shop, api, context);
    const { productId } = await catalogueRoutes(api);
    // Something on the waiting list, so that its page shows a list.
    await api.addToWaitlist(token, productId);
    for (const path of [
      '/personal',
      '/personal/data',
      '/personal/favourites',
      '/personal/feedback',
      '/personal/help-buyer',
      '/personal/orders',
      '/personal/reviews',
      '/personal/waitlist',
    ]) {
      await test.step(path, async () => {
        await openRoute(shop, page, path);
        await expectAccessible(page, path);
      });
    }
  });

  test('When the customer fills the cart, opens the order and places it for pickup in a store, then the cart, the order and the confirmation pass axe', async ({
    page,
    shop,
    api,
    context,
  }) => {
    await signedIn(page, shop, api, context);
    const { productId } = await catalogueRoutes(api);
    await api.postWith('cart/clear', {}, asCustomer());
    await api.postWith('cart/add', { product_id: productId, quantity: 1 }, asCustomer());

    await openRoute(shop, page, '/cart');
    await expect(shop.main.getByRole('link', { name: checkout.toCheckout })).toBeVisible();
    await expectAccessible(page, 'the cart with a product');

    await openRoute(shop, page, '/order');
    await expect(shop.main.getByLabel(checkout.fullName)).toHaveValue('Ольга Смирнова');
    await expectAccessible(page, '/order');

    const draft = await api.getWith<{ availableDelivery: Array<{ key: string; title: string }>; paymentInfo: { methods: Array<{ key: string; title: string }> } }>(
      'order',
      asCustomer(),
    );
    const pickup = draft.availableDelivery.find((option) => option.key === 'pickup_left')!;
    const cash = draft.paymentInfo.methods.find((method) => method.key === 'cash')!;
    await shop.main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: pickup.title, exact: true }).check();
    await shop.main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: cash.title, exact: true }).check();
    await shop.main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();
    await shop.main.getByRole('button', { name: checkout.submit }).click();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
    await expect(shop.main.getByText(checkout.nextPickupCash)).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, '/order/confirm/{id}');
  });

  test('When the city window, the request window, the menus and the search suggestions open, then each passes axe', async ({
    page,
    shop,
  }) => {
    await openRoute(shop, page, '/');
    const cityWindow = page.getByRole('dialog', { name: 'Выберите город' });

    if (test.info().project.name === 'phone') {
      // On a phone the city and the menus live in the burger menu of the bottom navigation.
      await shop.mobileNav.getByRole('button', { name: shell.menu, exact: true }).click();
      const burger = page.getByRole('dialog', { name: shell.menu });
      await expect(burger).toBeVisible();
      await expectAccessible(page, 'the burger menu');
      await burger.getByRole('button', { name: /Ваш город/ }).click();
    } else {
      await shop.header.getByRole('button', { name: spec.leaveApplication, exact: true }).click();
      const request = page.getByRole('dialog', { name: spec.leaveApplication });
      await expect(request.getByLabel('Имя')).toBeVisible();
      await expectAccessible(page, 'the request window');
      await page.keyboard.press('Escape');
      await expect(request).toBeHidden();

      await shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true }).click();
      await expect(shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await networkQuiet(page);
      await expectAccessible(page, 'the catalogue dropdown');
      await page.keyboard.press('Escape');

      await shop.header.getByRole('button', { name: /Ваш город/ }).first().click();
    }
    await expect(cityWindow.getByRole('searchbox')).toBeVisible();
    await expectAccessible(page, 'the city window');
    await page.keyboard.press('Escape');
    await expect(cityWindow).toBeHidden();

    const input = shop.header.getByRole('combobox', { name: search.inputLabel });
    await input.click();
    await input.pressSequentially('витамин');
    await expect(page.getByRole('listbox').first()).toBeVisible();
    await networkQuiet(page);
    await expectAccessible(page, 'the search suggestions');
  });

  test('When a keyboard user opens a product page, then the skip link comes first and «Купить» is at most 10 Tab presses past it', async ({
    page,
    shop,
    api,
  }) => {
    const { product } = await catalogueRoutes(api);
    await openRoute(shop, page, product);
    const buy = shop.main.getByRole('button', { name: checkout.buy, exact: true }).first();
    await expect(buy).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: shell.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shop.main).toBeFocused();

    let presses = 0;
    while (presses < MAX_TABS_TO_BUY && !(await buy.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(buy, `«Купить» within ${MAX_TABS_TO_BUY} Tab presses after the skip link`).toBeFocused();
  });
});

