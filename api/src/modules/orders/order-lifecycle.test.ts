import type { DevMailboxDto, OrderDto, PagedDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, fillCart, productPool, type TestAccount } from '../../test/fixtures';
import { DEFAULT_OPERATOR_CONFIG } from '../operators/index';
import { DEFAULT_EXCHANGE_CONFIG } from '../exchange/index';

const DRAFT = {
  full_name: 'Ольга Смирнова',
  phone: '+7 (911) 765-43-21',
  payment_key: 'cash',
  address: { street: 'Октябрьский пр-т', house: '22' },
  personal_data_consent: true,
} as const;

const OPERATOR = `Basic ${Buffer.from(`${DEFAULT_OPERATOR_CONFIG.operators[0].name}:${DEFAULT_OPERATOR_CONFIG.operators[0].password}`).toString('base64')}`;
const EXCHANGE = `Basic ${Buffer.from(`${DEFAULT_EXCHANGE_CONFIG.user}:${DEFAULT_EXCHANGE_CONFIG.password}`).toString('base64')}`;

let t: TestApp;
let product: (priceKopecks: number, stock?: number) => Promise<number>;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 120 });
  product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 60')).rows.map((row) => row.id));
  await t.db.query("UPDATE promo_codes SET ends_at = NULL WHERE code = 'ZDOROVIE5'");
});

afterAll(async () => {
  await t.close();
});

interface Placed {
  account: TestAccount;
  order: OrderDto;
  email: string;
  productId: number;
}

/** A customer orders 2 units (courier, paid on receipt), spending `bonuses` points. */
async function placeOrder(options: { bonuses?: number; promo?: boolean } = {}): Promise<Placed> {
  counter += 1;
  const email = `life.${counter}.${Date.now()}@example.ru`;
  const productId = await product(150_000, 10);
  const account = await createSignedInAccount(t.db, { email, bonusBalance: options.bonuses ? 1000 : 0 });
  const cartId = await fillCart(t.db, { accountId: account.accountId }, [{ productId, quantity: 2 }], {
    bonusesUsed: options.bonuses,
    promoCode: options.promo ? 'ZDOROVIE5' : undefined,
  });
  await t.db.query("UPDATE carts SET delivery_key = 'courier_city' WHERE id = $1", [cartId]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'x-authorization': `Token ${account.token}`, 'idempotency-key': `life-${counter}-${Date.now()}` },
    payload: { ...DRAFT, email, delivery_key: 'courier_city', ...(options.bonuses ? { bonuses: options.bonuses } : {}), ...(options.promo ? { promo_code: 'ZDOROVIE5' } : {}) },
  });
  expect(response.statusCode).toBe(201);
  return { account, order: response.json<OrderDto>(), email, productId };
}

const move = (orderId: number, status: string, authorization = OPERATOR) =>
  t.app.inject({ method: 'POST', url: `/api/operator/orders/${orderId}/status`, headers: { authorization }, payload: { status, comment: 'по телефону' } });

