import type { BrowserContext, Locator, Page } from '@playwright/test';
import { deliveryPlace, expect, signInBrowser, test, type Product, type ShopApi } from '../support/fixtures';
import { NARROW_WIDTHS, readBefore, shownWhole, widthAt } from '../support/page-width';
import { checkout } from '../support/texts';

/**
 * What a shopper tripped over in the checkout: the order form on a phone showing the total after
 * «Оформить заказ», the confirmation page wider than a phone with a long e-mail and street, the cart
 * offering more bonus points than may be spent, and the first-order promo code taken from a customer
 * with an earlier order. The phone tests set their window sizes themselves, so they check the same on
 * either project.
 */
test.describe.configure({ mode: 'serial' });

/** Texts of the pages (mf-checkout/src/messages.ts) and of the API (api/src/modules/cart/checkout-messages.ts). */
const texts = {
  summary: 'Ваш заказ',
  bonuses: 'Бонусы',
  date: 'Дата',
  status: 'Статус',
  payment: 'Оплата',
  paymentStatus: 'Статус оплаты',
  address: 'Адрес',
  recipient: 'Получатель',
  limited: 'На счёте 300 бонусов: бонусами можно оплатить до 30 % стоимости товаров',
  firstOrderOnly: 'Промокод действует только на первый заказ',
} as const;

/** A long real street of a Russian city: the courier's address on the confirmation page. */
const LONG_STREET = 'ул. Героя Советского Союза генерал-майора Маргелова';

/** An e-mail of exactly 40 characters, unique to this run and project. */
function longEmail(label: string): string {
  const domain = '@example.ru';
  const base = `${label}.${Date.now()}.`;
  return `${base}${'x'.repeat(Math.max(0, 40 - domain.length - base.length))}${domain}`;
}

interface CartInfo {
  count: number;
  priceFinal: number;
  bonuses: number;
  bonuses_available: number;
  bonuses_spendable: number;
  promo_code: string | null;
}
interface OrderDraft {
  availableDelivery: Array<{ key: string; title: string }>;
  paymentInfo: { methods: Array<{ key: string; title: string }> };
}
interface Order {
  id: number;
  number: string;
  email: string;
  status_title: string;
  payment: { title: string; status_title: string };
  delivery: { address: string | null };
}

/** A new customer signed in through the API (300 welcome points) and in this browser; answers the key. */
async function newCustomer(api: ShopApi, context: BrowserContext, email: string): Promise<string> {
  const token = await api.signInByEmail(email, { firstName: 'Екатерина', lastName: 'Александрова-Преображенская', phone: '+79115556677' });
  await signInBrowser(context, token);
  return token;
}

const as = (token: string) => ({ 'x-authorization': `Token ${token}` });

/** A product in stock priced within `[min, max]` ₽ (of a page of them, the longest title), put alone into the customer's cart. */
async function cartWith(api: ShopApi, token: string, min: number, max: number): Promise<Product> {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await api.catalogue({ pageSize: 48, page, sorting: 'price_asc' });
    const [product] = listing.products.content
      .filter((item) => item.quantity >= 3 && item.price_current >= min && item.price_current <= max)
      .sort((a, b) => b.title.length - a.title.length);
    if (product) {
      await api.postWith('cart/clear', {}, as(token));
      await api.postWith('cart/add', { product_id: product.id, quantity: 1 }, as(token));
      return product;
    }
  }
  throw new Error(`no product in stock between ${min} and ${max} ₽`);
}

/** The order page, with the name and phone typed when the account did not give them. */
async function openOrderForm(page: Page, main: Locator): Promise<void> {
  await page.goto('/order');
  await expect(main.getByRole('heading', { level: 1, name: checkout.orderTitle })).toBeVisible();
  const name = main.getByLabel(checkout.fullName);
  if ((await name.inputValue()) === '') await name.fill('Екатерина Александрова-Преображенская');
}

