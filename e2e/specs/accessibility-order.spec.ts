import { ACCESSIBILITY, catalogueRoutes, openRoute, signedInCustomer } from '../support/accessibility';
import { expectAccessible } from '../support/axe';
import { expect, networkQuiet, test } from '../support/fixtures';
import { checkout } from '../support/texts';

/** WCAG 2.2 AA of the cart, the order form and the confirmation, as a signed-in customer (`support/accessibility.ts`). */
test.describe(ACCESSIBILITY, { tag: '@phone' }, () => {
  test('When the customer fills the cart, opens the order and places it for pickup in a store, then the cart, the order and the confirmation pass axe', async ({
    page,
    shop,
    api,
    context,
  }) => {
    const token = await signedInCustomer(api, context, 'order');
    const asCustomer = { 'x-authorization': `Token ${token}` };
    const { productId } = await catalogueRoutes(api);
    await api.postWith('cart/clear', {}, asCustomer);
    await api.postWith('cart/add', { product_id: productId, quantity: 1 }, asCustomer);

    await openRoute(shop, page, '/cart');
    await expect(shop.main.getByRole('link', { name: checkout.toCheckout })).toBeVisible();
    await expectAccessible(page, 'the cart with a product');

    await openRoute(shop, page, '/order');
    await expect(shop.main.getByLabel(checkout.fullName)).toHaveValue('Ольга Смирнова');
    await expectAccessible(page, '/order');

    const draft = await api.getWith<{ availableDelivery: Array<{ key: string; title: string }>; paymentInfo: { methods: Array<{ key: string; title: string }> } }>(
      'order',
      asCustomer,
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
});
