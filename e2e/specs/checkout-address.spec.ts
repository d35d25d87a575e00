import type { BrowserContext, Locator } from '@playwright/test';
import { deliveryPlace, expect, signInBrowser, test, type Product, type ShopApi } from '../support/fixtures';
import { SHOP_URL } from '../support/stack';
import { checkout } from '../support/texts';

/**
 * Where an order goes. One new customer orders by the shop's
 * courier with a suggested street, comes back and is offered the saved address, then orders to a
 * postal pickup point and to a store; a courier order without a house is refused under the field.
 * The confirmation page and the cabinet show the place. Written for a desktop and for a phone with touch.
 */
test.describe.configure({ mode: 'serial' });

const email = `address.${Date.now()}@example.ru`;
let token = '';

/** Parts of the API answers the journeys read (full shapes: shared-kit/src/contracts/api). */
interface OrderDraft {
  availableDelivery: Array<{ key: string; title: string; address: string | null }>;
  paymentInfo: { methods: Array<{ key: string; title: string }> };
}
interface Order {
  id: number;
  number: string;
  delivery_key: string;
  delivery: { title: string; address: string | null };
  delivery_address: { city: string; street: string; house: string; flat: string } | null;
  pickup_point: { id: string; title: string; hours: string } | null;
}

const asCustomer = () => ({ 'x-authorization': `Token ${token}` });

/** The customer signed in through the API once, and the browser holding the sign-in cookie. */
async function signedIn(api: ShopApi, context: BrowserContext) {
  if (!token) token = await api.signInByEmail(email);
  await signInBrowser(context, token);
}

/** A product in stock, put alone into the customer's cart. */
async function cartWithProduct(api: ShopApi): Promise<Product> {
  const page = await api.catalogue({ pageSize: 40 });
  const product = page.products.content.find((item) => item.quantity >= 5 && item.price_current >= 300);
  expect(product, 'the catalogue has a product in stock').toBeDefined();
  await api.postWith('cart/clear', {}, asCustomer());
  await api.postWith('cart/add', { product_id: product!.id, quantity: 1 }, asCustomer());
  return product!;
}

/** The order page with the contacts a new customer types, and the way of delivery with this key chosen. */
async function orderPageWith(api: ShopApi, main: Locator, deliveryKey: string): Promise<OrderDraft> {
  const draft = await api.getWith<OrderDraft>('order', asCustomer());
  await expect(main.getByRole('heading', { level: 1, name: checkout.orderTitle })).toBeVisible();
  const name = main.getByLabel(checkout.fullName);
  if ((await name.inputValue()) === '') await name.fill('Мария Кузнецова');
  const phone = main.getByLabel(checkout.phone);
  if ((await phone.inputValue()).replace(/\D/g, '').length < 11) {
    await phone.fill('');
    await phone.pressSequentially('9112223344');
  }
  const delivery = draft.availableDelivery.find((option) => option.key === deliveryKey)!;
  await main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: delivery.title, exact: true }).check();
  return draft;
}

/** Pays on receipt, gives the consent and places the order; answers the order from the API. */
async function submit(api: ShopApi, main: Locator, draft: OrderDraft): Promise<Order> {
  const cash = draft.paymentInfo.methods.find((method) => method.key === 'cash')!;
  await main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: cash.title, exact: true }).check();
  await main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();
  await main.getByRole('button', { name: checkout.submit }).click();
  await expect(main.page()).toHaveURL(/\/order\/confirm\/\d+$/);
  const id = Number(/\/order\/confirm\/(\d+)/.exec(main.page().url())![1]);
  return api.getWith<Order>(`order-confirm/${id}`, asCustomer());
}