test.describe('the order form and its confirmation on a phone', { tag: '@phone' }, () => {
  let token = '';

  test('When a customer with bonuses and a long product title goes from the cart to the order form at 320, 390 and 768 px, then both fit the screen and «Ваш заказ» and «Бонусы» come before «Оформить заказ»; from 1024 px they are a side column', async ({
    page,
    context,
    api,
    shop,
  }) => {
    test.setTimeout(120_000);
    token = await newCustomer(api, context, longEmail(`wf${test.info().project.name[0]}`));
    await cartWith(api, token, 400, 2000);
    await page.setViewportSize({ width: 390, height: 844 });
    const main = shop.main;

    // The cart with the longest product title of its page fits every narrow screen.
    await page.goto('/cart');
    await expect(main.getByRole('region', { name: texts.summary })).toBeVisible();
    for (const width of NARROW_WIDTHS) {
      const { scrollWidth, screenWidth } = await widthAt(page, width);
      expect(scrollWidth, `the cart is no wider than the ${width} px screen`).toBeLessThanOrEqual(screenWidth);
    }

    await widthAt(page, 390);
    await openOrderForm(page, main);
    const draft = await api.getWith<OrderDraft>('order', as(token));
    const courier = draft.availableDelivery.find((option) => option.key === 'courier_city')!;
    await main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: courier.title, exact: true }).check();
    await main.getByRole('combobox', { name: deliveryPlace.street }).fill(LONG_STREET);

    const summary = main.getByRole('region', { name: texts.summary });
    const bonuses = main.getByRole('region', { name: texts.bonuses });
    const submit = main.getByRole('button', { name: checkout.submit });
    await expect(bonuses.getByRole('button', { name: /^Списать \d+ бонус/ })).toBeVisible();
    await expect(summary.getByText('Итого', { exact: true })).toBeVisible();
    for (const width of NARROW_WIDTHS) {
      const { scrollWidth, screenWidth } = await widthAt(page, width);
      expect(scrollWidth, `the order form with a 40-character e-mail is no wider than the ${width} px screen`).toBeLessThanOrEqual(screenWidth);
      expect(await readBefore(summary, submit), `«Ваш заказ» above «Оформить заказ» at ${width} px`).toBe(true);
      expect(await readBefore(bonuses, submit), `«Бонусы» above «Оформить заказ» at ${width} px`).toBe(true);
    }

    // A wide screen keeps the total beside the form, as a side column.
    await widthAt(page, 1280);
    const [summaryBox, submitBox] = [await summary.boundingBox(), await submit.boundingBox()];
    expect(summaryBox!.x, 'the summary is a column right of the form').toBeGreaterThanOrEqual(submitBox!.x + submitBox!.width);
    await widthAt(page, 390);
  });

  test('When the customer orders by courier to a long street with a 40-character e-mail, then the confirmation page fits 320, 390 and 768 px with the date, payment and statuses whole', async ({
    page,
    context,
    api,
    shop,
  }) => {
    test.setTimeout(120_000);
    if (!token) token = await newCustomer(api, context, longEmail(`wc${test.info().project.name[0]}`));
    await signInBrowser(context, token);
    await cartWith(api, token, 400, 2000);
    await page.setViewportSize({ width: 390, height: 844 });
    const main = shop.main;
    await openOrderForm(page, main);
    const draft = await api.getWith<OrderDraft>('order', as(token));
    const courier = draft.availableDelivery.find((option) => option.key === 'courier_city')!;
    await main.getByRole('radiogroup', { name: checkout.delivery }).getByRole('radio', { name: courier.title, exact: true }).check();
    await main.getByRole('combobox', { name: deliveryPlace.street }).fill(LONG_STREET);
    await main.getByRole('textbox', { name: deliveryPlace.house, exact: true }).fill('112');
    await main.getByRole('textbox', { name: deliveryPlace.flat }).fill('1024');
    const cash = draft.paymentInfo.methods.find((method) => method.key === 'cash')!;
    await main.getByRole('radiogroup', { name: checkout.payment }).getByRole('radio', { name: cash.title, exact: true }).check();
    await main.getByRole('checkbox', { name: new RegExp(checkout.consent) }).check();
    await main.getByRole('button', { name: checkout.submit }).click();
    await expect(page).toHaveURL(/\/order\/confirm\/\d+$/);
    const id = Number(/\/order\/confirm\/(\d+)/.exec(page.url())![1]);
    const order = await api.getWith<Order>(`order-confirm/${id}`, as(token));
    expect(order.email).toHaveLength(40);
    expect(order.delivery.address).toContain(LONG_STREET);
    await expect(main.getByRole('heading', { level: 1, name: checkout.confirmTitle(order.number) })).toBeVisible();

    const fact = (term: string) => main.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(fact(texts.date)).toBeVisible();
    for (const width of NARROW_WIDTHS) {
      const { scrollWidth, screenWidth } = await widthAt(page, width);
      expect(screenWidth, `the screen is the ${width} px window (less a scrollbar)`).toBeGreaterThan(width - 20);
      expect(scrollWidth, `the confirmation page is no wider than the ${width} px screen`).toBeLessThanOrEqual(screenWidth);
      for (const [term, value] of [
        [texts.date, null],
        [texts.status, order.status_title],
        [texts.payment, order.payment.title],
        [texts.paymentStatus, order.payment.status_title],
        [texts.address, order.delivery.address],
      ] as const) {
        const dd = fact(term);
        if (value) await expect(dd, `«${term}» at ${width} px`).toHaveText(value);
        expect(await shownWhole(dd), `«${term}» is whole on the screen at ${width} px`).toBe(true);
      }
      const email = main.getByText(order.email, { exact: true });
      await expect(email).toBeVisible();
      expect(await shownWhole(email), `the e-mail is whole on the screen at ${width} px`).toBe(true);
    }
    // The suite's own guard measures the page once more when the test ends, at the phone's width.
    await widthAt(page, 390);
  });
});

