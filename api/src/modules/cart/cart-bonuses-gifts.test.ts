import type { ApiErrorDto, CartGiftsDto, CartInfoDto, CartListDto, CartWriteResultDto, OrderDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';

describe('cart bonuses and gifts', () => {
  let t: TestApp;
  let product: (priceKopecks: number, stock?: number) => Promise<number>;
  let promotionId: number;
  let gifts: number[];

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    const promotion = await t.db.query<{ id: number }>("SELECT id FROM gift_promotions WHERE title = 'Подарок к заказу от 3 000 ₽'");
    promotionId = promotion.rows[0].id;
    gifts = (await t.db.query<{ product_id: number }>('SELECT product_id FROM gift_promotion_products WHERE promotion_id = $1 ORDER BY position', [promotionId])).rows.map(
      (row) => row.product_id,
    );
    await t.db.query('UPDATE products SET quantity = 20 WHERE id = ANY($1::int[])', [gifts]);
    product = productPool(t.db, (
      await t.db.query<{ id: number }>('SELECT id FROM products WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 60', [gifts])
    ).rows.map((row) => row.id));
  });

  afterAll(async () => {
    await t.close();
  });


  const auth = (account: TestAccount | string | null) =>
    account === null ? {} : { 'x-authorization': typeof account === 'string' ? account : `Token ${account.token}` };

  const post = (url: string, body: unknown, account: TestAccount | string | null) =>
    t.app.inject({ method: 'POST', url, headers: auth(account), payload: body as object });

  const get = async <T>(url: string, account: TestAccount | string | null): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: auth(account) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  const newSession = async (): Promise<string> =>
    `Session ${(await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token}`;

  const stock = async (id: number): Promise<number> =>
    (await t.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [id])).rows[0].quantity;

  describe('POST /api/cart/bonuses', () => {
    test('When more points are asked for than the balance or the share allow, then the totals clamp them and the answer says so', async () => {
      // Arrange: 1 000 ₽ of goods, 30% may be paid with points
      const rich = await createSignedInAccount(t.db, { bonusBalance: 1000 });
      const poor = await createSignedInAccount(t.db, { bonusBalance: 120 });
      const id = await product(100_000);
      await fillCart(t.db, { accountId: rich.accountId }, [{ productId: id, quantity: 1 }]);
      await fillCart(t.db, { accountId: poor.accountId }, [{ productId: id, quantity: 1 }]);

      // Act
      const byShare = await post('/api/cart/bonuses', { bonuses: 500 }, rich);
      const byBalance = await post('/api/cart/bonuses', { bonuses: 200 }, poor);
      const fitting = await post('/api/cart/bonuses', { bonuses: 250 }, rich);

      // Assert
      expect(byShare.statusCode).toBe(200);
      expect(byShare.json<CartWriteResultDto>()).toMatchObject({ bonuses: 300, bonuses_available: 1000, bonuses_spendable: 300, priceFinal: 700, clamped: true, notice: 'Можно списать не больше: 300 бонусных баллов' });
      expect(byBalance.json<CartWriteResultDto>()).toMatchObject({ bonuses: 120, bonuses_available: 120, bonuses_spendable: 120, priceFinal: 880, clamped: true });
      expect(fitting.json<CartWriteResultDto>()).toMatchObject({ bonuses: 250, priceFinal: 750, clamped: false, notice: null, product_id: null });
      expect((await get<CartInfoDto>('/api/cart/info', rich)).bonuses).toBe(250);
    });

    test('When 0 is sent, then the bonuses are cancelled', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 100 });
      await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }], { bonusesUsed: 100 });

      // Act
      const response = await post('/api/cart/bonuses', { bonuses: 0 }, account);

      // Assert
      expect(response.json<CartWriteResultDto>()).toMatchObject({ bonuses: 0, priceFinal: 1000 });
    });

    test.each([
      ['a negative number', { bonuses: -1 }],
      ['a fraction', { bonuses: 1.5 }],
      ['a string', { bonuses: '100' }],
      ['a huge number', { bonuses: 1e12 }],
      ['nothing', {}],
    ])('When the body holds %s, then it is 400 with a Russian message and nothing changes', async (_, body) => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 100 });
      await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }], { bonusesUsed: 50 });

      // Act
      const response = await post('/api/cart/bonuses', body, account);

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
      expect((await get<CartInfoDto>('/api/cart/info', account)).bonuses).toBe(50);
    });

    test('When a visitor is not signed in, then it is 401', async () => {
      // Act
      const anonymous = await post('/api/cart/bonuses', { bonuses: 10 }, null);
      const session = await post('/api/cart/bonuses', { bonuses: 10 }, await newSession());

      // Assert
      expect([anonymous.statusCode, session.statusCode]).toEqual([401, 401]);
      expect(anonymous.json<ApiErrorDto>().message).toBe('Требуется авторизация');
    });

    test('When the way of delivery changes, then the bonuses are reset; choosing the same way again keeps them', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 200 });
      await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }]);
      const delivery = (key: string) => post('/api/cart/delivery', { delivery_key: key, delivery_price: 0 }, account);
      await delivery('pickup_left');
      await post('/api/cart/bonuses', { bonuses: 100 }, account);

      // Act
      const same = await delivery('pickup_left');
      const other = await delivery('pickup_right');

      // Assert
      expect(same.json<CartInfoDto>().bonuses).toBe(100);
      expect(other.json<CartInfoDto>().bonuses).toBe(0);
    });

    test('When the promo code is cancelled, then the promo code and the bonuses are reset', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 200 });
      await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }]);
      await t.app.inject({ method: 'POST', url: '/api/cart/promocode', headers: auth(account), payload: { promo_code: 'ZDOROVIE5' } });
      await post('/api/cart/bonuses', { bonuses: 100 }, account);

      // Act
      const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/promocode', headers: auth(account) });

      // Assert
      expect(response.json<CartInfoDto>()).toMatchObject({ promo_code: null, bonuses: 0, discount: 0 });
    });
  });

  describe('gifts', () => {
    test('When the cart is below the threshold, then gifts are not available, the gap is shown and adding one is refused', async () => {
      // Arrange
      const session = await newSession();
      await post('/api/cart/add', { product_id: await product(120_000), quantity: 2 }, session);

      // Act
      const offer = await get<CartGiftsDto>('/api/cart/gifts', session);
      const list = await get<CartListDto>('/api/cart/list', session);
      const add = await post('/api/cart/gift/add', { product_id: gifts[0] }, session);

      // Assert
      expect(offer).toMatchObject({ promotion: { id: promotionId, title: 'Подарок к заказу от 3 000 ₽', threshold: 3000, remaining: 600 }, available: false, limit: 1 });
      expect(offer.items.map((item) => item.id)).toEqual(gifts);
      expect(list.statuses.gifts_available).toBe(false);
      expect(add.statusCode).toBe(409);
      expect(add.json<ApiErrorDto>()).toMatchObject({ code: 'GIFT_THRESHOLD', message: expect.stringMatching(/^Подарок можно выбрать при заказе от 3\s000\s₽$/) });
    });

    test('When the goods after the promo code fall below the threshold, then the cart does not qualify', async () => {
      // Arrange: 3 100 ₽ − 5% = 2 945 ₽
      const session = await newSession();
      await post('/api/cart/add', { product_id: await product(310_000), quantity: 1 }, session);
      const before = await get<CartGiftsDto>('/api/cart/gifts', session);

      // Act
      await post('/api/cart/promocode', { promo_code: 'ZDOROVIE5' }, session);
      const after = await get<CartGiftsDto>('/api/cart/gifts', session);

      // Assert
      expect(before).toMatchObject({ available: true, promotion: { remaining: 0 } });
      expect(after).toMatchObject({ available: false, promotion: { remaining: 55 } });
    });

    test('When a qualifying cart adds, replaces and removes a gift, then it holds at most one, free, outside the totals', async () => {
      // Arrange
      const session = await newSession();
      const paid = await post('/api/cart/add', { product_id: await product(150_000), quantity: 2 }, session);
      const available = paid.json<CartWriteResultDto>().statuses.gifts_available;

      // Act
      const added = (await post('/api/cart/gift/add', { product_id: gifts[0] }, session)).json<CartWriteResultDto>();
      const chosen = await get<CartGiftsDto>('/api/cart/gifts', session);
      const replaced = (await post('/api/cart/gift/add', { product_id: gifts[1] }, session)).json<CartWriteResultDto>();
      const removed = (await post('/api/cart/gift/remove', { product_id: gifts[1] }, session)).json<CartWriteResultDto>();

      // Assert
      expect(available).toBe(true);
      expect(added).toMatchObject({ product_id: gifts[0], amount: 1, count: 2, priceDefault: 3000, priceFinal: 3000, statuses: { gifts_added: true, gifts_available: false } });
      expect(added.items.find((item) => item.is_gift)).toMatchObject({ product_id: gifts[0], amount: 1, line_price_final: 0, line_price_default: 0, line_bonuses_receive: 0 });
      expect(chosen.available).toBe(false);
      expect(chosen.items.filter((item) => item.chosen).map((item) => item.id)).toEqual([gifts[0]]);
      expect(replaced.items.filter((item) => item.is_gift).map((item) => item.product_id)).toEqual([gifts[1]]);
      expect(replaced.priceFinal).toBe(3000);
      expect(removed).toMatchObject({ amount: 0, statuses: { gifts_added: false, gifts_available: true } });
      expect(removed.items.some((item) => item.is_gift)).toBe(false);
    });

    test('When a product is not a gift of the promotion or is out of stock, then adding it is refused', async () => {
      // Arrange
      const session = await newSession();
      await post('/api/cart/add', { product_id: await product(300_000), quantity: 1 }, session);
      const outsider = await product(10_000);
      await t.db.query('UPDATE products SET quantity = 0 WHERE id = $1', [gifts[3]]);

      // Act
      const notOffered = await post('/api/cart/gift/add', { product_id: outsider }, session);
      const outOfStock = await post('/api/cart/gift/add', { product_id: gifts[3] }, session);
      const unknown = await post('/api/cart/gift/add', { product_id: 999_999 }, session);
      const offer = await get<CartGiftsDto>('/api/cart/gifts', session);
      await t.db.query('UPDATE products SET quantity = 20 WHERE id = $1', [gifts[3]]);

      // Assert
      expect(notOffered.statusCode).toBe(409);
      expect(notOffered.json<ApiErrorDto>()).toMatchObject({ code: 'GIFT_NOT_OFFERED', message: 'Этот товар нельзя выбрать в подарок' });
      expect(outOfStock.json<ApiErrorDto>().code).toBe('OUT_OF_STOCK');
      expect(unknown.statusCode).toBe(404);
      expect(offer.items.map((item) => item.id)).not.toContain(gifts[3]);
      expect((await get<CartListDto>('/api/cart/list', session)).items.some((item) => item.is_gift)).toBe(false);
    });

    test('When a line is removed and the goods drop below the threshold, then the gift leaves the cart in the same answer', async () => {
      // Arrange
      const session = await newSession();
      const big = await product(200_000);
      const small = await product(150_000);
      await post('/api/cart/add', { product_id: big, quantity: 1 }, session);
      await post('/api/cart/add', { product_id: small, quantity: 1 }, session);
      await post('/api/cart/gift/add', { product_id: gifts[0] }, session);

      // Act
      const result = (await post('/api/cart/remove', { product_id: small }, session)).json<CartWriteResultDto>();

      // Assert
      expect(result.items.map((item) => [item.product_id, item.is_gift])).toEqual([[big, false]]);
      expect(result.statuses).toMatchObject({ gifts_added: false, gifts_available: false });
    });

    test('When the promotion ends, then the gift is gone on the next read of the cart', async () => {
      // Arrange
      const session = await newSession();
      await post('/api/cart/add', { product_id: await product(300_000), quantity: 1 }, session);
      await post('/api/cart/gift/add', { product_id: gifts[0] }, session);
      await t.db.query('UPDATE gift_promotions SET active = false WHERE id = $1', [promotionId]);

      // Act
      const info = await get<CartInfoDto>('/api/cart/info', session);
      const list = await get<CartListDto>('/api/cart/list', session);
      const offer = await get<CartGiftsDto>('/api/cart/gifts', session);
      await t.db.query('UPDATE gift_promotions SET active = true WHERE id = $1', [promotionId]);

      // Assert
      expect(info.count).toBe(1);
      expect(list.items.some((item) => item.is_gift)).toBe(false);
      expect(list.statuses.gifts_available).toBe(false);
      expect(offer).toEqual({ promotion: null, available: false, limit: 1, items: [] });
    });

    describe('orders', () => {
      const DRAFT = { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', email: 'anna@example.ru', payment_key: 'cash', personal_data_consent: true };
      let keys = 0;
      const order = (account: TestAccount) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: { ...auth(account), 'idempotency-key': `gift-order-${(keys += 1)}-${Date.now()}` },
          payload: DRAFT,
        });

      test('When an order is placed with a gift, then it carries the gift at price 0 and takes its stock', async () => {
        // Arrange
        const account = await createSignedInAccount(t.db);
        const paid = await product(300_000);
        await post('/api/cart/add', { product_id: paid, quantity: 1 }, account);
        await post('/api/cart/gift/add', { product_id: gifts[2] }, account);
        await post('/api/cart/delivery', { delivery_key: 'pickup_left', delivery_price: 0 }, account);
        const giftStock = await stock(gifts[2]);

        // Act
        const response = await order(account);

        // Assert
        expect(response.statusCode).toBe(201);
        const placed = response.json<OrderDto>();
        expect(placed.items.map((item) => [item.product_id, item.price, item.is_gift])).toEqual([
          [paid, 3000, false],
          [gifts[2], 0, true],
        ]);
        expect(placed.priceFinal).toBe(3000);
        expect(await stock(gifts[2])).toBe(giftStock - 1);
      });

      test('When the cart no longer qualifies at the moment of the order, then the order carries no gift', async () => {
        // Arrange: the gift line was written when the price was higher
        const account = await createSignedInAccount(t.db);
        const paid = await product(100_000);
        const cartId = await fillCart(t.db, { accountId: account.accountId }, [
          { productId: paid, quantity: 1 },
          { productId: gifts[1], quantity: 1, isGift: true },
        ]);
        await t.db.query("UPDATE carts SET delivery_key = 'pickup_left' WHERE id = $1", [cartId]);
        const giftStock = await stock(gifts[1]);

        // Act
        const response = await order(account);

        // Assert
        expect(response.statusCode).toBe(201);
        expect(response.json<OrderDto>().items.map((item) => item.product_id)).toEqual([paid]);
        expect(await stock(gifts[1])).toBe(giftStock);
      });
    });
  });
});
