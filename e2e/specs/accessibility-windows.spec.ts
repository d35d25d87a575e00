import { ACCESSIBILITY, catalogueRoutes, openRoute } from '../support/accessibility';
import { expectAccessible } from '../support/axe';
import { expect, networkQuiet, test } from '../support/fixtures';
import { catalog, checkout, search, shell, spec } from '../support/texts';

/** Tab presses from the page's content (after the skip link) to «Купить» on a product page. */
const MAX_TABS_TO_BUY = 10;

/**
 * WCAG 2.2 AA of the windows, the menus and the search suggestions, and «Купить» within reach of the keyboard
 * (`support/accessibility.ts`).
 */
test.describe(ACCESSIBILITY, { tag: '@phone' }, () => {
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
