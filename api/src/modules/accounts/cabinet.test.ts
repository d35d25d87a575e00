import type { ApiErrorDto, BannerDto, OrderDto, PagedDto, PersonalSummaryDto, PersonalTopDto, ProductAwaitingReviewDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, type TestAccount } from '../../test/fixtures';
import { multipartBody } from '../../test/forms';

const DRAFT = { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', email: 'anna@example.ru', payment_key: 'cash', personal_data_consent: true } as const;

describe('personal cabinet', () => {
  let t: TestApp;
  let productIds: number[];
  let keys = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 60')).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  const product = async (): Promise<number> => {
    const id = productIds.shift();
    if (id === undefined) throw new Error('no more products');
    await t.db.query('UPDATE products SET price_kopecks = 50000, old_price_kopecks = NULL, quantity = 50 WHERE id = $1', [id]);
    return id;
  };

  const headers = (account: TestAccount | null) => (account ? { 'x-authorization': `Token ${account.token}` } : {});
  const get = (url: string, account: TestAccount | null) => t.app.inject({ method: 'GET', url, headers: headers(account) });

  /** Places an order of the products through the API and moves it to `status`. */
  const placeOrder = async (account: TestAccount, products: number[], status = 'paid'): Promise<OrderDto> => {
    const cartId = await fillCart(t.db, { accountId: account.accountId }, products.map((productId) => ({ productId, quantity: 1 })));
    await t.db.query("UPDATE carts SET delivery_key = 'pickup_left' WHERE id = $1", [cartId]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...headers(account), 'idempotency-key': `cabinet-${(keys += 1)}-${Date.now()}` },
      payload: DRAFT,
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderDto>();
    await t.db.query('DELETE FROM carts WHERE id = $1', [cartId]);
    if (status !== 'new') await t.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order.id, status]);
    return order;
  };

  /** The free gift of a promotion as the order keeps it: a line at 0 ₽ marked as a gift. */
  const addGift = async (order: OrderDto, productId: number): Promise<void> => {
    await t.db.query(
      `INSERT INTO order_items (order_id, product_id, title, quantity, price_kopecks, is_gift)
       SELECT $1, p.id, p.title, 1, 0, true FROM products p WHERE p.id = $2`,
      [order.id, productId],
    );
  };

  const awaiting = async (account: TestAccount): Promise<number[]> => {
    const response = await get('/api/personal/products_review', account);
    expect(response.statusCode).toBe(200);
    return response.json<PagedDto<ProductAwaitingReviewDto>>().content.map((entry) => entry.product.id);
  };

  describe('GET /api/personal', () => {
    test('When a customer without orders opens the cabinet, then there is no last order and the counts are 0', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db, { bonusBalance: 40 });

      // Act
      const response = await get('/api/personal', account);

      // Assert
      expect(response.statusCode).toBe(200);
      expect(response.json<PersonalSummaryDto>()).toMatchObject({ bonus_balance: 40, last_order: null, orders: 0, awaiting_review: 0 });
    });

    test('When the customer has orders, then the newest one, the count and the products awaiting a review are shown to them only', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const other = await createSignedInAccount(t.db);
      const [a, b, c] = [await product(), await product(), await product()];
      await placeOrder(account, [a, b]);
      const newest = await placeOrder(account, [c], 'new');

      // Act
      const mine = (await get('/api/personal', account)).json<PersonalSummaryDto>();
      const theirs = (await get('/api/personal', other)).json<PersonalSummaryDto>();

      // Assert
      expect(mine).toMatchObject({ orders: 2, awaiting_review: 2 });
      expect(mine.last_order).toMatchObject({ id: newest.id, number: String(100_000 + newest.id), status: 'new' });
      expect(mine.last_order?.items.map((item) => item.product_id)).toEqual([c]);
      expect(theirs).toMatchObject({ orders: 0, last_order: null, awaiting_review: 0 });
    });

    test('When the caller is signed out, then it is 401', async () => {
      // Act
      const response = await get('/api/personal', null);

      // Assert
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorDto>().message).toBe('Требуется авторизация');
    });
  });

  describe('products awaiting a review', () => {
    test('When an order is paid, then its products appear; a new or cancelled order adds none', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [paid, fresh, cancelled] = [await product(), await product(), await product()];

      // Act
      const order = await placeOrder(account, [paid]);
      await placeOrder(account, [fresh], 'new');
      await placeOrder(account, [cancelled], 'cancelled');
      const page = (await get('/api/personal/products_review?page=1&pageSize=5', account)).json<PagedDto<ProductAwaitingReviewDto>>();

      // Assert
      expect(page).toMatchObject({ page: 1, pageSize: 5, total: 1, hasNext: false });
      expect(page.content).toEqual([
        { product: expect.objectContaining({ id: paid }), order_id: order.id, ordered_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) },
      ]);
    });

    test('When orders are accepted by the shop or ready for pickup, then their products await a review too, as every status past a new order but cancelled', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [accepted, ready] = [await product(), await product()];

      // Act
      await placeOrder(account, [accepted], 'accepted');
      await placeOrder(account, [ready], 'ready_for_pickup');

      // Assert
      expect((await awaiting(account)).sort()).toEqual([accepted, ready].sort());
    });

    test('When an order came with a free gift, then only the bought product awaits a review, in the list and in the count', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [bought, gift] = [await product(), await product()];
      const order = await placeOrder(account, [bought], 'delivered');
      await addGift(order, gift);

      // Act
      const page = (await get('/api/personal/products_review?page=1&pageSize=5', account)).json<PagedDto<ProductAwaitingReviewDto>>();
      const summary = (await get('/api/personal', account)).json<PersonalSummaryDto>();

      // Assert
      const lines = await t.db.query<{ product_id: number; is_gift: boolean }>('SELECT product_id, is_gift FROM order_items WHERE order_id = $1 ORDER BY is_gift', [order.id]);
      expect(lines.rows.map((line) => [line.product_id, line.is_gift])).toEqual([
        [bought, false],
        [gift, true],
      ]);
      expect(page.content.map((entry) => entry.product.id)).toEqual([bought]);
      expect(page.total).toBe(1);
      expect(summary.awaiting_review).toBe(1);
    });

    test('When a product was bought in one order and came as a gift in a later one, then it still awaits a review for the purchase', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [both, other] = [await product(), await product()];
      const bought = await placeOrder(account, [both], 'delivered');
      await addGift(await placeOrder(account, [other], 'paid'), both);

      // Act
      const page = (await get('/api/personal/products_review?page=1&pageSize=5', account)).json<PagedDto<ProductAwaitingReviewDto>>();

      // Assert
      expect(page.content.map((entry) => [entry.product.id, entry.order_id])).toEqual([
        [other, expect.any(Number)],
        [both, bought.id],
      ]);
    });

    test('When the customer reviews a product, then it leaves the list', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [reviewed, kept] = [await product(), await product()];
      await placeOrder(account, [reviewed, kept], 'delivered');
      const before = await awaiting(account);
      const form = multipartBody({ product_id: String(reviewed), rating: '5', price_status: '2', quality_status: '4', comment: 'Хороший товар' });

      // Act
      const review = await t.app.inject({ method: 'POST', url: '/api/personal/reviews', headers: { ...form.headers, ...headers(account) }, payload: form.payload });

      // Assert
      expect(review.statusCode).toBe(200);
      expect(before.sort()).toEqual([reviewed, kept].sort());
      expect(await awaiting(account)).toEqual([kept]);
    });

    test('When the customer removes a product by form data or JSON, then the answer is the new first page without it', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const [a, b, c] = [await product(), await product(), await product()];
      await placeOrder(account, [a, b, c], 'shipped');
      const form = multipartBody({ product_id: String(a) });

      // Act
      const byForm = await t.app.inject({
        method: 'POST',
        url: '/api/personal/products_review/remove?pageSize=2',
        headers: { ...form.headers, ...headers(account) },
        payload: form.payload,
      });
      const byJson = await t.app.inject({ method: 'POST', url: '/api/personal/products_review/remove', headers: headers(account), payload: { product_id: b } });

      // Assert
      expect(byForm.statusCode).toBe(200);
      expect(byForm.json<PagedDto<ProductAwaitingReviewDto>>()).toMatchObject({ page: 1, pageSize: 2, total: 2 });
      expect(byForm.json<PagedDto<ProductAwaitingReviewDto>>().content.map((entry) => entry.product.id).sort()).toEqual([b, c].sort());
      expect(byJson.json<PagedDto<ProductAwaitingReviewDto>>().content.map((entry) => entry.product.id)).toEqual([c]);
      expect(await awaiting(account)).toEqual([c]);
    });

    test('When another customer or a signed-out visitor asks, then they see or change nothing of the owner', async () => {
      // Arrange
      const owner = await createSignedInAccount(t.db);
      const other = await createSignedInAccount(t.db);
      const id = await product();
      await placeOrder(owner, [id]);

      // Act
      const theirs = await awaiting(other);
      const hiddenByOther = await t.app.inject({ method: 'POST', url: '/api/personal/products_review/remove', headers: headers(other), payload: { product_id: id } });
      const signedOut = await get('/api/personal/products_review', null);
      const removeSignedOut = await t.app.inject({ method: 'POST', url: '/api/personal/products_review/remove', payload: { product_id: id } });

      // Assert
      expect(theirs).toEqual([]);
      expect(hiddenByOther.statusCode).toBe(200);
      expect(await awaiting(owner)).toEqual([id]);
      expect([signedOut.statusCode, removeSignedOut.statusCode]).toEqual([401, 401]);
    });

    test.each([
      ['an unknown product', { product_id: 999_999 }, 404],
      ['no product', {}, 400],
      ['a word instead of a product', { product_id: 'abc' }, 400],
    ])('When the removal names %s, then it is refused with a Russian message', async (_, body, status) => {
      // Arrange
      const account = await createSignedInAccount(t.db);

      // Act
      const response = await t.app.inject({ method: 'POST', url: '/api/personal/products_review/remove', headers: headers(account), payload: body });

      // Assert
      expect(response.statusCode).toBe(status);
      expect(response.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
    });
  });

  describe('GET /api/selection/personal_top', () => {
    test('When a signed-out visitor asks, then the shop bestsellers in stock come', async () => {
      // Act
      const response = await get('/api/selection/personal_top', null);

      // Assert
      expect(response.statusCode).toBe(200);
      const top = response.json<PersonalTopDto>();
      expect(top.title).toBe('Хиты продаж');
      expect(top.items.length).toBeGreaterThan(0);
      expect(top.items.length).toBeLessThanOrEqual(12);
      expect(top.items.every((item) => item.quantity > 0)).toBe(true);
    });

    test('When a customer has bought a product, then products of its category come, best rated first, without the bought one', async () => {
      // Arrange
      const account = await createSignedInAccount(t.db);
      const bought = await product();
      const category = (await t.db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [bought])).rows[0].category_id;
      await placeOrder(account, [bought]);

      // Act
      const top = (await get('/api/selection/personal_top', account)).json<PersonalTopDto>();

      // Assert
      const ids = top.items.map((item) => item.id);
      expect(top.title).toBe('Подобрали для вас');
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(bought);
      const rows = await t.db.query<{ category_id: number; rating: number; quantity: number }>(
        'SELECT category_id, rating::float8 AS rating, quantity FROM products WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)',
        [ids],
      );
      expect(rows.rows.every((row) => row.category_id === category && row.quantity > 0)).toBe(true);
      const ratings = rows.rows.map((row) => row.rating);
      expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    });

    test('When the personal selection is routed, then the other selections still answer by their key', async () => {
      // Act
      const banners = await get('/api/selection/top_banners', null);
      const unknown = await get('/api/selection/no_such_key', null);

      // Assert
      expect(banners.statusCode).toBe(200);
      expect(Array.isArray(banners.json<BannerDto[]>())).toBe(true);
      expect(unknown.statusCode).toBe(404);
    });
  });
});
