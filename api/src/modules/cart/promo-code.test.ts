import type { ApiErrorDto, CartInfoDto, PromoCodeCheckDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart } from '../../test/fixtures';

describe('promo codes', () => {
  let t: TestApp;
  let vitamins: number[];
  let others: number[];

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 300 });
    const pick = async (inside: boolean) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
           WHERE (c.full_slug LIKE 'vitaminy-i-bady/%' OR c.full_slug = 'vitaminy-i-bady') = $1 ORDER BY p.id LIMIT 20`,
          [inside],
        )
      ).rows.map((row) => row.id);
    [vitamins, others] = [await pick(true), await pick(false)];
  });

  afterAll(async () => {
    await t.close();
  });

  /** A product with the given price in kopecks and no old price, from the vitamins or elsewhere. */
  const product = async (priceKopecks: number, fromVitamins = false): Promise<number> => {
    const id = (fromVitamins ? vitamins : others).shift();
    if (id === undefined) throw new Error('no more products');
    await t.db.query('UPDATE products SET price_kopecks = $2, old_price_kopecks = NULL, quantity = 50 WHERE id = $1', [id, priceKopecks]);
    return id;
  };

  const newSession = async (): Promise<string> =>
    (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token;

  const check = async (code: string, authorization: string): Promise<PromoCodeCheckDto> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cart/promocode/${encodeURIComponent(code)}`, headers: { 'x-authorization': authorization } });
    expect(response.statusCode).toBe(200);
    return response.json<PromoCodeCheckDto>();
  };

  const apply = (body: unknown, authorization?: string) =>
    t.app.inject({ method: 'POST', url: '/api/cart/promocode', headers: authorization ? { 'x-authorization': authorization } : {}, payload: body as object });

  const info = async (authorization: string): Promise<CartInfoDto> =>
    (await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: { 'x-authorization': authorization } })).json<CartInfoDto>();

  test('When a session with goods checks a seeded percent code in lower case, then it is legit', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const verdict = await check(' zdorovie5 ', `Session ${session}`);

    // Assert
    expect(verdict).toEqual({ legit: true });
  });

  test.each([
    ['NETAKOGO', 'Промокод не найден'],
    ['LETO2025', 'Срок действия промокода истёк'],
    ['SKORO', 'Промокод ещё не действует'],
    ['MINUS300', 'Промокод действует при заказе от 2\u00a0000 ₽'],
    ['VITAMINY20', 'Промокод действует только на товары категории «Витамины и БАДы»'],
  ])('When %s is checked for a cart of 1 000 ₽ without vitamins, then it is not legit with the reason', async (code, detail) => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const verdict = await check(code, `Session ${session}`);

    // Assert
    expect(verdict).toEqual({ legit: false, detail });
  });

  test('When a legit percent code is applied, then the totals show its discount and the chosen bonuses are reset', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 500 });
    await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(123_450), quantity: 2 }], { bonusesUsed: 50 });

    // Act
    const response = await apply({ promo_code: 'zdorovie5' }, `Token ${account.token}`);

    // Assert: 5% of 2 469 ₽ is 123.45 ₽
    expect(response.statusCode).toBe(200);
    expect(response.json<CartInfoDto>()).toMatchObject({ promo_code: 'ZDOROVIE5', discount: 123.45, bonuses: 0, priceFinal: 2345.55 });
    expect(await info(`Token ${account.token}`)).toMatchObject({ promo_code: 'ZDOROVIE5', discount: 123.45 });
  });

  test('When a category code is applied to a mixed cart, then only the goods of that category are discounted', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [
      { productId: await product(50_000, true), quantity: 1 },
      { productId: await product(70_000), quantity: 1 },
    ]);

    // Act
    const response = await apply({ promo_code: 'VITAMINY20' }, `Session ${session}`);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<CartInfoDto>()).toMatchObject({ discount: 100, priceFinal: 1100 });
  });

  test('When a code is not legit, then applying it is 409 with the reason and the cart keeps no code', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const response = await apply({ promo_code: 'MINUS300' }, `Session ${session}`);

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>().message).toBe('Промокод действует при заказе от 2\u00a0000 ₽');
    expect((await info(`Session ${session}`)).promo_code).toBeNull();
  });

  test('When the cart drops below the minimum of an applied code, then its discount stops counting', async () => {
    // Arrange
    const session = await newSession();
    const id = await product(150_000);
    await fillCart(t.db, { sessionToken: session }, [{ productId: id, quantity: 2 }]);
    expect((await apply({ promo_code: 'MINUS300' }, `Session ${session}`)).json<CartInfoDto>()).toMatchObject({ discount: 300, priceFinal: 2700 });

    // Act
    const response = await t.app.inject({
      method: 'POST', url: '/api/cart/update', headers: { 'x-authorization': `Session ${session}` }, payload: { product_id: id, quantity: 1 },
    });

    // Assert
    expect(response.json<CartInfoDto>()).toMatchObject({ promo_code: 'MINUS300', discount: 0, priceFinal: 1500 });
  });

  test('When the code is cancelled, then the promo code and the chosen bonuses are reset', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 500 });
    await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }], { promoCode: 'ZDOROVIE5', bonusesUsed: 100 });

    // Act
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/promocode', headers: { 'x-authorization': `Token ${account.token}` } });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<CartInfoDto>()).toMatchObject({ promo_code: null, bonuses: 0, discount: 0, priceFinal: 1000 });
  });

  test('When a once-per-customer code was used in an earlier order, then it is not legit for that customer only', async () => {
    // Arrange
    const used = await createSignedInAccount(t.db);
    const fresh = await createSignedInAccount(t.db);
    const id = await product(100_000);
    await fillCart(t.db, { accountId: used.accountId }, [{ productId: id, quantity: 1 }]);
    await fillCart(t.db, { accountId: fresh.accountId }, [{ productId: id, quantity: 1 }]);
    const order = await t.db.query<{ id: number }>(
      `INSERT INTO orders (account_id, idempotency_key, full_name, phone, email, payment_key, delivery_key, promo_code,
                           goods_kopecks, price_default_kopecks, total_kopecks)
       VALUES ($1, 'earlier-order-1', 'Анна', '+7 (911) 123-45-67', 'a@example.ru', 'cash', 'pickup_left', 'PERVYI10', 100000, 100000, 90000) RETURNING id`,
      [used.accountId],
    );
    await t.db.query("INSERT INTO promo_code_uses (order_id, code, account_id, discount_kopecks) VALUES ($1, 'PERVYI10', $2, 10000)", [order.rows[0].id, used.accountId]);

    // Act
    const again = await check('PERVYI10', `Token ${used.token}`);
    const first = await check('PERVYI10', `Token ${fresh.token}`);

    // Assert
    expect(again).toEqual({ legit: false, detail: 'Вы уже использовали этот промокод' });
    expect(first).toEqual({ legit: true });
  });

  /** An order of the customer placed earlier without any code, in the given status. */
  const earlierOrder = async (accountId: number, status: 'new' | 'cancelled' = 'new'): Promise<void> => {
    await t.db.query(
      `INSERT INTO orders (account_id, idempotency_key, status, full_name, phone, email, payment_key, delivery_key,
                           goods_kopecks, price_default_kopecks, total_kopecks)
       VALUES ($1, $2, $3, 'Анна', '+7 (911) 123-45-67', 'a@example.ru', 'cash', 'pickup_left', 100000, 100000, 100000)`,
      [accountId, `earlier-${accountId}-${status}`, status],
    );
  };

  test('When a customer with an earlier order checks and applies the first-order code, then it is refused with the reason and the cart keeps no code', async () => {
    // Arrange
    const customer = await createSignedInAccount(t.db);
    await fillCart(t.db, { accountId: customer.accountId }, [{ productId: await product(100_000), quantity: 1 }]);
    await earlierOrder(customer.accountId);

    // Act
    const verdict = await check('PERVYI10', `Token ${customer.token}`);
    const applied = await apply({ promo_code: 'pervyi10' }, `Token ${customer.token}`);

    // Assert
    expect(verdict).toEqual({ legit: false, detail: 'Промокод действует только на первый заказ' });
    expect(applied.statusCode).toBe(409);
    expect(applied.json<ApiErrorDto>().message).toBe('Промокод действует только на первый заказ');
    expect(await info(`Token ${customer.token}`)).toMatchObject({ promo_code: null, discount: 0, priceFinal: 1000 });
  });

  test('When the only earlier order of a customer was cancelled, then the first-order code is still theirs', async () => {
    // Arrange
    const customer = await createSignedInAccount(t.db);
    await fillCart(t.db, { accountId: customer.accountId }, [{ productId: await product(100_000), quantity: 1 }]);
    await earlierOrder(customer.accountId, 'cancelled');

    // Act
    const applied = await apply({ promo_code: 'PERVYI10' }, `Token ${customer.token}`);

    // Assert
    expect(applied.statusCode).toBe(200);
    expect(applied.json<CartInfoDto>()).toMatchObject({ promo_code: 'PERVYI10', discount: 100, priceFinal: 900 });
  });

  test('When a code has reached its total limit, then it is not legit', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [{ productId: await product(100_000), quantity: 1 }]);
    await t.db.query("UPDATE promo_codes SET uses_count = max_uses WHERE code = 'SOTNYA'");

    // Act
    const verdict = await check('SOTNYA', `Session ${session}`);

    // Assert
    expect(verdict).toEqual({ legit: false, detail: 'Промокод больше не действует: все использования исчерпаны' });
  });

  test.each([
    ['a number', { promo_code: 5 }, 400],
    ['no code', {}, 400],
    ['a huge code', { promo_code: 'X'.repeat(65) }, 400],
  ])('When the body has %s, then it is rejected with a Russian message', async (_, body, status) => {
    // Arrange
    const session = await newSession();

    // Act
    const response = await apply(body, `Session ${session}`);

    // Assert
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
  });

  test('When the body carries its own discount, then it is ignored and the discount comes from the code', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session }, [{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const response = await apply({ promo_code: 'ZDOROVIE5', discount: 1000, promo_discount_kopecks: 100_000 }, `Session ${session}`);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<CartInfoDto>()).toMatchObject({ discount: 50, priceFinal: 950 });
  });

  test('When a caller without a session applies a code, then it is 401', async () => {
    // Act
    const response = await apply({ promo_code: 'ZDOROVIE5' });

    // Assert
    expect(response.statusCode).toBe(401);
  });
});
