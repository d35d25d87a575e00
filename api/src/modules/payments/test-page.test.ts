import type { OrderDto } from 'api-contracts';
import { buildApp } from '../../app';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';

describe('the test provider’s payment page is the order owner’s alone', () => {
  let t: TestApp;
  let product: (priceKopecks: number, stock?: number) => Promise<number>;
  let keyCounter = 0;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 60 });
    product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 20')).rows.map((row) => row.id));
  });

  afterAll(async () => {
    await t.close();
  });

  /** A signed-in customer's order paid online: its test payment page. */
  async function orderPaidOnline(): Promise<{ owner: TestAccount; pageUrl: string }> {
    const owner = await createSignedInAccount(t.db);
    const cartId = await fillCart(t.db, { accountId: owner.accountId }, [{ productId: await product(40_000, 5), quantity: 1 }]);
    await t.db.query(`UPDATE carts SET delivery_key = 'courier_city' WHERE id = $1`, [cartId]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'x-authorization': `Token ${owner.token}`, 'idempotency-key': `test-page-${(keyCounter += 1)}-${Date.now()}` },
      payload: {
        full_name: 'Анна Иванова',
        phone: '+7 (911) 123-45-67',
        email: 'anna@example.ru',
        payment_key: 'card_online',
        personal_data_consent: true,
        address: { street: 'ул. Труда', house: '5' },
      },
    });
    expect(placed.statusCode).toBe(201);
    const pageUrl = placed.json<OrderDto>().payment.confirmation_url;
    expect(pageUrl).toMatch(/^\/api\/payments\/test\//);
    return { owner, pageUrl: pageUrl! };
  }

  const press = (pageUrl: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: pageUrl, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=succeeded' });

  test('When the owner opens the page with the sign-in cookie, then it shows; a stranger, a guest and a session get 404 and cannot pay', async () => {
    // Arrange
    const { owner, pageUrl } = await orderPaidOnline();
    const stranger = await createSignedInAccount(t.db);
    const session = (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<{ token: string }>().token;

    // Act
    const asOwner = await t.app.inject({ method: 'GET', url: pageUrl, headers: { cookie: `auth_key=${owner.token}` } });
    const asStranger = await t.app.inject({ method: 'GET', url: pageUrl, headers: { cookie: `auth_key=${stranger.token}` } });
    const asGuest = await t.app.inject({ method: 'GET', url: pageUrl });
    const asSession = await t.app.inject({ method: 'GET', url: pageUrl, headers: { 'x-authorization': `Session ${session}` } });
    const strangerPays = await press(pageUrl, { cookie: `auth_key=${stranger.token}`, origin: testConfig.publicUrl });
    const guestPays = await press(pageUrl, {});
    const stored = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE confirmation_url = $1', [pageUrl]);

    // Assert
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.body).toContain('>Оплатить<');
    expect(asOwner.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(asOwner.headers['content-security-policy']).toContain("form-action 'self'");
    expect(asOwner.headers['x-frame-options']).toBe('DENY');
    for (const answer of [asStranger, asGuest, asSession, strangerPays, guestPays]) expect(answer.statusCode).toBe(404);
    expect(stored.rows).toEqual([{ status: 'pending' }]);
  });

  test('When the owner presses «Оплатить» from the page, then the order is paid', async () => {
    // Arrange
    const { owner, pageUrl } = await orderPaidOnline();

    // Act
    const pressed = await press(pageUrl, { cookie: `auth_key=${owner.token}`, origin: testConfig.publicUrl });

    // Assert
    expect(pressed.statusCode).toBe(303);
  });

  test('When the API restarts (a new process over the same database), then the page of a pending payment still shows and pays', async () => {
    // Arrange
    const { owner, pageUrl } = await orderPaidOnline();
    const restarted = await buildApp({ config: testConfig, db: t.db });
    try {
      // Act
      const page = await restarted.inject({ method: 'GET', url: pageUrl, headers: { cookie: `auth_key=${owner.token}` } });
      const pressed = await restarted.inject({
        method: 'POST',
        url: pageUrl,
        headers: { cookie: `auth_key=${owner.token}`, origin: testConfig.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=succeeded',
      });
      const order = await t.db.query<{ status: string }>('SELECT o.status FROM orders o JOIN payments p ON p.order_id = o.id WHERE p.confirmation_url = $1', [pageUrl]);

      // Assert
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>Оплатить<');
      expect(pressed.statusCode).toBe(303);
      expect(order.rows).toEqual([{ status: 'paid' }]);
    } finally {
      await restarted.close();
    }
  });

  test('When the owner asks to pay a pending payment whose page is gone, then a new payment with a working page is made', async () => {
    // Arrange: the provider forgot the payment (a payment page kept in the memory of an API that was restarted).
    const { owner, pageUrl } = await orderPaidOnline();
    const [{ order_id: orderId }] = (await t.db.query<{ order_id: number }>('SELECT order_id FROM payments WHERE confirmation_url = $1', [pageUrl])).rows;
    await t.db.query('DELETE FROM test_provider_payments WHERE id = $1', [pageUrl.split('/').pop()]);
    expect((await t.app.inject({ method: 'GET', url: pageUrl, headers: { cookie: `auth_key=${owner.token}` } })).statusCode).toBe(404);

    // Act
    const paid = await t.app.inject({ method: 'POST', url: `/api/order/${orderId}/pay`, headers: { 'x-authorization': `Token ${owner.token}` } });

    // Assert
    expect(paid.statusCode).toBe(200);
    const newUrl = paid.json<OrderDto>().payment.confirmation_url!;
    expect(newUrl).toMatch(/^\/api\/payments\/test\//);
    expect(newUrl).not.toBe(pageUrl);
    expect((await t.app.inject({ method: 'GET', url: newUrl, headers: { cookie: `auth_key=${owner.token}` } })).statusCode).toBe(200);
    const attempts = await t.db.query<{ attempt: number; status: string }>('SELECT attempt, status FROM payments WHERE order_id = $1 ORDER BY attempt', [orderId]);
    expect(attempts.rows).toEqual([
      { attempt: 1, status: 'canceled' },
      { attempt: 2, status: 'pending' },
    ]);
  });

  test('When another provider is configured, then the page does not exist even for the owner', async () => {
    // Arrange
    const other = await buildTestApp({
      productCount: 10,
      config: { payment: { provider: 'yookassa', yookassaShopId: '1', yookassaSecretKey: 'secret', yookassaApiUrl: 'http://127.0.0.1:1' } },
    });
    try {
      const owner = await createSignedInAccount(other.db);

      // Act
      const page = await other.app.inject({ method: 'GET', url: '/api/payments/test/test-anything', headers: { cookie: `auth_key=${owner.token}` } });

      // Assert
      expect(page.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
