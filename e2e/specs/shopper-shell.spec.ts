import type { Locator, Page } from '@playwright/test';
import { deliveryPlace, expect, test, type MenuItem, type ShopApi } from '../support/fixtures';
import { fromOwnAddress } from '../support/own-address';
import { NARROW_WIDTHS, pageWidth } from '../support/page-width';
import { account, checkout, shell, spec } from '../support/texts';
import { registerInWindows } from '../support/registration';

/**
 * What a shopper tripped over in the shell: the city chosen before signing in, pages wider than a phone,
 * the phone menu's contacts and callback request, focus after the windows, and the 404 status.
 */

const text = {
  yourCity: 'Ваш город',
  cityWindow: 'Выберите город',
  city: 'Город',
  close: 'Закрыть',
  callbackPhone: 'Телефон',
} as const;

const LUKI = 'Великие Луки';

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

/** The session key the browser holds (the shell starts a session on the first page). */
async function sessionKey(page: Page): Promise<string> {
  let key = '';
  await expect
    .poll(async () => {
      key = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'session_key')?.value ?? '');
      return key;
    })
    .not.toBe('');
  return key;
}

/** The phone menu, opened from the bottom bar. */
async function openBurger(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Мобильная навигация' }).getByRole('button', { name: shell.menu, exact: true }).click();
  const menu = page.getByRole('dialog', { name: shell.menu });
  await expect(menu).toBeVisible();
  return menu;
}

/** The button of the city (the header's strip on a desktop, the phone menu on a phone). */
async function cityButton(page: Page, isMobile: boolean, title: string): Promise<Locator> {
  const scope = isMobile ? await openBurger(page) : page.getByRole('banner');
  return scope.getByRole('button', { name: new RegExp(`${text.yourCity}: ${title}`) });
}

/** Every content page a shopper reaches from the menus and the footer, and the consent pages of the forms. */
async function contentPages(api: ShopApi): Promise<string[]> {
  const nav = await api.nav();
  const all: MenuItem[] = [];
  const walk = (items: MenuItem[]) =>
    items.forEach((item) => {
      all.push(item);
      walk(item.children);
    });
  walk([...nav.header_left_menu, ...nav.header_menu, ...nav.footer_menu]);
  const slugs = all.filter((item) => item.type === 'page' && /^\/[^/]+$/.test(item.url)).map((item) => item.url);
  return [...new Set(['/policy', '/personal-data-consent', '/newsletter-consent', ...slugs])];
}

