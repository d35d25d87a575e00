/**
 * The YooKassa provider against a local fake of its API: a node:http server on 127.0.0.1 at a random port,
 * started before and stopped after these tests, speaking `POST /payments` and `GET /payments/{id}` as
 * YooKassa does (HTTP Basic, Idempotence-Key, amounts as "1234.00" strings). No request leaves the machine.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DevMailboxDto, OrderDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, type TestAccount } from '../../test/fixtures';

const SHOP_ID = '123456';
const SECRET = 'test_secret_key';

interface FakePayment {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  confirmation: { type: string; confirmation_url: string };
  metadata: Record<string, string>;
}

interface FakeRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotenceKey: string | undefined;
  body: Record<string, unknown> | null;
}

/** A fake of YooKassa's payments API, with its payments and the requests it received open to the test. */
class FakeYooKassa {
  readonly payments = new Map<string, FakePayment>();
  readonly requests: FakeRequest[] = [];
  private readonly byKey = new Map<string, string>();
  private counter = 0;
  /** How many next creates answer 500 (as YooKassa does when it is down). */
  failCreates = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const idempotenceKey = request.headers['idempotence-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, idempotenceKey, body });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString('base64')}`) {
      return { status: 401, body: { type: 'error', code: 'invalid_credentials' } };
    }
    if (request.method === 'POST' && request.url === '/payments') {
      if (!idempotenceKey) return { status: 400, body: { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' } };
      if (this.failCreates > 0) {
        this.failCreates -= 1;
        return { status: 500, body: { type: 'error', code: 'internal_server_error' } };
      }
      const known = this.byKey.get(idempotenceKey);
      if (known) return { status: 200, body: this.payments.get(known) };
      const id = `2f${(this.counter += 1).toString().padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
      const create = body as { amount: FakePayment['amount']; metadata?: Record<string, string> } | null;
      const payment: FakePayment = {
        id,
        status: 'pending',
        amount: create?.amount ?? { value: '0.00', currency: 'RUB' },
        confirmation: { type: 'redirect', confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}` },
        metadata: create?.metadata ?? {},
      };
      this.payments.set(id, payment);
      this.byKey.set(idempotenceKey, id);
      return { status: 200, body: payment };
    }
    const match = /^\/payments\/([\w-]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && match) {
      const payment = this.payments.get(match[1]);
      return payment ? { status: 200, body: payment } : { status: 404, body: { type: 'error', code: 'not_found' } };
    }
    return { status: 404, body: { type: 'error', code: 'not_found' } };
  }
}

