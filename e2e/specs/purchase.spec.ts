import type { BrowserContext, Page } from '@playwright/test';
import { expect, giveDeliveryPlace, signInBrowser, test, type Product, type ShopApi } from '../support/fixtures';
import { SHOP_URL } from '../support/stack';
import { account, checkout } from '../support/texts';
import { registerInWindows } from '../support/registration';

/**
 * Buying, from an empty cart to a paid order. One new customer goes through the
 * journeys in order: the first registers on the way to the order, the later ones come back signed in
 * and try the other ways of delivery and payment. The payment page is the API's test provider (the
 * default provider of a development shop), which answers the order the way a real provider's webhook does.
 */
test.describe.configure({ mode: 'serial' });

const email = `buyer.${Date.now()}@example.ru`;
let token = '';

/** Parts of the API answers these journeys read (full shapes: shared-kit/src/contracts/api/checkout.ts). */
interface OrderDraft {
  availableDelivery: Array<{ key: string; title: string; price: number }>;
  paymentInfo: { methods: Array<{ key: string; title: string }>; totals: { priceFinal: number } };
}
interface Order {
  id: number;
  number: string;
  status: string;
  status_title: string;
  delivery_key: string;
  payment_key: string;
  payment: { status: string; status_title: string };
  promo_code: string | null;
  bonuses: number;
  priceFinal: number;
  items: Array<{ product_id: number; is_gift: boolean; price: number; quantity: number }>;
}
interface CartGifts {
  promotion: { threshold: number } | null;
  items: Array<{ id: number; title: string }>;
}

const asCustomer = () => ({ 'x-authorization': `Token ${token}` });

async function signedInGet<T>(api: ShopApi, path: string): Promise<T> {
  return api.getWith<T>(path, asCustomer());
}

/** A product of a category page that is in stock (5 units or more) and costs `min`…`max` ₽. */
async function productOfCategory(api: ShopApi, min: number, max: number): Promise<{ categoryUrl: string; product: Product }> {
  const tree = await api.categoryTree();
  for (const top of tree) {
    for (const category of [top, ...top.children]) {
      const page = await api.category(category.full_slug);
      const product = page.products.content.find((item) => item.quantity >= 5 && item.price_current >= min && item.price_current <= max);
      if (product) return { categoryUrl: `/category/${category.full_slug}`, product };
    }
  }
  throw new Error(`the seed has no product in stock between ${min} and ${max} ₽ on a first category page`);
}

/** Signs the browser in with the customer's key, as a returning customer whose cookies are still there. */
async function comeBack(context: BrowserContext) {
  await signInBrowser(context, token);
}

/**
 * Puts a product into the customer's cart through the API (the journey under test starts later). The
 * customer is the one the first journey registered, or, when that one did not run (`--grep @smoke`), one
 * registered here through the API.
 */
async function fillCart(api: ShopApi, productId: number, quantity: number) {
  if (!token) token = await api.signInByEmail(email, { firstName: 'Ольга', lastName: 'Смирнова', phone: '+79161234567' });
  await api.postWith('cart/clear', {}, asCustomer());
  await api.postWith('cart/add', { product_id: productId, quantity }, asCustomer());
}

/**
 * Fills the order form (contacts come prefilled from the account), picks the delivery and the payment by
 * their keys (the titles the page shows are the API's), gives the address or pickup point the delivery
 * needs and places the order; answers the delivery picked.
 */
async function placeOrder(page: Page, api: ShopApi, deliveryKey: string, paymentKey: string, spendBonuses = false) {
  const draft = await signedInGet<OrderDraft>(api, 'order');
  const delivery = draft.availableDelivery.find((option) => option.key === deliveryKey)!;
  const payment = draft.paymentInfo.methods.find((method) => method.key === paymentKey)!;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: checkout.orderTitle })).toBeVisible();
  await expect(main.getByLabel(checkout.fullName)).toHaveValue('Ольга Смирнова');
  await expect(main.getByLabel(checkout.phone)).toHaveValue('+7 (916) 123-45-67');
  await main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: delivery.title, exact: true }).check();
  await giveDeliveryPlace(main, deliveryKey);
  if (spendBonuses) {
    // Choosing the delivery resets the bonuses (docs/product.md §4), so they are spent once more here.
    await expect(main.getByText(/^Можно списать \d+ бонус/)).toBeVisible();
    await main.getByRole('button', { name: /^Списать \d+ бонус/ }).click();
    await expect(main.getByText(/^Списано \d+ бонус/)).toBeVisible();
  }
  await main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: payment.title, exact: true }).check();
  await main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();
  await main.getByRole('button', { name: checkout.submit }).click();
  return delivery;
}

