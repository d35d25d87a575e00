import type { ApiErrorDto, DevMailboxDto, OrderDraftDto, OrderDto, PagedDto } from 'api-contracts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';

const DRAFT = {
  full_name: 'Анна Иванова',
  phone: '+7 (911) 123-45-67',
  email: 'anna@example.ru',
  payment_key: 'cash',
  address: { street: 'ул. Труда', house: '5' },
  personal_data_consent: true,
} as const;

describe('orders: placing with consent, the order page, confirmation, payment with the test provider, the customer’s orders', () => {
  let t: TestApp;
  let product: (priceKopecks: number, stock?: number) => Promise<number>;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200, config: { postalServiceIds: { pickup: 'POST-PVZ-1', courier: 'POST-COURIER-2' } } });
    product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 80')).rows.map((row) => row.id));
  });

  afterAll(async () => {
    await t.close();
  });


  const newKey = (): string => `orders-key-${(keyCounter += 1)}-${Date.now()}`;

  const customer = async (
    items: Array<{ productId: number; quantity: number }>,
    settings: { promoCode?: string; bonusBalance?: number; bonusesUsed?: number; delivery?: string; email?: string } = {},
  ): Promise<TestAccount> => {
    const account = await createSignedInAccount(t.db, { bonusBalance: settings.bonusBalance ?? 0, email: settings.email });
    const cartId = await fillCart(t.db, { accountId: account.accountId }, items, { promoCode: settings.promoCode, bonusesUsed: settings.bonusesUsed });
    await t.db.query('UPDATE carts SET delivery_key = $2 WHERE id = $1', [cartId, settings.delivery ?? 'courier_city']);
    return account;
  };

  const auth = (account: TestAccount) => ({ 'x-authorization': `Token ${account.token}` });

  const order = (account: TestAccount, body: object = DRAFT, key = newKey()) =>
    t.app.inject({ method: 'POST', url: '/api/order', headers: { ...auth(account), 'idempotency-key': key }, payload: body });

  const ordersOf = async (account: TestAccount): Promise<number> =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE account_id = $1', [account.accountId])).rows[0].n;

  const mailbox = async (email: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters;

  /** The order owner's browser on the shop: the sign-in cookie, and the shop's origin on form posts. */
  const browserOf = (account: TestAccount) => ({ cookie: `auth_key=${account.token}`, origin: testConfig.publicUrl });

  /** Follows the test provider's page as the owner's browser does: opens it, then presses a button (a form POST). */
  const pressOnTestPage = async (account: TestAccount, confirmationUrl: string, outcome: 'succeeded' | 'canceled') => {
    const page = await t.app.inject({ method: 'GET', url: confirmationUrl, headers: { cookie: browserOf(account).cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const text of ['Здоровье+', 'Оплата заказа №1', '750 ₽', '>Оплатить<', '>Отказаться<']) expect(page.body).toContain(text);
    return t.app.inject({
      method: 'POST',
      url: confirmationUrl,
      headers: { ...browserOf(account), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
  };

  test('When a customer orders with the consent, then the full order comes back, the consent is stored and the letter is in the outbox', async () => {
    // Arrange
    const id = await product(123_450, 10);
    const email = `consent-${Date.now()}@example.ru`;
    const account = await customer([{ productId: id, quantity: 2 }], { promoCode: 'ZDOROVIE5', bonusBalance: 500, bonusesUsed: 100, email });

    // Act
    const response = await order(account, { ...DRAFT, email, promo_code: 'zdorovie5', bonuses: 100, delivery_key: 'courier_city', delivery_price: 250 });

    // Assert: 2 469 ₽ − 5% = 2 345.55 ₽, courier 250 ₽, 100 bonus points
    expect(response.statusCode).toBe(201);
    const placed = response.json<OrderDto>();
    expect(placed).toMatchObject({
      number: String(100_000 + placed.id),
      status: 'new',
      status_title: 'Новый',
      delivery_key: 'courier_city',
      delivery: { key: 'courier_city', title: 'Курьером по Пскову', address: 'Псков, ул. Труда, д. 5' },
      payment_key: 'cash',
      payment: { key: 'cash', title: 'При получении', status: 'not_required', status_title: 'Оплата при получении', confirmation_url: null },
      full_name: 'Анна Иванова',
      phone: '+7 (911) 123-45-67',
      email,
      comment: '',
      promo_code: 'ZDOROVIE5',
      priceDefault: 2469,
      discount: 123.45,
      deliveryCost: 250,
      bonuses: 100,
      priceFinal: 2495.55,
      bonuses_receive: 20,
    });
    expect(placed.delivery.term).toMatch(/в тот же день/);
    expect(placed.items).toEqual([
      expect.objectContaining({ product_id: id, quantity: 2, price: 1234.5, is_gift: false, url: expect.stringMatching(/^\/products\//), preview: expect.any(String) }),
    ]);
    const consents = await t.db.query<{ source: string; account_id: number }>("SELECT source, account_id FROM consents WHERE email = $1 AND kind = 'personal_data'", [email]);
    expect(consents.rows).toEqual([{ source: 'order', account_id: account.accountId }]);
    const letters = await mailbox(email);
    expect(letters).toHaveLength(1);
    expect(letters[0].subject).toBe(`Заказ №${placed.number} в «Здоровье+» оформлен`);
    expect(letters[0].text).toContain(`/order/confirm/${placed.id}`);
    expect(letters[0].text).toMatch(/Итого: 2\s495,55 ₽/);
    expect(letters[0].html).toContain(`Заказ №${placed.number} оформлен`);
  });

  test.each([
    ['no consent', { personal_data_consent: undefined }],
    ['a refused consent', { personal_data_consent: false }],
  ])('When the order comes with %s, then it is 400 with a Russian message and nothing is placed', async (_, change) => {
    // Arrange
    const id = await product(10_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }]);

    // Act
    const response = await order(account, { ...DRAFT, ...change });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>()).toMatchObject({ code: 'CONSENT_REQUIRED', message: 'Подтвердите согласие на обработку персональных данных' });
    expect(await ordersOf(account)).toBe(0);
  });

  test.each([
    ['a stale delivery price', { delivery_price: 0 }],
    ['another delivery', { delivery_key: 'pickup_left' }],
    ['a promo code the cart no longer has', { promo_code: 'MINUS300' }],
    ['no promo code while the cart has one', { promo_code: null }],
    ['other bonuses', { bonuses: 50 }],
  ])('When the page showed %s, then it is 409 CART_CHANGED and nothing changes', async (_, change) => {
    // Arrange
    const id = await product(100_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }], { promoCode: 'ZDOROVIE5', bonusBalance: 300, bonusesUsed: 100 });

    // Act
    const response = await order(account, { ...DRAFT, promo_code: 'ZDOROVIE5', bonuses: 100, delivery_key: 'courier_city', delivery_price: 250, ...change });

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>()).toMatchObject({ code: 'CART_CHANGED', message: 'Корзина изменилась, проверьте заказ ещё раз' });
    expect(await ordersOf(account)).toBe(0);
    const stock = await t.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [id]);
    expect(stock.rows[0].quantity).toBe(10);
    const balance = await t.db.query<{ bonus_balance: number }>('SELECT bonus_balance FROM accounts WHERE id = $1', [account.accountId]);
    expect(balance.rows[0].bonus_balance).toBe(300);
  });

  test.each([
    ['sbp', 'Оплата: СБП\nЕсли вы ещё не оплатили заказ, это можно сделать на странице заказа.'],
    ['card_online', 'Оплата: картой онлайн\nЕсли вы ещё не оплатили заказ, это можно сделать на странице заказа.'],
    ['cash', 'Оплата: при получении, наличными или картой'],
  ])('When an order is paid by %s, then its letter names the way to pay as the site does', async (paymentKey, line) => {
    // Arrange
    const id = await product(10_000, 10);
    const email = `letter-${paymentKey}-${Date.now()}@example.ru`;
    const account = await customer([{ productId: id, quantity: 1 }], { email });

    // Act
    const response = await order(account, { ...DRAFT, email, payment_key: paymentKey });

    // Assert
    expect(response.statusCode).toBe(201);
    const [letter] = await mailbox(email);
    expect(letter.text).toContain(line);
    expect(letter.text).not.toMatch(/сбп|Оплата: [^\n]*\.\s*Если/);
    expect(letter.html).toContain(line.replace('\n', '<br>'));
  });

  test('When an order goes by post, then the postal service id of that kind of delivery is stored with it', async () => {
    // Arrange
    const id = await product(10_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }], { delivery: 'post_courier' });

    // Act
    const response = await order(account);

    // Assert
    expect(response.statusCode).toBe(201);
    const stored = await t.db.query<{ delivery_service_id: string }>('SELECT delivery_service_id FROM orders WHERE id = $1', [response.json<OrderDto>().id]);
    expect(stored.rows[0].delivery_service_id).toBe('POST-COURIER-2');
  });

  test('When a card order is paid on the test page, then the customer is sent back with 303 and the order is paid once, with a second letter', async () => {
    // Arrange
    const id = await product(50_000, 10);
    const email = `pay-${Date.now()}@example.ru`;
    const account = await customer([{ productId: id, quantity: 1 }], { email });
    const key = newKey();
    const placed = (await order(account, { ...DRAFT, email, payment_key: 'card_online' }, key)).json<OrderDto>();

    // Act
    const again = await order(account, { ...DRAFT, email, payment_key: 'card_online' }, key);
    const pressed = await pressOnTestPage(account, placed.payment.confirmation_url ?? '', 'succeeded');
    const pressedTwice = await t.app.inject({ method: 'POST', url: placed.payment.confirmation_url ?? '', headers: browserOf(account), payload: { outcome: 'succeeded' } });
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${placed.id}`, headers: auth(account) });
    const payPaid = await t.app.inject({ method: 'POST', url: `/api/order/${placed.id}/pay`, headers: auth(account) });

    // Assert
    expect(placed.payment).toMatchObject({ key: 'card_online', status: 'pending', status_title: 'Ожидает оплаты', confirmation_url: expect.stringMatching(/^\/api\/payments\/test\//) });
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDto>()).toMatchObject({ id: placed.id, payment: { status: 'pending', confirmation_url: placed.payment.confirmation_url } });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/order/confirm/${placed.id}`);
    expect(pressedTwice.statusCode).toBe(303);
    expect(confirmed.json<OrderDto>()).toMatchObject({ status: 'paid', status_title: 'Оплачен', payment: { status: 'succeeded', confirmation_url: null } });
    expect(payPaid.statusCode).toBe(409);
    expect(payPaid.json<ApiErrorDto>().message).toBe('Заказ уже оплачен');
    const payments = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [placed.id]);
    expect(payments.rows).toEqual([{ status: 'succeeded' }]);
    const subjects = (await mailbox(email)).map((letter) => letter.subject);
    expect(subjects.filter((subject) => subject === `Заказ №${placed.number} оплачен`)).toHaveLength(1);
  });

  test('When the customer refuses on the test page, then the order stays new with the payment canceled, and paying again gives a new page', async () => {
    // Arrange
    const id = await product(50_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }]);
    const placed = (await order(account, { ...DRAFT, payment_key: 'sbp' })).json<OrderDto>();

    // Act
    const refused = await pressOnTestPage(account, placed.payment.confirmation_url ?? '', 'canceled');
    const afterRefusal = (await t.app.inject({ method: 'GET', url: `/api/order-confirm/${placed.id}`, headers: auth(account) })).json<OrderDto>();
    const payAgain = await t.app.inject({ method: 'POST', url: `/api/order/${placed.id}/pay`, headers: auth(account) });

    // Assert
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/order/confirm/${placed.id}`);
    expect(afterRefusal).toMatchObject({ status: 'new', payment: { status: 'canceled', status_title: 'Оплата отменена', confirmation_url: null } });
    expect(payAgain.statusCode).toBe(200);
    const renewed = payAgain.json<OrderDto>();
    expect(renewed.payment.status).toBe('pending');
    expect(renewed.payment.confirmation_url).toMatch(/^\/api\/payments\/test\//);
    expect(renewed.payment.confirmation_url).not.toBe(placed.payment.confirmation_url);
    const attempts = await t.db.query<{ attempt: number; status: string }>('SELECT attempt, status FROM payments WHERE order_id = $1 ORDER BY attempt', [placed.id]);
    expect(attempts.rows).toEqual([{ attempt: 1, status: 'canceled' }, { attempt: 2, status: 'pending' }]);
  });

  test('When paying is asked for a cash order or another customer’s, then it is 409 or 404', async () => {
    // Arrange
    const owner = await customer([{ productId: await product(10_000), quantity: 1 }]);
    const stranger = await customer([]);
    const cash = (await order(owner)).json<OrderDto>();

    // Act
    const cashPay = await t.app.inject({ method: 'POST', url: `/api/order/${cash.id}/pay`, headers: auth(owner) });
    const strangerPay = await t.app.inject({ method: 'POST', url: `/api/order/${cash.id}/pay`, headers: auth(stranger) });

    // Assert
    expect(cashPay.statusCode).toBe(409);
    expect(cashPay.json<ApiErrorDto>().message).toBe('Этот заказ оплачивается при получении');
    expect(strangerPay.statusCode).toBe(404);
  });

  test('When the order page is read, then it has the cart’s lines, delivery, the three ways to pay with totals, and the account’s contacts', async () => {
    // Arrange
    const inStock = await product(150_000, 10);
    const gone = await product(20_000, 10);
    const account = await customer([{ productId: inStock, quantity: 2 }, { productId: gone, quantity: 1 }]);
    await t.db.query('UPDATE products SET quantity = 0 WHERE id = $1', [gone]);
    await t.db.query("UPDATE accounts SET phone = '8 911 765-43-21' WHERE id = $1", [account.accountId]);
    const goneTitle = (await t.db.query<{ title: string }>('SELECT title FROM products WHERE id = $1', [gone])).rows[0].title;

    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/order', headers: auth(account) });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/order' });

    // Assert
    expect(response.statusCode).toBe(200);
    const draft = response.json<OrderDraftDto>();
    expect(draft.orderList.map((item) => [item.product_id, item.amount])).toEqual([[inStock, 2], [gone, 1]]);
    expect(draft.gifts_added).toEqual([]);
    expect(draft.availableDelivery.map((option) => option.key)).toEqual(['pickup_left', 'pickup_right', 'courier_city', 'post_pickup', 'post_courier']);
    expect(draft.paymentInfo.methods.map((method) => [method.key, method.online])).toEqual([['cash', false], ['card_online', true], ['sbp', true]]);
    expect(draft.paymentInfo.totals).toMatchObject({ count: 3, priceDefault: 3200, priceFinal: 3200 });
    expect(draft.paymentInfo.out_of_stock).toEqual([goneTitle]);
    expect(draft.presavedDelivery).toMatchObject({ delivery_key: 'courier_city', full_name: 'Анна Иванова', phone: '+7 (911) 765-43-21' });
    expect(signedOut.statusCode).toBe(401);
  });

  test('When the customer ordered before, then the order page starts with the last order’s contacts', async () => {
    // Arrange
    const account = await customer([{ productId: await product(10_000), quantity: 1 }]);
    await order(account, { ...DRAFT, full_name: 'Мария Петрова', phone: '+7 (921) 000-11-22', email: 'maria@example.ru' });

    // Act
    const draft = (await t.app.inject({ method: 'GET', url: '/api/order', headers: auth(account) })).json<OrderDraftDto>();

    // Assert
    expect(draft.presavedDelivery).toEqual({ delivery_key: null, full_name: 'Мария Петрова', phone: '+7 (921) 000-11-22', email: 'maria@example.ru' });
  });

  test('When customers read orders, then each sees only their own: the confirmation and the paged list, newest first', async () => {
    // Arrange
    const a = await customer([{ productId: await product(10_000), quantity: 1 }]);
    const b = await customer([{ productId: await product(10_000), quantity: 1 }]);
    const first = (await order(a)).json<OrderDto>();
    // The first order emptied the cart; it is filled again for the second.
    const cart = await t.db.query<{ id: number }>("UPDATE carts SET delivery_key = 'pickup_left' WHERE account_id = $1 RETURNING id", [a.accountId]);
    await t.db.query('INSERT INTO cart_items (cart_id, product_id, quantity) VALUES ($1, $2, 1)', [cart.rows[0].id, await product(20_000)]);
    const second = (await order(a)).json<OrderDto>();
    const ofB = (await order(b)).json<OrderDto>();

    // Act
    const own = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${first.id}`, headers: auth(a) });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${ofB.id}`, headers: auth(a) });
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${first.id}` });
    const pageOne = await t.app.inject({ method: 'GET', url: '/api/personal/orders?pageSize=1', headers: auth(a) });
    const pageTwo = await t.app.inject({ method: 'GET', url: '/api/personal/orders?page=2&pageSize=1', headers: auth(a) });
    const listOfB = await t.app.inject({ method: 'GET', url: '/api/personal/orders', headers: auth(b) });
    const listSignedOut = await t.app.inject({ method: 'GET', url: '/api/personal/orders' });
    const tooLarge = await t.app.inject({ method: 'GET', url: '/api/personal/orders?pageSize=51', headers: auth(a) });

    // Assert
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderDto>()).toMatchObject({ id: first.id, number: first.number, items: first.items });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiErrorDto>().message).toBe('Заказ не найден');
    expect(signedOut.statusCode).toBe(401);
    expect(pageOne.json<PagedDto<OrderDto>>()).toMatchObject({ page: 1, pageSize: 1, total: 2, pages: 2, hasNext: true, totalCapped: false });
    expect(pageOne.json<PagedDto<OrderDto>>().content.map((o) => o.id)).toEqual([second.id]);
    expect(pageTwo.json<PagedDto<OrderDto>>().content.map((o) => o.id)).toEqual([first.id]);
    expect(pageTwo.json<PagedDto<OrderDto>>().hasNext).toBe(false);
    expect(listOfB.json<PagedDto<OrderDto>>()).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    expect(listOfB.json<PagedDto<OrderDto>>().content.map((o) => o.id)).toEqual([ofB.id]);
    expect(listSignedOut.statusCode).toBe(401);
    expect(tooLarge.statusCode).toBe(400);
  });

  test.each(['abc', '-1', '99999999999', '0', '1.5', '%20'])('When the order id is %p, then it is 404 or 400, never a server error', async (id) => {
    // Arrange
    const account = await customer([]);

    // Act
    const confirm = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${id}`, headers: auth(account) });
    const pay = await t.app.inject({ method: 'POST', url: `/api/order/${id}/pay`, headers: auth(account) });

    // Assert
    expect([400, 404]).toContain(confirm.statusCode);
    expect([400, 404]).toContain(pay.statusCode);
    expect(confirm.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
  });

  test('When an unknown test payment page is opened or pressed, then it is 404', async () => {
    // Act
    const page = await t.app.inject({ method: 'GET', url: '/api/payments/test/test-unknown' });
    const press = await t.app.inject({ method: 'POST', url: '/api/payments/test/test-unknown', payload: { outcome: 'succeeded' } });

    // Assert
    expect(page.statusCode).toBe(404);
    expect(press.statusCode).toBe(404);
  });
});