test.describe('The shopper in the shell: city, widths, phone menu, focus, 404', () => {
  test.beforeEach(async ({ page }) => {
    await fromOwnAddress(page);
  });

  test('When a visitor chooses Великие Луки and registers from the cart, then the header, the order form and its pickup points keep that city, and the account saves it', { tag: '@phone' }, async ({
    page,
    shop,
    api,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const email = `city.${unique()}@example.ru`;
    const luki = (await api.get<{ results: Array<{ id: number; title: string }> }>('city/list', { query: LUKI })).results.find(
      (city) => city.title === LUKI,
    )!;
    const product = await api.someProduct();
    await shop.open('/');

    await (await cityButton(page, isMobile, 'Псков')).click();
    const window = page.getByRole('dialog', { name: text.cityWindow });
    await window.getByRole('button', { name: new RegExp(`^${LUKI}\\s*Псковская область$`) }).click();
    await expect(window).toBeHidden();
    const key = await sessionKey(page);
    await api.postWith('cart/add', { product_id: product.id, quantity: 1 }, { 'x-authorization': `Session ${key}` });

    // From the cart: sign-in by code, then registration, straight to the order.
    await page.goto('/cart');
    await shop.main.getByRole('button', { name: checkout.toCheckout }).click();
    await registerInWindows(page, api, email);
    await expect(page).toHaveURL(/\/order$/);
    const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'auth_key')!.value);
    const asCustomer = { 'x-authorization': `Token ${token}` };

    // The account took the visit's choice: the order's city and the saved city are Великие Луки.
    const draft = await api.getWith<{ delivery_city: { id: number } | null; availableDelivery: Array<{ key: string; title: string }> }>('order', asCustomer);
    expect(draft.delivery_city?.id).toBe(luki.id);
    const saved = await api.getWith<{ current_city: { title: string } | null }>('city/list', asCustomer, { is_important: 'true' });
    expect(saved.current_city?.title).toBe(LUKI);

    // The pickup points come for Великие Луки.
    const points = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/pickup-points');
    const pickup = draft.availableDelivery.find((option) => option.key === 'post_pickup')!;
    await shop.main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: pickup.title, exact: true }).check();
    expect(new URL((await points).url()).searchParams.get('city_id')).toBe(String(luki.id));
    const list = shop.main.getByRole('radiogroup', { name: deliveryPlace.pointsIn(LUKI) });
    await expect(list.getByRole('radio', { name: /Пункт выдачи на Ленина/ })).toBeVisible();

    // A courier of a delivery service brings it to Великие Луки too.
    const postCourier = draft.availableDelivery.find((option) => option.key === 'post_courier')!;
    await shop.main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: postCourier.title, exact: true }).check();
    await expect(shop.main.getByLabel(text.city, { exact: true })).toHaveValue(LUKI);

    // The header still says Великие Луки, also after a reload.
    await page.reload();
    await expect(await cityButton(page, isMobile, LUKI)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('When the phone menu opens, then it has the e-mail, both stores with their map links and «Оставить заявку», which opens the callback form and gives focus back to the menu button', { tag: '@phone' }, async ({
      page,
      shop,
      api,
    }) => {
      const configs = await api.configs();
      await shop.open('/');
      const menu = await openBurger(page);

      await expect(menu.getByRole('link', { name: configs.HEADER_EMAIL })).toHaveAttribute('href', `mailto:${configs.HEADER_EMAIL}`);
      for (const side of ['LEFT', 'RIGHT']) {
        await expect(menu.getByText(configs[`HEADER_STORE_${side}_TITLE`]!, { exact: true })).toBeVisible();
        const map = menu.getByRole('link', { name: configs[`HEADER_STORE_${side}_ADDRESS_NAME`]! });
        await expect(map).toHaveAttribute('href', configs[`HEADER_STORE_${side}_ADDRESS`]!);
        await expect(map).toHaveAttribute('target', '_blank');
      }
      expect(await pageWidth(page)).toBe('');

      await menu.getByRole('button', { name: spec.leaveApplication, exact: true }).tap();
      const callback = page.getByRole('dialog', { name: spec.leaveApplication });
      await expect(callback.getByLabel(text.callbackPhone)).toBeVisible();
      await expect(menu).toBeHidden();
      await callback.getByRole('button', { name: text.close, exact: true }).tap();
      await expect(callback).toBeHidden();
      await expect(page.getByRole('button', { name: shell.menu, exact: true })).toBeFocused();

      // The footer offers the callback request too.
      await shop.footer.getByRole('button', { name: spec.leaveApplication, exact: true }).tap();
      await expect(page.getByRole('dialog', { name: spec.leaveApplication })).toBeVisible();
    });

    test('When the header shows at 320, 390 and 768 px, then the logo ends before the first of its icons', { tag: '@phone' }, async ({ page, shop }) => {
      await shop.open('/');
      const logo = page.getByRole('banner').getByRole('link', { name: 'На главную страницу' }).first();
      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The icons are the personal fragment, the cart and the call button: the leftmost visible one counts.
        const firstIcon = await page.locator('.sh-header__icons').evaluate((icons) =>
          Math.min(...[...icons.querySelectorAll('a, button')].map((node) => node.getBoundingClientRect()).filter((box) => box.width > 0).map((box) => box.left)),
        );
        const box = await logo.boundingBox();
        expect(box, `the logo at ${width} px`).not.toBeNull();
        expect(box!.x + box!.width, `the logo's right edge at ${width} px`).toBeLessThanOrEqual(firstIcon);
        expect(await pageWidth(page), `the home page at ${width} px`).toBe('');
      }
    });

    test('When /policy and every content page open at 320, 390 and 768 px with the cookie notice, then none is wider than the screen and «ОК» is whole on it', { tag: '@phone' }, async ({
      page,
      api,
    }) => {
      test.setTimeout(180_000);
      const pages = await contentPages(api);
      expect(pages.length).toBeGreaterThan(3);
      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of pages) {
          await page.goto(path);
          const heading = page.getByRole('main').getByRole('heading', { level: 1 });
          await expect(heading).toBeVisible();
          const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
          const ok = notice.getByRole('button', { name: spec.cookieAccept, exact: true });
          await expect(ok).toBeVisible();
          expect(await pageWidth(page), `${path} at ${width} px`).toBe('');
          for (const [name, box] of [['the heading', await heading.boundingBox()], ['«ОК»', await ok.boundingBox()]] as const) {
            expect(box, `${name} of ${path}`).not.toBeNull();
            expect(box!.x, `${name} of ${path} at ${width} px starts on the screen`).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width, `${name} of ${path} at ${width} px ends on the screen`).toBeLessThanOrEqual(width);
          }
        }
      }
    });
  });

  test.describe('by keyboard', { tag: '@desktop' }, () => {
    test('When the sign-in window opened from «Профиль» closes by Escape, by «Закрыть» or by a press outside, then focus is back on «Профиль»', async ({
      page,
      shop,
      api,
    }) => {
      const configs = await api.configs();
      await shop.open('/', configs.HEADER_PHONE);
      const profile = shop.header.getByRole('button', { name: account.profile, exact: true });
      const signIn = page.getByRole('dialog', { name: account.signInTitle });
      const open = async () => {
        await profile.focus();
        await page.keyboard.press('Enter');
        const popup = page.getByRole('dialog', { name: account.profile });
        await popup.getByRole('button', { name: account.signIn, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(signIn.getByLabel(account.signInEmail)).toBeVisible();
      };

      await open();
      await page.keyboard.press('Escape');
      await expect(signIn).toBeHidden();
      await expect(profile).toBeFocused();

      await open();
      await signIn.getByRole('button', { name: text.close, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(signIn).toBeHidden();
      await expect(profile).toBeFocused();

      await open();
      await page.mouse.click(5, 400);
      await expect(signIn).toBeHidden();
      await expect(profile).toBeFocused();
    });

    test('When the city window and «Оставить заявку» close by Escape, then focus is back on the button that opened each', async ({ page, shop, api }) => {
      const configs = await api.configs();
      await shop.open('/', configs.HEADER_PHONE);
      const city = shop.header.getByRole('button', { name: new RegExp(text.yourCity) });
      await city.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: text.cityWindow })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: text.cityWindow })).toBeHidden();
      await expect(city).toBeFocused();

      const apply = shop.header.getByRole('button', { name: spec.leaveApplication, exact: true });
      await apply.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: spec.leaveApplication })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: spec.leaveApplication })).toBeHidden();
      await expect(apply).toBeFocused();
    });
  });

  test('When an unknown address under a known prefix is opened, then the server answers 404 and the 404 page shows', async ({ page }) => {
    for (const path of ['/personal/nope', '/order/x/y']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: spec.notFoundTitle })).toBeVisible();
    }
  });
});