const subjects = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` })).json<DevMailboxDto>().letters.map((letter) => letter.subject);

const stockOf = async (productId: number) => (await t.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [productId])).rows[0].quantity;

describe('order life cycle through the operator API', () => {
  test('When an operator walks an order to delivered, then each move is recorded with who and when, the customer gets letters and sees the history, and bonuses are earned', async () => {
    // Arrange
    const { account, order, email } = await placeOrder();

    // Act
    const answers = [];
    for (const status of ['accepted', 'assembling', 'ready_for_pickup', 'delivered']) answers.push(await move(order.id, status));

    // Assert
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const last = answers[3].json<{ status: string; history: Array<{ status: string; source: string; actor: string; comment: string }> }>();
    expect(last.status).toBe('delivered');
    expect(last.history.map((change) => [change.status, change.source, change.actor])).toEqual([
      ['new', 'customer', ''],
      ['accepted', 'operator', 'operator'],
      ['assembling', 'operator', 'operator'],
      ['ready_for_pickup', 'operator', 'operator'],
      ['delivered', 'operator', 'operator'],
    ]);
    expect(last.history[1].comment).toBe('по телефону');

    const number = order.number;
    expect(await subjects(email)).toEqual(
      expect.arrayContaining([
        `Заказ №${number} принят — «Здоровье+»`,
        `Заказ №${number} готов к выдаче — «Здоровье+»`,
        `Заказ №${number} получен — «Здоровье+»`,
      ]),
    );
    expect((await subjects(email)).some((subject) => subject.includes('Собирается'))).toBe(false);

    const cabinet = await t.app.inject({ method: 'GET', url: '/api/personal/orders', headers: { 'x-authorization': `Token ${account.token}` } });
    const [listed] = cabinet.json<PagedDto<OrderDto>>().content;
    expect(listed.status_title).toBe('Получен');
    expect(listed.status_history.map((change) => change.status_title)).toEqual(['Новый', 'Принят', 'Собирается', 'Готов к выдаче', 'Получен']);

    const { rows: ledger } = await t.db.query<{ reason: string }>("SELECT reason FROM bonus_ledger WHERE order_id = $1 AND reason = 'order_earned'", [order.id]);
    expect(ledger).toHaveLength(order.bonuses_receive > 0 ? 1 : 0);

    const actions = await t.app.inject({ method: 'GET', url: `/api/operator/actions?subject=order:${order.id}`, headers: { authorization: OPERATOR } });
    expect(actions.json<Array<{ operator: string; action: string; details: { to: string } }>>().map((row) => [row.operator, row.action, row.details.to])).toEqual([
      ['operator', 'order.status', 'delivered'],
      ['operator', 'order.status', 'ready_for_pickup'],
      ['operator', 'order.status', 'assembling'],
      ['operator', 'order.status', 'accepted'],
    ]);
  });

  test('When a move is not in the table, then it is refused with 409 and a Russian reason, and nothing changes', async () => {
    // Arrange
    const { order } = await placeOrder();

    // Act
    const skipToDelivered = await move(order.id, 'delivered');
    await move(order.id, 'cancelled');
    const afterCancel = await move(order.id, 'accepted');
    const unknown = await move(99_999_999, 'accepted');

    // Assert
    expect(skipToDelivered.statusCode).toBe(409);
    expect(skipToDelivered.json<{ message: string }>().message).toBe('Заказ нельзя перевести из статуса «Новый» в «Получен»');
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json<{ message: string }>().message).toBe('Заказ в статусе «Отменён» больше не меняется');
    expect(unknown.statusCode).toBe(404);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM order_status_history WHERE order_id = $1 ORDER BY id', [order.id]);
    expect(rows.map((row) => row.status)).toEqual(['new', 'cancelled']);
  });

  test('When an order is cancelled while being assembled, then its stock comes back, spent bonuses are refunded and the customer is told', async () => {
    // Arrange
    const { account, order, email, productId } = await placeOrder({ bonuses: 100 });
    const stockBefore = await stockOf(productId);
    await move(order.id, 'accepted');
    await move(order.id, 'assembling');

    // Act
    const response = await move(order.id, 'cancelled');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(stockBefore + 2);
    const { rows } = await t.db.query<{ bonus_balance: number }>('SELECT bonus_balance FROM accounts WHERE id = $1', [account.accountId]);
    expect(rows[0].bonus_balance).toBe(1000);
    expect(await subjects(email)).toContain(`Заказ №${order.number} отменён — «Здоровье+»`);
  });

  test('When the operator API is called without an operator, with a wrong password or as a customer, then it is 401', async () => {
    // Arrange
    const { account, order } = await placeOrder();

    // Act
    const none = await t.app.inject({ method: 'GET', url: '/api/operator/orders' });
    const wrong = await move(order.id, 'accepted', `Basic ${Buffer.from('operator:not-the-password').toString('base64')}`);
    const customer = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${order.id}/status`, headers: { 'x-authorization': `Token ${account.token}` }, payload: { status: 'accepted' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/orders?status=new', headers: { authorization: OPERATOR } });

    // Assert
    expect([none.statusCode, wrong.statusCode, customer.statusCode]).toEqual([401, 401, 401]);
    expect(none.json<{ message: string }>().message).toBe('Нужен вход оператора магазина');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ content: Array<{ id: number }> }>().content.map((row) => row.id)).toContain(order.id);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id])).rows[0].status).toBe('new');
  });
});