test.describe('bonus points and the first-order promo code in the cart', { tag: '@desktop' }, () => {
  test('When a new customer with 300 points has a small cart, then the cart offers only what may be spent and spends exactly that', async ({ page, context, api, shop }) => {
    const token = await newCustomer(api, context, longEmail('bonus'));
    const product = await cartWith(api, token, 100, 600);
    const info = await api.getWith<CartInfo>('cart/info', as(token));
    // 30 % of the goods, in whole points: well below the balance of 300.
    const spendable = info.bonuses_spendable;
    expect(info).toMatchObject({ bonuses_available: 300, bonuses: 0 });
    expect(spendable).toBeGreaterThan(product.price_current * 0.3 - 1);
    expect(spendable).toBeLessThanOrEqual(product.price_current * 0.3);

    await page.goto('/cart');
    const bonuses = shop.main.getByRole('region', { name: texts.bonuses });
    await expect(bonuses.getByText(new RegExp(`^Можно списать ${spendable} бонус`))).toBeVisible();
    await expect(bonuses.getByText(texts.limited)).toBeVisible();
    await expect(bonuses.getByText('Можно списать 300 бонусов')).toHaveCount(0);
    await bonuses.getByRole('button', { name: new RegExp(`^Списать ${spendable} бонус`) }).click();

    await expect(bonuses.getByText(new RegExp(`^Списано ${spendable} бонус`))).toBeVisible();
    const after = await api.getWith<CartInfo>('cart/info', as(token));
    expect(after.bonuses).toBe(spendable);
    expect(after.priceFinal).toBeCloseTo(product.price_current - spendable, 2);
  });

  test('When a customer with an earlier order types the first-order code, then the cart refuses it with the reason and keeps no code', async ({ page, context, api, shop }) => {
    const email = longEmail('first');
    const token = await newCustomer(api, context, email);
    await cartWith(api, token, 100, 2000);
    await api.postWith('cart/delivery', { delivery_key: 'pickup_left', delivery_price: 0 }, as(token));
    await api.postWith(
      'order',
      { full_name: 'Екатерина Александрова', phone: '+7 (911) 555-66-77', email, payment_key: 'cash', personal_data_consent: true },
      { ...as(token), 'idempotency-key': `first-order-${Date.now()}` },
    );
    await cartWith(api, token, 100, 2000);

    await page.goto('/cart');
    const promo = shop.main.getByRole('textbox', { name: checkout.promoLabel });
    await promo.fill('pervyi10');
    await shop.main.getByRole('button', { name: checkout.promoApply }).click();

    await expect(shop.main.getByRole('alert').filter({ hasText: texts.firstOrderOnly })).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(shop.main.getByText(checkout.promoApplied('PERVYI10'))).toHaveCount(0);
    expect((await api.getWith<CartInfo>('cart/info', as(token))).promo_code).toBeNull();
  });
});