test.describe('checkout: the courier’s address, the pickup point and the store', { tag: '@phone' }, () => {
  test('When the customer orders by courier with a suggested street, then the address is on the confirmation and in the cabinet, and the next order offers it', async ({
    shop,
    context,
    api,
  }) => {
    test.setTimeout(120_000);
    await signedIn(api, context);
    await cartWithProduct(api);
    await shop.open('/order');
    const main = shop.main;
    const draft = await orderPageWith(api, main, 'courier_city');

    // The street suggests from the shop's streets; the keyboard takes a suggestion.
    const street = main.getByRole('combobox', { name: deliveryPlace.street });
    await street.click();
    await street.pressSequentially('Труд');
    const suggestions = main.getByRole('listbox', { name: deliveryPlace.suggestions });
    await expect(suggestions.getByRole('option', { name: 'ул. Труда' })).toBeVisible();
    await expect(street).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id'))!);
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(street).toHaveValue('ул. Труда');
    await expect(suggestions).toHaveCount(0);
    await main.getByRole('textbox', { name: deliveryPlace.house, exact: true }).fill('5');
    await main.getByRole('textbox', { name: deliveryPlace.flat }).fill('12');
    const order = await submit(api, main, draft);

    expect(order.delivery_address).toMatchObject({ city: 'Псков', street: 'ул. Труда', house: '5', flat: '12' });
    await expect(main.getByText('Псков, ул. Труда, д. 5, кв. 12')).toBeVisible();

    // The cabinet's order card shows the address in its details.
    await shop.open('/personal/orders');
    const card = main.getByRole('article', { name: new RegExp(`Заказ №${order.number}`) });
    await card.getByRole('button', { name: 'Подробнее' }).click();
    await expect(card.getByText('Псков, ул. Труда, д. 5, кв. 12')).toBeVisible();

    // The next order offers the saved address first.
    await cartWithProduct(api);
    await shop.open('/order');
    const again = await orderPageWith(api, main, 'courier_city');
    await expect(main.getByRole('radio', { name: 'Псков, ул. Труда, д. 5, кв. 12' })).toBeChecked();
    await expect(main.getByRole('combobox', { name: deliveryPlace.street })).toHaveValue('ул. Труда');
    const second = await submit(api, main, again);
    expect(second.delivery_address).toMatchObject({ street: 'ул. Труда', house: '5', flat: '12' });
  });

  test('When a courier order has no house, then the refusal is under the field, and the API refuses such an order too', async ({ page, shop, context, api, playwright }) => {
    await signedIn(api, context);
    await cartWithProduct(api);
    await shop.open('/order');
    const main = shop.main;
    await orderPageWith(api, main, 'courier_city');
    await main.getByRole('radio', { name: deliveryPlace.newAddress }).check();
    await main.getByRole('combobox', { name: deliveryPlace.street }).fill('ул. Гоголя');
    await main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();

    await main.getByRole('button', { name: checkout.submit }).click();

    const house = main.getByRole('textbox', { name: deliveryPlace.house, exact: true });
    await expect(main.getByText(deliveryPlace.houseRequired)).toBeVisible();
    await expect(house).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/order$/);

    // The API's own rule, whatever the page sends.
    const request = await playwright.request.newContext({ baseURL: SHOP_URL });
    const refused = await request.post('/api/order', {
      headers: { ...asCustomer(), 'idempotency-key': `address-refusal-${Date.now()}` },
      data: { full_name: 'Мария Кузнецова', phone: '+7 (911) 222-33-44', email, payment_key: 'cash', personal_data_consent: true, address: { street: 'ул. Гоголя' } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'DELIVERY_DETAILS_INVALID', fields: { 'address.house': deliveryPlace.houseRequired } });
    await request.dispose();
  });

  test('When the customer orders to a postal pickup point found by a filter, then the point and its hours are on the confirmation', async ({ shop, context, api }) => {
    await signedIn(api, context);
    await cartWithProduct(api);
    await shop.open('/order');
    const main = shop.main;
    const draft = await orderPageWith(api, main, 'post_pickup');

    const points = main.getByRole('radiogroup', { name: deliveryPlace.pointsIn('Псков') });
    await expect(points.getByRole('radio').first()).toBeVisible();
    await main.getByRole('searchbox', { name: deliveryPlace.pointFilter }).fill('вокзал');
    await expect(points.getByRole('radio')).toHaveCount(1);
    await points.getByRole('radio', { name: /Постамат у вокзала/ }).check();
    const order = await submit(api, main, draft);

    expect(order.pickup_point).toMatchObject({ id: 'PSK-005', title: 'Постамат у вокзала' });
    await expect(main.getByText('Постамат «Постамат у вокзала»: Псков, ул. Вокзальная, д. 38')).toBeVisible();
    await expect(main.getByText(order.pickup_point!.hours)).toBeVisible();
  });

  test('When the customer picks an order up in a store, then no address is asked and the store’s address is on the confirmation', async ({ shop, context, api }) => {
    await signedIn(api, context);
    await cartWithProduct(api);
    await shop.open('/order');
    const main = shop.main;
    const draft = await orderPageWith(api, main, 'pickup_right');

    await expect(main.getByRole('combobox', { name: deliveryPlace.street })).toHaveCount(0);
    const order = await submit(api, main, draft);

    const store = draft.availableDelivery.find((option) => option.key === 'pickup_right')!;
    expect(order.delivery.address).toBe(store.address);
    await expect(main.getByText(store.address!)).toBeVisible();
  });
});
