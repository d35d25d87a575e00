import type { ApiErrorDto, CartInfoDto, DeliveryListDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart } from '../../test/fixtures';

describe('delivery', () => {
  let t: TestApp;
  let productIds: number[];

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 200 });
    productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 40')).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  const product = async (priceKopecks: number): Promise<number> => {
    const id = productIds.shift();
    if (id === undefined) throw new Error('no more products');
    await t.db.query('UPDATE products SET price_kopecks = $2, old_price_kopecks = NULL, quantity = 50 WHERE id = $1', [id, priceKopecks]);
    return id;
  };

  const newSession = async (): Promise<string> =>
    `Session ${(await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token}`;

  const list = async (authorization?: string): Promise<DeliveryListDto> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/delivery/list', headers: authorization ? { 'x-authorization': authorization } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<DeliveryListDto>();
  };

  const choose = (body: unknown, authorization: string) =>
    t.app.inject({ method: 'POST', url: '/api/cart/delivery', headers: { 'x-authorization': authorization }, payload: body as object });

  test('When a visitor without a cart asks, then both Pskov stores are free, the courier costs 250 ₽ and the post is listed', async () => {
    // Act
    const { items, selected } = await list();

    // Assert
    expect(selected).toBeNull();
    expect(items.map((item) => [item.key, item.price])).toEqual([
      ['pickup_left', 0],
      ['pickup_right', 0],
      ['courier_city', 250],
      ['post_pickup', 299],
      ['post_courier', 499],
    ]);
    expect(items[0].address).toBe('г. Псков, Октябрьский проспект, 22');
    expect(items[1].address).toBe('г. Псков, Рижский проспект, 58');
    expect(items[2].free_from).toBe(3000);
    expect(items.every((item) => item.term.length > 0)).toBe(true);
  });

  test('When the goods reach 3 000 ₽, then the courier is free', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [{ productId: await product(150_000), quantity: 2 }]);

    // Act
    const { items } = await list(session);

    // Assert
    expect(items.find((item) => item.key === 'courier_city')?.price).toBe(0);
  });

  test('When a promo code takes the goods below 3 000 ₽, then the courier costs 250 ₽ again', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [{ productId: await product(150_000), quantity: 2 }], { promoCode: 'ZDOROVIE5' });

    // Act
    const { items } = await list(session);

    // Assert
    expect(items.find((item) => item.key === 'courier_city')?.price).toBe(250);
  });

  test('When the courier is chosen at the price the server computes, then the cart counts it and the bonuses are reset', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 300 });
    await fillCart(t.db, { accountId: account.accountId }, [{ productId: await product(100_000), quantity: 1 }], { bonusesUsed: 100 });

    // Act
    const response = await choose({ delivery_key: 'courier_city', delivery_price: 250 }, `Token ${account.token}`);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<CartInfoDto>()).toMatchObject({ deliveryCost: 250, bonuses: 0, priceFinal: 1250 });
    expect((await list(`Token ${account.token}`)).selected).toBe('courier_city');
  });

  test('When the cart grows past 3 000 ₽ after the courier was chosen, then the delivery becomes free', async () => {
    // Arrange
    const session = await newSession();
    const id = await product(100_000);
    await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [{ productId: id, quantity: 1 }]);
    expect((await choose({ delivery_key: 'courier_city', delivery_price: 250 }, session)).statusCode).toBe(200);

    // Act
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/update', headers: { 'x-authorization': session }, payload: { product_id: id, quantity: 3 } });

    // Assert
    expect(response.json<CartInfoDto>()).toMatchObject({ deliveryCost: 0, priceFinal: 3000 });
  });

  test('When the client sends another price, then it is 409 with the right price and the choice is not kept', async () => {
    // Arrange
    const session = await newSession();
    await fillCart(t.db, { sessionToken: session.replace('Session ', '') }, [{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const response = await choose({ delivery_key: 'courier_city', delivery_price: 0 }, session);

    // Assert
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorDto>().message).toBe('Стоимость доставки изменилась: 250 ₽. Проверьте заказ ещё раз');
    expect((await list(session)).selected).toBeNull();
  });

  test.each([
    ['an unknown way', { delivery_key: 'teleport', delivery_price: 0 }],
    ['a negative price', { delivery_key: 'courier_city', delivery_price: -250 }],
    ['a price as text', { delivery_key: 'courier_city', delivery_price: '250' }],
    ['a huge price', { delivery_key: 'courier_city', delivery_price: 1e12 }],
    ['no price', { delivery_key: 'courier_city' }],
  ])('When the body has %s, then it is 400 with a Russian message', async (_, body) => {
    // Arrange
    const session = await newSession();

    // Act
    const response = await choose(body, session);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(/[а-яё]/i);
  });
});