describe('orders exchange with 1C (type=sale)', () => {
  async function saleCookie(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=sale&mode=checkauth', headers: { authorization: EXCHANGE } });
    const [, name, value] = response.body.split('\n');
    const cookie = `${name}=${value}`;
    const init = await t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=sale&mode=init', headers: { cookie } });
    expect(init.body).toContain('zip=no');
    return cookie;
  }

  const query = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=sale&mode=query', headers: { cookie } });
  const success = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=sale&mode=success', headers: { cookie } });
  const upload = (cookie: string, xml: string) =>
    t.app.inject({ method: 'POST', url: '/api/exchange/1c?type=sale&mode=file&filename=orders.xml', headers: { cookie, 'content-type': 'application/octet-stream' }, payload: Buffer.from(xml) });

  test('When 1C asks for orders, then new ones come as CommerceML documents with the customer, lines, delivery, payment, bonuses and promo discount; after success only changed ones come again', async () => {
    // Arrange
    const cookie = await saleCookie();
    await query(cookie);
    await success(cookie);
    const { order, email } = await placeOrder({ bonuses: 100, promo: true });

    // Act
    const first = await query(cookie);
    await success(cookie);
    const second = await query(cookie);
    await success(cookie);
    await move(order.id, 'accepted');
    const third = await query(cookie);

    // Assert
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/xml');
    const xml = first.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"/);
    expect(xml).toContain(`<Номер>${order.number}</Номер>`);
    expect(xml).toContain('<Наименование>Ольга Смирнова</Наименование><Роль>Покупатель</Роль>');
    expect(xml).toContain(`<Контакт><Тип>Почта</Тип><Значение>${email}</Значение></Контакт>`);
    expect(xml).toContain('<Наименование>Адрес доставки</Наименование><Значение>Псков, Октябрьский пр-т, д. 22</Значение>');
    expect(xml).toContain('<Наименование>Метод оплаты</Наименование><Значение>При получении</Значение>');
    expect(xml).toContain('<Наименование>Оплачено бонусами</Наименование><Сумма>100.00</Сумма>');
    expect(xml).toMatch(/<Наименование>Промокод ZDOROVIE5<\/Наименование><Сумма>\d+\.\d\d<\/Сумма>/);
    expect(xml).toContain(`<Ид>site-${order.items[0].product_id}</Ид>`);
    expect(xml).toContain(`<Количество>2</Количество>`);
    expect(xml).toContain(`<Сумма>${order.priceFinal.toFixed(2)}</Сумма>`);
    expect(second.body).not.toContain('<Документ>');
    expect(third.body).toContain(`<Номер>${order.number}</Номер>`);
    expect(third.body).toContain('<Наименование>Статус заказа</Наименование><Значение>Принят</Значение>');
  });

  test('When 1C sends order changes, then statuses move through the table, lines are corrected, and a refused change is reported without failing the rest', async () => {
    // Arrange
    const shipped = await placeOrder();
    const cancelled = await placeOrder();
    const corrected = await placeOrder();
    const line = corrected.order.items[0];
    const doc = (number: string, requisites: Record<string, string>, goods = '') =>
      `<Документ><Ид>${number}</Ид><Номер>${number}</Номер><ХозОперация>Заказ товара</ХозОперация><Сумма>1500.00</Сумма>${goods}<ЗначенияРеквизитов>${Object.entries(requisites)
        .map(([name, value]) => `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`)
        .join('')}</ЗначенияРеквизитов></Документ>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T12:00:00">
      ${doc(shipped.order.number, { 'Статус заказа': 'Отгружен', 'Дата отгрузки по 1С': '2026-11-24T11:00:00' })}
      ${doc(cancelled.order.number, { Отменен: 'true' })}
      ${doc(corrected.order.number, { 'Статус заказа': 'Принят' }, `<Товары><Товар><Ид>site-${line.product_id}</Ид><ЦенаЗаЕдиницу>1500.00</ЦенаЗаЕдиницу><Количество>1</Количество></Товар></Товары>`)}
      ${doc('199999999', { 'Статус заказа': 'Доставлен' })}
    </КоммерческаяИнформация>`;
    const cookie = await saleCookie();

    // Act
    const response = await upload(cookie, xml);
    const again = await upload(cookie, xml);
    const broken = await upload(cookie, '<КоммерческаяИнформация><Документ></КоммерческаяИнформация>');

    // Assert
    expect(response.body.split('\n')[0]).toBe('success');
    expect(response.body).toContain('Заказ 199999999 не найден на сайте');
    const statuses = await t.db.query<{ id: number; status: string }>('SELECT id, status FROM orders WHERE id = ANY($1::int[]) ORDER BY id', [
      [shipped.order.id, cancelled.order.id, corrected.order.id],
    ]);
    expect(statuses.rows.map((row) => row.status)).toEqual(['shipped', 'cancelled', 'accepted']);
    const history = await t.db.query<{ source: string; actor: string }>('SELECT source, actor FROM order_status_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [shipped.order.id]);
    expect(history.rows[0]).toEqual({ source: 'exchange', actor: '1С' });
    const { rows: items } = await t.db.query<{ quantity: number; price_kopecks: number }>('SELECT quantity, price_kopecks FROM order_items WHERE order_id = $1', [corrected.order.id]);
    expect(items).toEqual([{ quantity: 1, price_kopecks: 150_000 }]);
    expect(Number((await t.db.query<{ total_kopecks: string }>('SELECT total_kopecks FROM orders WHERE id = $1', [corrected.order.id])).rows[0].total_kopecks)).toBe(150_000);
    expect(await subjects(shipped.email)).toContain(`Заказ №${shipped.order.number} передан в доставку — «Здоровье+»`);
    expect(again.body.split('\n')[0]).toBe('success');
    expect(broken.body).toMatch(/^failure\nДокумент не является правильным XML/);
  });
});
