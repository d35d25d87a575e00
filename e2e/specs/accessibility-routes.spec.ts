import { ACCESSIBILITY, catalogueRoutes, openRoute } from '../support/accessibility';
import { expectAccessible } from '../support/axe';
import { swiperRunning } from '../support/carousel';
import { expect, test } from '../support/fixtures';
import { catalog, spec } from '../support/texts';

/** WCAG 2.2 AA of every public route and of the 404 page (`support/accessibility.ts`). */
test.describe(ACCESSIBILITY, { tag: '@phone' }, () => {
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
});
