import type { CartInfoDto, CategoryPageDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart } from '../../test/fixtures';

const EMPTY: CartInfoDto = {
  currency: 'RUB',
  count: 0,
  discount: 0,
  priceDefault: 0,
  deliveryCost: 0,
  priceFinal: 0,
  bonuses: 0,
  bonuses_available: 0,
  bonuses_spendable: 0,
  bonuses_receive: 0,
  promo_code: null,
};

describe('GET /api/cart/info', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const newSession = async (): Promise<string> =>
    (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token;

  const cartInfo = async (authorization?: string): Promise<CartInfoDto> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart/info', headers: authorization ? { 'x-authorization': authorization } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<CartInfoDto>();
  };

  test('When an anonymous visitor without a session asks, then the cart is empty', async () => {
    // Act
    const info = await cartInfo();

    // Assert
    expect(info).toEqual(EMPTY);
  });

  test('When a session has no cart yet, then the cart is empty', async () => {
    // Arrange
    const session = await newSession();

    // Act
    const info = await cartInfo(`Session ${session}`);

    // Assert
    expect(info).toEqual(EMPTY);
  });

  test('When a session has goods in its cart, then the totals come in rubles from the current prices', async () => {
    // Arrange
    const session = await newSession();
    const [a, b] = (await t.app.inject({ method: 'GET', url: '/api/category?pageSize=2' })).json<CategoryPageDto>().products.content;
    await t.db.query('UPDATE products SET price_kopecks = 45050, old_price_kopecks = 50000, points = 14 WHERE id = $1', [a.id]);
    await t.db.query('UPDATE products SET price_kopecks = 19900, old_price_kopecks = NULL, points = 6 WHERE id = $1', [b.id]);
    await fillCart(t.db, { sessionToken: session }, [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
    ], { deliveryKopecks: 25_000, promoCode: 'ZDOROVIE10' });

    // Act
    const info = await cartInfo(`Session ${session}`);

    // Assert
    expect(info).toEqual({
      currency: 'RUB',
      count: 3,
      priceDefault: 1199,
      discount: 99,
      deliveryCost: 250,
      priceFinal: 1350,
      bonuses: 0,
      bonuses_available: 0,
      bonuses_spendable: 0,
      bonuses_receive: 34,
      promo_code: 'ZDOROVIE10',
    });
  });

  test('When another session asks, then it does not see someone else’s cart', async () => {
    // Arrange
    const owner = await newSession();
    const stranger = await newSession();
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/category?pageSize=1' })).json<CategoryPageDto>().products.content;
    await fillCart(t.db, { sessionToken: owner }, [{ productId: product.id, quantity: 1 }]);

    // Act
    const info = await cartInfo(`Session ${stranger}`);

    // Assert
    expect(info.count).toBe(0);
  });

  test('When a signed-in customer with bonuses asks, then the account cart and balance are used', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { bonusBalance: 150 });
    const [product] = (await t.app.inject({ method: 'GET', url: '/api/category?pageSize=1&sorting=price_desc' })).json<CategoryPageDto>().products.content;
    await fillCart(t.db, { accountId: account.accountId }, [{ productId: product.id, quantity: 1 }], { bonusesUsed: 100 });

    // Act
    const info = await cartInfo(`Token ${account.token}`);

    // Assert
    expect(info.count).toBe(1);
    expect(info.bonuses_available).toBe(150);
    expect(info.bonuses).toBe(100);
    expect(info.priceFinal).toBe(product.price - 100);
  });
});