describe('payments through YooKassa', () => {
  const yookassa = new FakeYooKassa();
  let t: TestApp;
  let productIds: number[];
  let keyCounter = 0;

  beforeAll(async () => {
    await yookassa.start();
    t = await buildTestApp({
      productCount: 200,
      config: { payment: { provider: 'yookassa', yookassaShopId: SHOP_ID, yookassaSecretKey: SECRET, yookassaApiUrl: yookassa.url } },
    });
    productIds = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 40')).rows.map((row) => row.id);
  });

  afterAll(async () => {
    await t.close();
    await yookassa.stop();
  });

  const product = async (priceKopecks: number): Promise<number> => {
    const id = productIds.shift();
    if (id === undefined) throw new Error('no more products');
    await t.db.query('UPDATE products SET price_kopecks = $2, old_price_kopecks = NULL, quantity = 50, points = 10 WHERE id = $1', [id, priceKopecks]);
    return id;
  };

  const auth = (account: TestAccount) => ({ 'x-authorization': `Token ${account.token}` });

  /** A customer who orders `items` with courier delivery and pays by card online. */
  const placeCardOrder = async (
    items: Array<{ productId: number; quantity: number }>,
    settings: { promoCode?: string; bonusBalance?: number; bonusesUsed?: number; email?: string } = {},
  ): Promise<{ account: TestAccount; order: OrderDto; status: number }> => {
    const account = await createSignedInAccount(t.db, { bonusBalance: settings.bonusBalance ?? 0, email: settings.email });
    const cartId = await fillCart(t.db, { accountId: account.accountId }, items, { promoCode: settings.promoCode, bonusesUsed: settings.bonusesUsed });
    await t.db.query("UPDATE carts SET delivery_key = 'courier_city' WHERE id = $1", [cartId]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...auth(account), 'idempotency-key': `yookassa-key-${(keyCounter += 1)}-${Date.now()}` },
      payload: { full_name: 'Анна Иванова', phone: '+7 (911) 123-45-67', email: settings.email ?? 'anna@example.ru', payment_key: 'card_online', address: { street: 'ул. Труда', house: '5' }, personal_data_consent: true },
    });
    return { account, order: response.json<OrderDto>(), status: response.statusCode };
  };

  const providerIdOf = async (orderId: number): Promise<string> =>
    (await t.db.query<{ provider_payment_id: string }>('SELECT provider_payment_id FROM payments WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1', [orderId])).rows[0]
      .provider_payment_id;

  const orderStatus = async (orderId: number): Promise<string> =>
    (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;

  const webhook = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/payments/webhook/yookassa', payload: payload as object });

  const notification = (event: string, id: string, status: string, value = '1.00') => ({
    type: 'notification',
    event,
    object: { id, status, paid: status === 'succeeded', amount: { value, currency: 'RUB' } },
  });

  test('When a card order is placed, then YooKassa gets Basic auth, an Idempotence-Key and a receipt adding up to the amount to the kopeck', async () => {
    // Arrange: 3 × 333.33 ₽ + 7 × 10.01 ₽ − 5% promo − bonuses: shares that do not divide evenly
    const first = await product(33_333);
    const second = await product(1_001);
    const before = yookassa.requests.length;

    // Act
    const { order, status } = await placeCardOrder(
      [{ productId: first, quantity: 3 }, { productId: second, quantity: 7 }],
      { promoCode: 'ZDOROVIE5', bonusBalance: 500, bonusesUsed: 37 },
    );

    // Assert
    expect(status).toBe(201);
    const create = yookassa.requests.slice(before).find((request) => request.method === 'POST');
    expect(create?.authorization).toBe(`Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString('base64')}`);
    expect(create?.idempotenceKey).toMatch(new RegExp(`^${order.id}-1-`));
    const body = create?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: { value: order.priceFinal.toFixed(2), currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `https://shop.test/order/confirm/${order.id}` },
      description: `Заказ №${order.number}`,
      metadata: { order_id: String(order.id) },
      receipt: { customer: { email: 'anna@example.ru', phone: '79111234567' } },
    });
    const items = (body.receipt as { items: unknown }).items as Array<{ quantity: string; amount: { value: string }; payment_subject: string; payment_mode: string; vat_code: number }>;
    const kopecks = items.reduce((sum, item) => sum + Math.round(Number(item.amount.value) * 100) * Number(item.quantity), 0);
    expect(kopecks).toBe(Math.round(order.priceFinal * 100));
    expect(items.every((item) => /^\d+\.00$/.test(item.quantity) && /^\d+\.\d{2}$/.test(item.amount.value) && item.payment_mode === 'full_payment')).toBe(true);
    expect(items.at(-1)).toMatchObject({ payment_subject: 'service', amount: { value: '250.00' } });
    expect(order.payment).toMatchObject({ status: 'pending', confirmation_url: expect.stringMatching(/^https:\/\/yoomoney\.test\//) });
  });

  test('When YooKassa fails the create, then the order stays new and pending without a page, and paying again reuses the idempotence key', async () => {
    // Arrange
    yookassa.failCreates = 1;
    const placed = await placeCardOrder([{ productId: await product(100_000), quantity: 1 }]);

    // Act
    const again = await t.app.inject({ method: 'POST', url: `/api/order/${placed.order.id}/pay`, headers: auth(placed.account) });

    // Assert
    expect(placed.status).toBe(201);
    expect(placed.order).toMatchObject({ status: 'new', payment: { status: 'pending', confirmation_url: null } });
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderDto>().payment.confirmation_url).toMatch(/^https:\/\/yoomoney\.test\//);
    const keys = yookassa.requests.filter((request) => request.method === 'POST' && (request.body?.metadata as Record<string, string> | undefined)?.order_id === String(placed.order.id)).map((r) => r.idempotenceKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [placed.order.id]);
    expect(rows.rows[0].n).toBe(1);
  });

  test('When a forged notification claims success for a pending payment, then the order is not paid; the real success then pays it', async () => {
    // Arrange
    const { order } = await placeCardOrder([{ productId: await product(100_000), quantity: 1 }]);
    const id = await providerIdOf(order.id);

    // Act
    const forged = await webhook(notification('payment.succeeded', id, 'succeeded', '1000.00'));
    const statusAfterForgery = await orderStatus(order.id);
    (yookassa.payments.get(id) as FakePayment).status = 'succeeded';
    const real = await webhook(notification('payment.succeeded', id, 'succeeded', '1000.00'));

    // Assert
    expect(forged.statusCode).toBe(200);
    expect(statusAfterForgery).toBe('new');
    expect(real.statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(yookassa.requests.some((request) => request.method === 'GET' && request.url === `/payments/${id}`)).toBe(true);
  });

  test('When the notification and the customer’s return arrive at once, then there is one paid order and one letter about it', async () => {
    // Arrange
    const email = `race-${Date.now()}@example.ru`;
    const { account, order } = await placeCardOrder([{ productId: await product(70_000), quantity: 2 }], { email });
    const id = await providerIdOf(order.id);
    (yookassa.payments.get(id) as FakePayment).status = 'succeeded';

    // Act
    const responses = await Promise.all([
      webhook(notification('payment.succeeded', id, 'succeeded')),
      t.app.inject({ method: 'GET', url: `/api/order-confirm/${order.id}`, headers: auth(account) }),
      webhook(notification('payment.succeeded', id, 'succeeded')),
      t.app.inject({ method: 'GET', url: `/api/order-confirm/${order.id}`, headers: auth(account) }),
    ]);

    // Assert
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await orderStatus(order.id)).toBe('paid');
    const payments = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [order.id]);
    expect(payments.rows).toEqual([{ status: 'succeeded' }]);
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${order.id}`, headers: auth(account) });
    expect(confirmed.json<OrderDto>()).toMatchObject({ status: 'paid', payment: { status: 'succeeded' } });
    const letters = (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${email}` })).json<DevMailboxDto>().letters;
    expect(letters.filter((letter) => letter.subject === `Заказ №${order.number} оплачен`)).toHaveLength(1);
  });

  test('When the notification is lost, then opening the confirmation page asks YooKassa and ends the payment right', async () => {
    // Arrange
    const { account, order } = await placeCardOrder([{ productId: await product(30_000), quantity: 1 }]);
    const id = await providerIdOf(order.id);
    (yookassa.payments.get(id) as FakePayment).status = 'canceled';

    // Act
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${order.id}`, headers: auth(account) });

    // Assert
    expect(confirmed.json<OrderDto>()).toMatchObject({ status: 'new', payment: { status: 'canceled', confirmation_url: null } });
  });

  test('When YooKassa says a payment succeeded for another amount, then it is not applied', async () => {
    // Arrange
    const { order } = await placeCardOrder([{ productId: await product(40_000), quantity: 1 }]);
    const id = await providerIdOf(order.id);
    const payment = yookassa.payments.get(id) as FakePayment;
    payment.status = 'succeeded';
    payment.amount = { value: '1.00', currency: 'RUB' };

    // Act
    const response = await webhook(notification('payment.succeeded', id, 'succeeded'));

    // Assert
    expect(response.statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe('new');
    const rows = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [order.id]);
    expect(rows.rows).toEqual([{ status: 'pending' }]);
  });

  test('When a notification is not about a payment or names one the shop never made, then nothing changes', async () => {
    // Act
    const garbage = await webhook({ hello: 'world' });
    const unknown = await webhook(notification('payment.succeeded', 'ffffffff-000f-5000-9000-1b68e7b15f3f', 'succeeded'));
    const testPage = await t.app.inject({ method: 'GET', url: '/api/payments/test/anything' });

    // Assert
    expect(garbage.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(200);
    expect(testPage.statusCode).toBe(404);
  });
});
