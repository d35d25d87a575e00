import { expect, test, type MenuItem } from '../support/fixtures';
import { account, shell, spec } from '../support/texts';

/** Digits and the plus of a phone, as in a `tel:` link. */
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

test.describe('Shared layout (docs/product.md §2)', () => {
  test('When the home page opens, then the header shows the phone, the e-mail, both stores and the menus of the server', async ({
    shop,
    api,
  }) => {
    const [configs, nav] = await Promise.all([api.configs(), api.nav()]);

    await shop.open('/');

    const header = shop.header;
    const phone = header.getByRole('link', { name: configs.HEADER_PHONE, exact: true }).first();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', tel(configs.HEADER_PHONE));
    await expect(header.getByRole('link', { name: configs.HEADER_EMAIL, exact: true })).toHaveAttribute(
      'href',
      `mailto:${configs.HEADER_EMAIL}`,
    );
    for (const side of ['LEFT', 'RIGHT'] as const) {
      await expect(header.getByText(configs[`HEADER_STORE_${side}_TITLE`], { exact: true })).toBeVisible();
      const address = header.getByRole('link', {
        name: configs[`HEADER_STORE_${side}_ADDRESS_NAME`] || configs[`HEADER_STORE_${side}_ADDRESS`],
        exact: true,
      });
      await expect(address).toHaveAttribute('href', configs[`HEADER_STORE_${side}_ADDRESS`]);
      await expect(header.getByRole('link', { name: configs[`HEADER_STORE_${side}_PHONE`], exact: true }).first()).toBeVisible();
    }

    const menus: MenuItem[] = [...nav.header_left_menu, ...nav.header_menu];
    expect(nav.header_left_menu.length, 'the seed has a left menu').toBeGreaterThan(0);
    expect(nav.header_menu.length, 'the seed has a right menu').toBeGreaterThan(0);
    for (const item of menus) {
      await expect(header.getByRole('link', { name: item.title, exact: true }).first()).toHaveAttribute('href', item.url);
    }
  });

  test('When the home page opens, then the footer shows its menu, the contacts, the socials and the card logos of the server', async ({
    shop,
    api,
  }) => {
    const [configs, nav] = await Promise.all([api.configs(), api.nav()]);

    await shop.open('/');

    const footer = shop.footer;
    expect(nav.footer_menu.length, 'the seed has a footer menu').toBeGreaterThan(0);
    for (const item of nav.footer_menu) {
      await expect(footer.getByRole('link', { name: item.title, exact: true }).first()).toBeVisible();
      for (const child of item.children) {
        await expect(footer.getByRole('link', { name: child.title, exact: true }).first()).toHaveAttribute('href', child.url);
      }
    }
    await expect(footer.getByRole('link', { name: configs.MAIN_PHONE, exact: true })).toHaveAttribute('href', tel(configs.MAIN_PHONE));
    await expect(footer.getByRole('link', { name: configs.MAIN_EMAIL, exact: true })).toHaveAttribute(
      'href',
      `mailto:${configs.MAIN_EMAIL}`,
    );
    const links = await footer.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    for (const social of ['vkontakte', 'instagram', 'facebook'].filter((key) => configs[key])) {
      expect(links, `footer links to ${social}`).toContain(configs[social]);
    }
    const cards = ['MIR_CARD', 'VISA_CARD', 'MASTERCARD', 'MAESTRO_CARD'].filter((key) => configs[key]);
    expect(cards.length, 'the seed has card logos').toBeGreaterThan(0);
    const images = await footer.getByRole('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    for (const card of cards) expect(images, `footer shows the ${card} logo`).toContain(configs[card]);
  });

  test('When the visitor accepts cookies with «ОК», then the notice goes and stays gone after a reload for 365 days', async ({
    shop,
    page,
    context,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);
    const accept = page.getByRole('button', { name: spec.cookieAccept, exact: true });
    await expect(accept).toBeVisible();

    await accept.click();

    await expect(accept).toBeHidden();
    const cookie = (await context.cookies()).find((item) => item.name === 'hideCookiesPanel');
    expect(cookie, 'cookie hideCookiesPanel is set').toBeDefined();
    expect(cookie!.path).toBe('/');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);

    await shop.open('/', configs.HEADER_PHONE);
    await expect(page.getByRole('button', { name: spec.cookieAccept, exact: true })).toHaveCount(0);
  });

  test('When the page is scrolled 64 px or more, then the header becomes compact and hides its top strip', async ({
    shop,
    page,
    api,
  }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);
    // Tall enough to scroll whatever the page holds.
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
    });
    const apply = shop.header.getByRole('button', { name: spec.leaveApplication, exact: true });
    await expect(apply).toBeVisible();
    await expect(shop.header).not.toHaveClass(/compact/);

    const settled = await page.evaluate(async () => {
      window.scrollTo(0, 64);
      // A few frames: the header reacts on the next one, and any layout shift it causes shows by then.
      for (let frame = 0; frame < 10; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.scrollY;
    });
    expect(settled, 'the page stays where the customer scrolled it').toBeGreaterThanOrEqual(64);
    await expect(shop.header).toHaveClass(/compact/);
    await expect(apply).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 63));
    await expect(shop.header).not.toHaveClass(/compact/);
    await expect(apply).toBeVisible();
  });

  test('When «Оставить заявку» is pressed, then the request window opens with its form', async ({ shop, page, api }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);

    await shop.header.getByRole('button', { name: spec.leaveApplication, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: spec.leaveApplication });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(shell.name)).toBeVisible();
    await expect(dialog.getByLabel(shell.phone)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('When the window is desktop wide, then the mobile bottom navigation is hidden', async ({ shop, api }) => {
    const configs = await api.configs();
    await shop.open('/', configs.HEADER_PHONE);
    await expect(shop.mobileNav).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('When the window is 390 px wide, then the bottom navigation shows Каталог, Корзина and Меню and the desktop strip is hidden', async ({
      shop,
      page,
      api,
    }) => {
      const [configs, nav] = await Promise.all([api.configs(), api.nav()]);
      await shop.open('/');

      const bottom = shop.mobileNav;
      await expect(bottom).toBeVisible();
      await expect(bottom.getByRole('link', { name: shell.catalogue, exact: true })).toBeVisible();
      await expect(bottom.getByRole('link', { name: shell.cart, exact: true })).toBeVisible();
      await expect(bottom.getByRole('button', { name: shell.menu, exact: true })).toBeVisible();
      // The desktop top strip (phone, e-mail, stores, the request button) is not shown on phones.
      await expect(shop.header.getByRole('button', { name: spec.leaveApplication, exact: true })).toBeHidden();
      await expect(shop.header.getByRole('link', { name: configs.HEADER_EMAIL, exact: true })).toBeHidden();

      await bottom.getByRole('button', { name: shell.menu, exact: true }).click();
      const burger = page.getByRole('dialog', { name: shell.menu });
      await expect(burger.getByRole('link', { name: nav.header_left_menu[0]!.title, exact: true })).toBeVisible();
      await burger.getByRole('button', { name: shell.closeMenu, exact: true }).click();
      await expect(burger).toBeHidden();

      await bottom.getByRole('link', { name: shell.cart, exact: true }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    test('When the bottom bar is shown, then each tab has an icon hidden from screen readers and a text label, and fits 390 px', async ({
      shop,
    }) => {
      await shop.open('/');
      const bottom = shop.mobileNav;
      // The cart tab is the checkout remote's: on a busy machine its code may come a while after the page.
      await expect(bottom.getByRole('link', { name: shell.cart, exact: true })).toBeVisible({ timeout: 30_000 });

      for (const tab of [
        bottom.getByRole('link', { name: shell.catalogue, exact: true }),
        bottom.getByRole('link', { name: shell.cart, exact: true }),
        bottom.getByRole('button', { name: shell.menu, exact: true }),
      ]) {
        await expect(tab.locator('svg')).toHaveAttribute('aria-hidden', 'true');
        const box = (await tab.boundingBox())!;
        expect(box.height, 'a tab is a comfortable touch target').toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await expect(bottom.getByText(shell.catalogue, { exact: true })).toBeVisible();
      await expect(bottom.getByText(shell.menu, { exact: true })).toBeVisible();
    });

    test('When the burger opens, then it shows the logo, «Войти», the phone and the menus; «Войти» asks to sign in; Escape closes it and gives focus back', async ({
      shop,
      page,
      api,
    }) => {
      const [configs, nav] = await Promise.all([api.configs(), api.nav()]);
      await shop.open('/');
      const burgerButton = shop.mobileNav.getByRole('button', { name: shell.menu, exact: true });

      await burgerButton.click();
      const burger = page.getByRole('dialog', { name: shell.menu });
      await expect(burger.getByRole('link', { name: shell.logo, exact: true })).toBeVisible();
      await expect(burger.getByRole('button', { name: shell.signIn, exact: true })).toBeVisible();
      await expect(burger.getByRole('link', { name: new RegExp(configs.HEADER_PHONE.replace(/[()+]/g, '\\$&')) })).toHaveAttribute(
        'href',
        tel(configs.HEADER_PHONE),
      );
      for (const item of [...nav.header_left_menu, ...nav.header_menu]) {
        await expect(burger.getByRole('link', { name: item.title, exact: true }).first()).toBeVisible();
      }

      await page.keyboard.press('Escape');
      await expect(burger).toBeHidden();
      await expect(burgerButton).toBeFocused();

      await burgerButton.click();
      await burger.getByRole('button', { name: shell.signIn, exact: true }).click();
      await expect(burger).toBeHidden();
      await expect(page.getByRole('dialog', { name: account.signInTitle })).toBeVisible();
    });

    test('When a link of the burger is followed, then the menu closes on the new page', async ({ shop, page, api }) => {
      const nav = await api.nav();
      const item = nav.header_left_menu.find((entry) => entry.url.startsWith('/'))!;
      await shop.open('/');

      await shop.mobileNav.getByRole('button', { name: shell.menu, exact: true }).click();
      await page.getByRole('dialog', { name: shell.menu }).getByRole('link', { name: item.title, exact: true }).first().click();

      await expect(page).toHaveURL(new RegExp(`${item.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('dialog', { name: shell.menu })).toBeHidden();
    });
  });
});
