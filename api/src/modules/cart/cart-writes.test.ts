import type { ApiErrorDto, CartInfoDto, CartListDto, CartWriteResultDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, sessionKeyHash } from '../../test/fixtures';
import { MAX_CART_LINES } from './change-cart';

describe('cart writes', () => {
  let t: TestApp;
  let productIds: number[];
  let nextProduct = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 300 });
    productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A product no other test touches, with the given stock, prices (kopecks) and points. */
  const product = async (fields: { stock?: number; priceKopecks?: number; oldPriceKopecks?: number | null; points?: number } = {}) => {
    const id = productIds[nextProduct];
    nextProduct += 1;
    const { rows } = await t.db.query<{ title: string }>(
      `UPDATE products SET quantity = $2, price_kopecks = $3, old_price_kopecks = $4, points = $5 WHERE id = $1 RETURNING title`,
      [id, fields.stock ?? 50, fields.priceKopecks ?? 19_900, fields.oldPriceKopecks ?? null, fields.points ?? 6],
    );
    return { id, title: rows[0].title };
  };

  const newSession = async (): Promise<string> =>
    `Session ${(await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token}`;

  const post = (url: string, body: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: authorization ? { 'x-authorization': authorization } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const write = async (url: string, body: unknown, authorization: string): Promise<CartWriteResultDto> => {
    const response = await post(url, body, authorization);
    expect(response.statusCode).toBe(200);
    return response.json<CartWriteResultDto>();
  };

  const get = async <T>(url: string, authorization?: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: authorization ? { 'x-authorization': authorization } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  const lineRows = async (authorization: string, productId: number) =>
    (
      await t.db.query<{ quantity: number }>(
        'SELECT i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.session_token = $1 AND i.product_id = $2',
        [sessionKeyHash(authorization), productId],
      )
    ).rows;

  describe('happy paths and totals', () => {
    test('When two products are added, then the answer has the server totals in rubles, the lines and their sums', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ priceKopecks: 45_050, oldPriceKopecks: 50_000, points: 14 });
      const b = await product({ priceKopecks: 19_900, points: 6 });

      // Act
      await write('/api/cart/add', { product_id: a.id, quantity: 2 }, session);
      const result = await write('/api/cart/add', { product_id: b.id, quantity: 1 }, session);

      // Assert
      expect(result).toMatchObject({
        currency: 'RUB',
        count: 3,
        priceDefault: 1199,
        discount: 99,
        deliveryCost: 0,
        priceFinal: 1100,
        bonuses: 0,
        bonuses_available: 0,
        bonuses_spendable: 0,
        bonuses_receive: 34,
        promo_code: null,
        product_id: b.id,
        amount: 1,
        clamped: false,
        available: 50,
        notice: null,
        statuses: { gifts_available: false, gifts_added: false, out_of_stock: [] },
      });
      expect(result.items.map((item) => [item.id, item.amount])).toEqual([
        [a.id, 2],
        [b.id, 1],
      ]);
      expect(result.items[0]).toMatchObject({
        product_id: a.id,
        title: a.title,
        price: 450.5,
        price_old: 500,
        quantity: 50,
        available: 50,
        is_gift: false,
        line_price_default: 1000,
        line_price_final: 901,
        line_discount: 99,
        line_bonuses_receive: 28,
      });
      expect(result.items[0].url).toMatch(/^\/products\//);
    });

    test('When the cart is read after writes, then info and list agree with the last write answer', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ priceKopecks: 120_000, oldPriceKopecks: 150_000, points: 40 });
      const last = await write('/api/cart/add', { product_id: a.id, quantity: 3 }, session);

      // Act
      const info = await get<CartInfoDto>('/api/cart/info', session);
      const list = await get<CartListDto>('/api/cart/list?lang=ru', session);

      // Assert
      const { items, statuses, ...lastInfo } = last;
      expect(info).toEqual({ ...lastInfo, product_id: undefined, amount: undefined, clamped: undefined, available: undefined, notice: undefined });
      expect(list).toEqual({ items, statuses });
      expect(info).toMatchObject({ count: 3, priceDefault: 4500, priceFinal: 3600, discount: 900, bonuses_receive: 120 });
    });

    test('When the same product is added again, then its amount grows in one line', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();
      await write('/api/cart/add', { product_id: a.id, quantity: 1 }, session);

      // Act
      const result = await write('/api/cart/add', { product_id: a.id, quantity: 2 }, session);

      // Assert
      expect(result.amount).toBe(3);
      expect(result.items).toHaveLength(1);
      expect(await lineRows(session, a.id)).toEqual([{ quantity: 3 }]);
    });

    test('When add comes without a quantity, then one unit is added', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();

      // Act
      const result = await write('/api/cart/add', { product_id: a.id }, session);

      // Assert
      expect(result).toMatchObject({ amount: 1, count: 1 });
    });

    test('When update sets an amount, then the line holds exactly that many; 0 removes it', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ priceKopecks: 10_000 });
      await write('/api/cart/add', { product_id: a.id, quantity: 1 }, session);

      // Act
      const set = await write('/api/cart/update', { product_id: a.id, quantity: 4 }, session);
      const removed = await write('/api/cart/update', { product_id: a.id, quantity: 0 }, session);

      // Assert
      expect(set).toMatchObject({ amount: 4, count: 4, priceFinal: 400 });
      expect(removed).toMatchObject({ amount: 0, count: 0, priceFinal: 0, items: [] });
      expect(await lineRows(session, a.id)).toEqual([]);
    });

    test('When update names a product not yet in the cart, then it is put there with that amount', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();

      // Act
      const result = await write('/api/cart/update', { product_id: a.id, quantity: 2 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 2, count: 2 });
    });

    test.each([
      ['quantityNew 0', { quantityNew: 0 }],
      ['no quantityNew', {}],
    ])('When remove is sent with %s, then the line is removed', async (_case, extra) => {
      // Arrange
      const session = await newSession();
      const a = await product();
      const b = await product();
      await write('/api/cart/add', { product_id: a.id, quantity: 2 }, session);
      await write('/api/cart/add', { product_id: b.id, quantity: 1 }, session);

      // Act
      const result = await write('/api/cart/remove', { product_id: a.id, ...extra }, session);

      // Assert
      expect(result).toMatchObject({ product_id: a.id, amount: 0, count: 1 });
      expect(result.items.map((item) => item.id)).toEqual([b.id]);
    });

    test('When remove is sent with quantityNew above 0, then that many units stay', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();
      await write('/api/cart/add', { product_id: a.id, quantity: 5 }, session);

      // Act
      const result = await write('/api/cart/remove', { product_id: a.id, quantityNew: 2 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 2, count: 2 });
    });

    test('When a product that is not in the cart is removed, then the answer is the unchanged cart and no cart is created', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();

      // Act
      const result = await write('/api/cart/remove', { product_id: a.id, quantityNew: 0 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 0, count: 0, items: [] });
      const carts = await t.db.query('SELECT 1 FROM carts WHERE session_token = $1', [sessionKeyHash(session)]);
      expect(carts.rows).toHaveLength(0);
    });

    test('When the cart is cleared, then it is empty and the promo code stays', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();
      const b = await product();
      await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ], { promoCode: 'ZDOROVIE10' });

      // Act
      const result = await write('/api/cart/clear', undefined, session);

      // Assert
      expect(result).toMatchObject({ count: 0, priceFinal: 0, priceDefault: 0, items: [], product_id: null, amount: 0, available: null, promo_code: 'ZDOROVIE10' });
      expect((await get<CartListDto>('/api/cart/list', session)).items).toEqual([]);
    });

    test('When a caller without a cart clears it, then the answer is an empty cart', async () => {
      // Arrange
      const session = await newSession();

      // Act
      const result = await write('/api/cart/clear', {}, session);

      // Assert
      expect(result).toMatchObject({ count: 0, items: [] });
    });

    test('When a signed-in customer adds a product, then it goes to the account cart with the bonus balance', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 250 });
      const a = await product({ priceKopecks: 99_000, points: 30 });

      // Act
      const result = await write('/api/cart/add', { product_id: a.id, quantity: 1 }, `Token ${account.token}`);

      // Assert
      expect(result).toMatchObject({ count: 1, priceFinal: 990, bonuses_available: 250, bonuses_receive: 30 });
      const carts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE account_id = $1', [account.accountId]);
      expect(carts.rows[0].n).toBe(1);
    });

    test('When the body carries a price, then it is ignored and the price comes from the database', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ priceKopecks: 55_500 });

      // Act
      const result = await write('/api/cart/add', { product_id: a.id, quantity: 1, price: 1, priceFinal: 1 }, session);

      // Assert
      expect(result.priceFinal).toBe(555);
    });
  });

  describe('stock', () => {
    test('When more is added than is in stock, then the amount is the stock and the answer says so', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 3 });

      // Act
      const result = await write('/api/cart/add', { product_id: a.id, quantity: 5 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 3, clamped: true, available: 3, notice: 'Доступно только 3 шт.', count: 3 });
    });

    test('When adding to a line already at the stock, then it stays at the stock', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 2 });
      await write('/api/cart/add', { product_id: a.id, quantity: 2 }, session);

      // Act
      const result = await write('/api/cart/add', { product_id: a.id, quantity: 1 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 2, clamped: true });
    });

    test.each([
      ['/api/cart/update', 'quantity'],
      ['/api/cart/remove', 'quantityNew'],
    ])('When %s asks for more than the stock, then the amount is clamped to it', async (url, field) => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 4 });
      await write('/api/cart/add', { product_id: a.id, quantity: 1 }, session);

      // Act
      const result = await write(url, { product_id: a.id, [field]: 99_999 }, session);

      // Assert
      expect(result).toMatchObject({ amount: 4, clamped: true, available: 4 });
    });

    test('When a product with zero stock is added, then the answer is 409 «Товара нет в наличии» and nothing is stored', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 0 });

      // Act
      const response = await post('/api/cart/add', { product_id: a.id, quantity: 1 }, session);

      // Assert
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorDto>()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Товара нет в наличии', code: 'OUT_OF_STOCK' });
      const carts = await t.db.query('SELECT 1 FROM carts WHERE session_token = $1', [sessionKeyHash(session)]);
      expect(carts.rows).toHaveLength(0);
    });

    test('When a product in the cart runs out, then the list names it and it can be removed but not increased', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 5 });
      await write('/api/cart/add', { product_id: a.id, quantity: 2 }, session);
      await t.db.query('UPDATE products SET quantity = 0 WHERE id = $1', [a.id]);

      // Act
      const list = await get<CartListDto>('/api/cart/list', session);
      const increase = await post('/api/cart/update', { product_id: a.id, quantity: 3 }, session);
      const removal = await post('/api/cart/remove', { product_id: a.id }, session);

      // Assert
      expect(list.statuses.out_of_stock).toEqual([a.title]);
      expect(list.items[0]).toMatchObject({ amount: 2, available: 0, availability: 'out_of_stock' });
      expect(increase.statusCode).toBe(409);
      expect(removal.statusCode).toBe(200);
      expect(removal.json<CartWriteResultDto>().statuses.out_of_stock).toEqual([]);
    });
  });

  describe('refusals', () => {
    test.each(['/api/cart/add', '/api/cart/update', '/api/cart/remove'])('When %s names an unknown product, then the answer is 404', async (url) => {
      // Arrange
      const session = await newSession();

      // Act
      const response = await post(url, { product_id: 987_654, quantity: 1 }, session);

      // Assert
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorDto>()).toMatchObject({ statusCode: 404, message: 'Товар не найден' });
    });

    test.each([
      ['a negative quantity', { quantity: -1 }, '«quantity»'],
      ['a fractional quantity', { quantity: 1.5 }, '«quantity»'],
      ['a quantity in a string', { quantity: '3' }, '«quantity»'],
      ['a quantity that is a word', { quantity: 'много' }, '«quantity»'],
      ['a huge quantity', { quantity: 1e20 }, '«quantity»'],
      ['a quantity above the safe integers', { quantity: 2 ** 53 + 2 }, '«quantity»'],
      ['a null quantity', { quantity: null }, '«quantity»'],
      ['a product id in a string', { product_id: '5' }, '«product_id»'],
      ['a product id of 0', { product_id: 0 }, '«product_id»'],
      ['a huge product id', { product_id: 99_999_999_999 }, '«product_id»'],
    ])('When add is sent with %s, then the answer is 400 naming the field', async (_case, change, field) => {
      // Arrange
      const session = await newSession();
      const a = await product();

      // Act
      const response = await post('/api/cart/add', { product_id: a.id, quantity: 1, ...change }, session);

      // Assert
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorDto>();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_ERROR' });
      expect(body.message).toMatch(/^Некорректный запрос: поле/);
      expect(body.message).toContain(field);
    });

    test.each([
      ['add without product_id', '/api/cart/add', { quantity: 1 }],
      ['update without quantity', '/api/cart/update', { product_id: 1 }],
      ['remove with a negative quantityNew', '/api/cart/remove', { product_id: 1, quantityNew: -2 }],
      ['a list instead of an object', '/api/cart/add', [{ product_id: 1 }]],
      ['no body', '/api/cart/add', undefined],
    ])('When %s is sent, then the answer is 400 in Russian', async (_case, url, body) => {
      // Arrange
      const session = await newSession();

      // Act
      const response = await post(url, body, session);

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toMatch(/^Некорректный запрос/);
    });

    test('When the body is not JSON, then the answer is 400', async () => {
      // Arrange
      const session = await newSession();

      // Act
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { 'x-authorization': session, 'content-type': 'application/json' },
        payload: '{"product_id": 1,',
      });

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toBe('Некорректное тело запроса: ожидается JSON');
    });

    test.each([
      ['/api/cart/add', { product_id: 1, quantity: 1 }],
      ['/api/cart/update', { product_id: 1, quantity: 1 }],
      ['/api/cart/remove', { product_id: 1 }],
      ['/api/cart/clear', undefined],
    ])('When %s is called without a session, then the answer is 401 asking to reload', async (url, body) => {
      // Act
      const response = await post(url, body);

      // Assert
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorDto>()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Сессия не найдена, обновите страницу',
        code: 'SESSION_REQUIRED',
      });
    });

    test('When the session key is unknown, then a write is 401 and a read is an empty cart', async () => {
      // Arrange
      const stranger = 'Session unknownunknownunknown0000';

      // Act
      const writeResponse = await post('/api/cart/add', { product_id: productIds[0], quantity: 1 }, stranger);
      const list = await get<CartListDto>('/api/cart/list', stranger);

      // Assert
      expect(writeResponse.statusCode).toBe(401);
      expect(list).toEqual({ items: [], statuses: { gifts_available: false, gifts_added: false, out_of_stock: [] } });
    });

    test('When the product is in the cart as a gift, then add is refused with 409', async () => {
      // Arrange
      const session = await newSession();
      const a = await product();
      // A gift stays only in a cart that qualifies for it: a product of the running promotion, goods from 3 000 ₽.
      const paid = await product({ priceKopecks: 300_000 });
      await t.db.query('INSERT INTO gift_promotion_products (promotion_id, product_id) SELECT id, $1 FROM gift_promotions', [a.id]);
      await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [
        { productId: paid.id, quantity: 1 },
        { productId: a.id, quantity: 1, isGift: true },
      ]);

      // Act
      const response = await post('/api/cart/add', { product_id: a.id, quantity: 1 }, session);
      const list = await get<CartListDto>('/api/cart/list', session);

      // Assert
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorDto>().code).toBe('GIFT_IN_CART');
      expect(list.statuses.gifts_added).toBe(true);
      expect(list.items.find((item) => item.product_id === a.id)).toMatchObject({ is_gift: true, line_price_final: 0 });
    });

    test('When the cart already holds the most different products, then a new one is refused with 409', async () => {
      // Arrange
      const session = await newSession();
      const held = productIds.slice(productIds.length - MAX_CART_LINES);
      await t.db.query('UPDATE products SET quantity = 10 WHERE id = ANY($1::int[])', [held]);
      await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, held.map((productId) => ({ productId, quantity: 1 })));
      const extra = await product();

      // Act
      const response = await post('/api/cart/add', { product_id: extra.id, quantity: 1 }, session);
      const more = await post('/api/cart/add', { product_id: held[0], quantity: 1 }, session);

      // Assert
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorDto>()).toMatchObject({ code: 'CART_FULL', message: 'В корзине может быть не больше 100 разных товаров' });
      expect(more.statusCode).toBe(200);
    });
  });

  describe('owners and concurrency', () => {
    test('When two sessions fill their carts, then neither sees nor changes the other’s', async () => {
      // Arrange
      const first = await newSession();
      const second = await newSession();
      const a = await product();
      const b = await product();
      await write('/api/cart/add', { product_id: a.id, quantity: 2 }, first);
      await write('/api/cart/add', { product_id: b.id, quantity: 1 }, second);

      // Act
      await write('/api/cart/clear', undefined, second);
      const firstList = await get<CartListDto>('/api/cart/list', first);
      const secondList = await get<CartListDto>('/api/cart/list', second);

      // Assert
      expect(firstList.items.map((item) => [item.id, item.amount])).toEqual([[a.id, 2]]);
      expect(secondList.items).toEqual([]);
    });

    test('When one product is added by several requests at once, then there is one line with every unit', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 100 });

      // Act
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/cart/add', { product_id: a.id, quantity: 1 }, session)),
      );

      // Assert
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
      expect(await lineRows(session, a.id)).toEqual([{ quantity: 8 }]);
      expect(Math.max(...responses.map((response) => response.json<CartWriteResultDto>().amount))).toBe(8);
      const carts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE session_token = $1', [sessionKeyHash(session)]);
      expect(carts.rows[0].n).toBe(1);
    });

    test('When concurrent adds ask for more than the stock together, then the line stops at the stock', async () => {
      // Arrange
      const session = await newSession();
      const a = await product({ stock: 5 });

      // Act
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/cart/add', { product_id: a.id, quantity: 1 }, session)),
      );

      // Assert
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(await lineRows(session, a.id)).toEqual([{ quantity: 5 }]);
      expect(responses.filter((response) => response.json<CartWriteResultDto>().clamped)).toHaveLength(3);
    });

    test('When a new session adds different products at once, then one cart holds them all', async () => {
      // Arrange
      const session = await newSession();
      const products = await Promise.all(Array.from({ length: 5 }, () => product()));

      // Act
      const responses = await Promise.all(products.map((p) => post('/api/cart/add', { product_id: p.id, quantity: 1 }, session)));

      // Assert
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const list = await get<CartListDto>('/api/cart/list', session);
      expect(list.items.map((item) => item.id).sort((x, y) => x - y)).toEqual(products.map((p) => p.id).sort((x, y) => x - y));
      const carts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE session_token = $1', [sessionKeyHash(session)]);
      expect(carts.rows[0].n).toBe(1);
    });
  });
});
