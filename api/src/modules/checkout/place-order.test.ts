import type { ApiErrorDto, CartInfoDto, OrderDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';

const DRAFT = { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', email: 'anna@example.ru', payment_key: 'cash', address: { street: 'ул. Труда', house: '5' }, personal_data_consent: true } as const;

describe('POST /api/order', () => {
  let t: TestApp;
  let product: (priceKopecks: number, stock?: number) => Promise<number>;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 60')).rows.map((row) => row.id));
  });

  afterAll(async () => {
    await t.close();
  });


  const newKey = (): string => `order-key-${(keyCounter += 1)}-${Date.now()}`;

  /** A signed-in customer whose cart holds `items` with a way of delivery chosen. */
  const customer = async (
    items: Array<{ productId: number; quantity: number }>,
    settings: { promoCode?: string; bonusBalance?: number; bonusesUsed?: number; delivery?: string | null } = {},
  ): Promise<TestAccount> => {
    const account = await createSignedInAccount(t.db, { bonusBalance: settings.bonusBalance ?? 0 });
    const cartId = await fillCart(t.db, { accountId: account.accountId }, items, { promoCode: settings.promoCode, bonusesUsed: settings.bonusesUsed });
    if (settings.delivery !== null) await t.db.query('UPDATE carts SET delivery_key = $2 WHERE id = $1', [cartId, settings.delivery ?? 'courier_city']);
    return account;
  };

  const order = (authorization: string | null, key: string | null, body: unknown = DRAFT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...(authorization ? { 'x-authorization': authorization } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });

  const stock = async (id: number): Promise<number> =>
    (await t.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [id])).rows[0].quantity;

  const ordersOf = async (account: TestAccount): Promise<number> =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE account_id = $1', [account.accountId])).rows[0].n;

  const cartCount = async (account: TestAccount): Promise<number> =>
    (await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: { 'x-authorization': `Token ${account.token}` } })).json<CartInfoDto>().count;

  test('When a customer orders a cart with a promo code, courier and bonuses, then the server totals are kept, stock taken and the cart emptied', async () => {
    // Arrange
    const id = await product(123_450, 10);
    const account = await customer([{ productId: id, quantity: 2 }], { promoCode: 'ZDOROVIE5', bonusBalance: 500, bonusesUsed: 100 });
    const usesBefore = (await t.db.query<{ n: number }>("SELECT uses_count AS n FROM promo_codes WHERE code = 'ZDOROVIE5'")).rows[0].n;

    // Act
    const response = await order(`Token ${account.token}`, newKey(), { ...DRAFT, price: 1, priceFinal: 1, total_kopecks: 100 });

    // Assert: 2 469 ₽ − 5% (123.45 ₽) = 2 345.55 ₽ < 3 000 ₽, so the courier costs 250 ₽; 100 bonus points pay 100 ₽
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderDto>()).toMatchObject({
      status: 'new',
      promo_code: 'ZDOROVIE5',
      priceDefault: 2469,
      discount: 123.45,
      deliveryCost: 250,
      bonuses: 100,
      priceFinal: 2495.55,
      bonuses_receive: 20,
      items: [{ product_id: id, quantity: 2, price: 1234.5, is_gift: false }],
    });
    expect(await stock(id)).toBe(8);
    expect(await cartCount(account)).toBe(0);
    const balance = await t.db.query<{ bonus_balance: number }>('SELECT bonus_balance FROM accounts WHERE id = $1', [account.accountId]);
    expect(balance.rows[0].bonus_balance).toBe(400);
    const uses = await t.db.query<{ n: number }>("SELECT uses_count AS n FROM promo_codes WHERE code = 'ZDOROVIE5'");
    expect(uses.rows[0].n).toBe(usesBefore + 1);
  });

  test('When the same idempotency key is sent again, then the first order comes back with 200 and nothing is taken twice', async () => {
    // Arrange
    const id = await product(50_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }]);
    const key = newKey();
    const first = await order(`Token ${account.token}`, key);

    // Act
    const again = await order(`Token ${account.token}`, key);

    // Assert
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDto>().id).toBe(first.json<OrderDto>().id);
    expect(await stock(id)).toBe(9);
    expect(await ordersOf(account)).toBe(1);
  });

  test('When a double click sends one key five times at once, then exactly one order is created', async () => {
    // Arrange
    const id = await product(50_000, 10);
    const account = await customer([{ productId: id, quantity: 2 }]);
    const key = newKey();

    // Act
    const responses = await Promise.all(Array.from({ length: 5 }, () => order(`Token ${account.token}`, key)));

    // Assert
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<OrderDto>().id)).size).toBe(1);
    expect(await ordersOf(account)).toBe(1);
    expect(await stock(id)).toBe(8);
  });

  test('When 20 customers order the last 5 units at once, then exactly 5 orders are placed and the stock is 0', async () => {
    // Arrange
    const id = await product(10_000, 5);
    const customers = await Promise.all(Array.from({ length: 20 }, () => customer([{ productId: id, quantity: 1 }])));

    // Act
    const responses = await Promise.all(customers.map((c) => order(`Token ${c.token}`, newKey())));

    // Assert
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(responses.find((r) => r.statusCode === 409)?.json<ApiErrorDto>().message).toMatch(/^Некоторых товаров не хватает на складе: /);
    expect(await stock(id)).toBe(0);
    const placed = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [id]);
    expect(placed.rows[0].n).toBe(5);
  });

  test('When a code limited to 2 uses is in 6 carts ordered at once, then 2 orders use it and the others are refused', async () => {
    // Arrange
    await t.db.query("UPDATE promo_codes SET max_uses = 2, uses_count = 0 WHERE code = 'SOTNYA'");
    const id = await product(100_000, 50);
    const customers = await Promise.all(Array.from({ length: 6 }, () => customer([{ productId: id, quantity: 1 }], { promoCode: 'SOTNYA' })));

    // Act
    const responses = await Promise.all(customers.map((c) => order(`Token ${c.token}`, newKey())));

    // Assert
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json<ApiErrorDto>().message)).toEqual(
      Array(4).fill('Промокод больше не действует: все использования исчерпаны'),
    );
    const uses = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM promo_code_uses WHERE code = 'SOTNYA'");
    expect(uses.rows[0].n).toBe(2);
    expect(await stock(id)).toBe(48);
  });

  test('When one line needs more than the stock, then it is 409 naming it and nothing changes', async () => {
    // Arrange
    const enough = await product(10_000, 10);
    const short = await product(10_000, 2);
    const title = (await t.db.query<{ title: string }>('SELECT title FROM products WHERE id = $1', [short])).rows[0].title;
    const account = await customer([{ productId: enough, quantity: 3 }, { productId: short, quantity: 3 }]);

    // Act
    const response = await order(`Token ${account.token}`, newKey());

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>().message).toBe(`Некоторых товаров не хватает на складе: ${title}`);
    expect([await stock(enough), await stock(short)]).toEqual([10, 2]);
    expect(await ordersOf(account)).toBe(0);
    expect(await cartCount(account)).toBe(6);
  });

  test.each([
    ['an expired promo code', { promoCode: 'LETO2025' }, 'Срок действия промокода истёк'],
    ['no way of delivery', { delivery: null }, 'Выберите способ доставки'],
  ])('When the cart has %s, then it is 409 and no order is placed', async (_, settings, message) => {
    // Arrange
    const id = await product(10_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }], settings);

    // Act
    const response = await order(`Token ${account.token}`, newKey());

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>().message).toBe(message);
    expect(await stock(id)).toBe(10);
    expect(await ordersOf(account)).toBe(0);
  });

  test('When a first-order code waits in the cart and the customer has placed an order since, then the next order is refused and nothing is taken', async () => {
    // Arrange: the code was applied while the customer had no order; another order goes through first.
    const id = await product(10_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }], { promoCode: 'PERVYI10' });
    const before = await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: { 'x-authorization': `Token ${account.token}` } });
    await t.db.query(
      `INSERT INTO orders (account_id, idempotency_key, full_name, phone, email, payment_key, delivery_key, goods_kopecks, price_default_kopecks, total_kopecks)
       VALUES ($1, $2, 'Анна', '+7 (911) 123-45-67', 'a@example.ru', 'cash', 'pickup_left', 50000, 50000, 50000)`,
      [account.accountId, newKey()],
    );

    // Act
    const response = await order(`Token ${account.token}`, newKey());

    // Assert
    expect(before.json<CartInfoDto>()).toMatchObject({ promo_code: 'PERVYI10', discount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>()).toMatchObject({ message: 'Промокод действует только на первый заказ', code: 'PROMO_CODE_INVALID' });
    expect(await stock(id)).toBe(10);
    expect(await ordersOf(account)).toBe(1);
  });

  test('When the cart is empty, then it is 409 «Корзина пуста»', async () => {
    // Arrange
    const account = await customer([]);

    // Act
    const response = await order(`Token ${account.token}`, newKey());

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>().message).toBe('Корзина пуста');
  });

  test('When an anonymous session orders, then it is 401', async () => {
    // Arrange
    const session = (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token;

    // Act
    const response = await order(`Session ${session}`, newKey());

    // Assert
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ['no idempotency key', null, DRAFT],
    ['a short idempotency key', 'abc', DRAFT],
    ['a phone without the mask', 'valid-key-123', { ...DRAFT, phone: '89111234567' }],
    ['an unknown payment', 'valid-key-124', { ...DRAFT, payment_key: 'barter' }],
    ['no name', 'valid-key-125', { ...DRAFT, full_name: undefined }],
    ['a wrong INN', 'valid-key-126', { ...DRAFT, inn: '12345' }],
  ])('When the request has %s, then it is 400 with a Russian message and no order', async (_, key, body) => {
    // Arrange
    const id = await product(10_000, 10);
    const account = await customer([{ productId: id, quantity: 1 }]);

    // Act
    const response = await order(`Token ${account.token}`, key, body);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
    expect(await ordersOf(account)).toBe(0);
  });
});