/** The order number from the confirmation page's address. */
function orderIdOf(page: Page): number {
  const match = /\/order\/confirm\/(\d+)/.exec(new URL(page.url()).pathname);
  expect(match, 'the confirmation page is open').not.toBeNull();
  return Number(match![1]);
}

test.describe('Checkout: from an empty cart to a paid order', () => {
  test('When a visitor adds a product from a category page, applies a promo code, registers on the way to the order, picks a gift and spends bonuses, and pays for courier delivery on the payment page, then the order is paid, priced by the server and in the cabinet', async ({
    page,
    shop,
    context,
    api,
  }) => {
    test.setTimeout(180_000);
    const configs = await api.configs();
    // Two units of 1 700–2 900 ₽ reach the 3 000 ₽ gift threshold even after a 5 % promo code.
    const { categoryUrl, product } = await productOfCategory(api, 1_700, 2_900);

    // Category page → 'Купить', then '+': the header count follows.
    await shop.open(categoryUrl, configs.HEADER_PHONE);
    const card = shop.main.getByRole('article', { name: product.title });
    await card.getByRole('button', { name: checkout.buy }).click();
    await card.getByRole('button', { name: checkout.increase }).click();
    await expect(card.getByRole('textbox', { name: checkout.quantity })).toHaveValue('2');
    await expect(shop.header.getByRole('link', { name: `${checkout.cartTitle} — 2 товара` })).toBeVisible();

    // Cart: a promo code that ended is refused with the server's reason, a running one applies.
    await shop.header.getByRole('link', { name: `${checkout.cartTitle} — 2 товара` }).click();
    await expect(shop.main.getByRole('heading', { level: 1, name: new RegExp(checkout.cartTitle) })).toBeVisible();
    const promo = shop.main.getByRole('textbox', { name: checkout.promoLabel });
    await promo.fill('leto2025');
    await shop.main.getByRole('button', { name: checkout.promoApply }).click();
    await expect(shop.main.getByText(checkout.promoExpired)).toBeVisible();
    await promo.fill('ZDOROVIE5');
    await shop.main.getByRole('button', { name: checkout.promoApply }).click();
    await expect(shop.main.getByText(checkout.promoApplied('ZDOROVIE5'))).toBeVisible();

    // 'Перейти к оформлению' signed out asks to sign in; a new e-mail registers and lands on the order page.
    await shop.main.getByRole('button', { name: checkout.toCheckout }).click();
    await registerInWindows(page, api, email);
    await expect(page).toHaveURL(/\/order$/);
    const cookie = (await context.cookies()).find((item) => item.name === 'auth_key');
    expect(cookie, 'signed in').toBeDefined();
    token = decodeURIComponent(cookie!.value);

    // The anonymous cart followed the customer, promo code included; the new account has its welcome points.
    const info = await signedInGet<{ count: number; promo_code: string | null; bonuses_available: number }>(api, 'cart/info');
    expect(info).toMatchObject({ count: 2, promo_code: 'ZDOROVIE5' });
    expect(info.bonuses_available).toBeGreaterThan(0);

    // Back in the cart: the gift of the promotion and the bonuses.
    await shop.main.getByRole('link', { name: checkout.backToCart }).click();
    const gifts = await signedInGet<CartGifts>(api, 'cart/gifts');
    expect(gifts.promotion, 'a gift promotion runs').not.toBeNull();
    const gift = gifts.items[0]!;
    await shop.main.getByRole('button', { name: checkout.chooseGift(gift.title) }).click();
    await expect(shop.main.getByRole('button', { name: checkout.removeGift(gift.title) })).toBeVisible();
    await shop.main.getByRole('button', { name: /^Списать \d+ бонус/ }).click();
    await expect(shop.main.getByText(/^Списано \d+ бонус/)).toBeVisible();
    await shop.main.getByRole('link', { name: checkout.toCheckout }).click();

    // Order: courier in the city, a card online.
    await placeOrder(page, api, 'courier_city', 'card_online', true);

    // The test provider's payment page, then back to the confirmation.
    await expect(page.getByRole('button', { name: checkout.providerPay })).toBeVisible();
    await page.getByRole('button', { name: checkout.providerPay }).click();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
    const orderId = orderIdOf(page);
    const order = await signedInGet<Order>(api, `order-confirm/${orderId}`);
    expect(order).toMatchObject({ status: 'paid', delivery_key: 'courier_city', payment_key: 'card_online', promo_code: 'ZDOROVIE5' });
    expect(order.bonuses).toBeGreaterThan(0);
    expect(order.items.filter((item) => item.is_gift)).toEqual([expect.objectContaining({ product_id: gift.id, price: 0 })]);
    expect(order.items.find((item) => !item.is_gift)).toMatchObject({ product_id: product.id, quantity: 2 });
    await expect(shop.main.getByRole('heading', { level: 1, name: checkout.confirmTitle(order.number) })).toBeVisible();
    await expect(shop.main.getByText(order.status_title).first()).toBeVisible();
    await expect(shop.main.getByText(checkout.nextCourierPaid)).toBeVisible();

    // The cart is empty now, in the header too.
    await expect(shop.header.getByRole('link', { name: checkout.cartTitle, exact: true })).toBeVisible();

    // The cabinet lists the order with its status.
    await shop.main.getByRole('link', { name: checkout.toOrders }).click();
    const history = shop.main.getByRole('article', { name: new RegExp(`Заказ №${order.number}`) });
    await expect(history).toBeVisible();
    await expect(history.getByText(order.status_title).first()).toBeVisible();

    // The cabinet home: the welcome points and those the paid order earned; the bought product awaits a review.
    await shop.open('/personal', configs.HEADER_PHONE);
    await expect(shop.main.getByText('Приветственные бонусы').first()).toBeVisible();
    await expect(shop.main.getByText(`Начислено за заказ №${order.number}`).first()).toBeVisible();
    await shop.open('/personal/reviews', configs.HEADER_PHONE);
    const awaiting = shop.main.getByRole('region', { name: 'Ожидают отзыва' });
    await expect(awaiting.getByRole('link', { name: product.title }).first()).toBeVisible();
  });

  test('When the customer refuses on the payment page, then the order waits for payment, and paying again from the confirmation page pays it (postal pickup point)', { tag: '@smoke' }, async ({
    page,
    shop,
    context,
    api,
  }) => {
    test.setTimeout(120_000);
    const { product } = await productOfCategory(api, 300, 1_500);
    await fillCart(api, product.id, 1);
    await comeBack(context);
    await shop.open('/order');
    await placeOrder(page, api, 'post_pickup', 'sbp');

    await page.getByRole('button', { name: checkout.providerRefuse }).click();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
    const orderId = orderIdOf(page);
    await expect(shop.main.getByText(checkout.paymentCanceled)).toBeVisible();
    expect(await signedInGet<Order>(api, `order-confirm/${orderId}`)).toMatchObject({ status: 'new', payment: { status: 'canceled' } });

    await shop.main.getByRole('button', { name: checkout.payAgain }).click();
    await page.getByRole('button', { name: checkout.providerPay }).click();
    await expect(page).toHaveURL(new RegExp(`/order/confirm/${orderId}$`));
    await expect(shop.main.getByText(checkout.nextPostPaid)).toBeVisible();
    expect(await signedInGet<Order>(api, `order-confirm/${orderId}`)).toMatchObject({ status: 'paid', delivery_key: 'post_pickup' });
  });

  test('When the customer picks a store and pays on receipt, or the postal courier, then each order is placed at once without a payment page', async ({
    page,
    shop,
    context,
    api,
  }) => {
    test.setTimeout(120_000);
    const { product } = await productOfCategory(api, 300, 1_500);
    await comeBack(context);
    for (const [deliveryKey, paymentKey, next] of [
      ['pickup_left', 'cash', checkout.nextPickupCash],
      ['pickup_right', 'cash', checkout.nextPickupCash],
      ['post_courier', 'cash', checkout.nextPostCash],
    ] as const) {
      await fillCart(api, product.id, 1);
      await shop.open('/order');
      const delivery = await placeOrder(page, api, deliveryKey, paymentKey);
      await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
      await expect(shop.main.getByText(next)).toBeVisible();
      const order = await signedInGet<Order>(api, `order-confirm/${orderIdOf(page)}`);
      expect(order).toMatchObject({ status: 'new', delivery_key: deliveryKey, payment_key: paymentKey, payment: { status: 'not_required' } });
      // The server's price: goods plus its own delivery price, nothing from the page.
      expect(order.priceFinal).toBeCloseTo(product.price_current + delivery.price, 2);
    }
  });

  test('When a visitor who is not signed in opens an order’s address, then the shop sends them home and asks to sign in, and the API refuses a wrong key', async ({
    page,
    shop,
    api,
  }) => {
    const mine = await signedInGet<{ content: Order[] }>(api, 'personal/orders');
    expect(mine.content.length).toBe(5);
    const newest = mine.content[0]!;
    expect(await api.status(`order-confirm/${newest.id}`, { 'x-authorization': 'Token not-a-real-key' })).toBe(401);
    await shop.open(`/order/confirm/${newest.id}`);
    await expect(page).toHaveURL(`${SHOP_URL}/`);
    await expect(page.getByRole('dialog', { name: account.signInTitle })).toBeVisible();
  });
});
