import { ACCESSIBILITY, catalogueRoutes, openRoute, signedInCustomer } from '../support/accessibility';
import { expectAccessible } from '../support/axe';
import { test } from '../support/fixtures';

/** WCAG 2.2 AA of the cabinet, as a signed-in customer sees it (`support/accessibility.ts`). */
test.describe(ACCESSIBILITY, { tag: '@phone' }, () => {
  test('When the signed-in customer opens the cabinet, then every page of it passes axe', async ({ page, shop, api, context }) => {
    test.setTimeout(300_000);
    const token = await signedInCustomer(api, context, 'cabinet');
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
});
