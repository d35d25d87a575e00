import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { exchangeClient, type ExchangeClient } from '../../test/exchange-client';
import { productPool } from '../../test/fixtures';
import { placeCourierOrder } from '../../test/orders';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

/**
 * What 1C's orders document may change of an order (api/README.md, «Running the shop from 1C»; ADR 0033): no stock
 * from nothing, a cancellation gives back exactly what the order took, no zero prices or totals, and every
 * change in the order's history.
 */

const exchangeConfig: ExchangeConfig = {
  ...DEFAULT_EXCHANGE_CONFIG,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-order-rules-')),
  stepSeconds: 1,
};

let t: TestApp;
let client: ExchangeClient;
let product: (priceKopecks: number, stock?: number) => Promise<number>;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 40, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
  product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 30')).rows.map((row) => row.id));
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

/** A customer's order of these lines, delivered by the shop's courier, paid on receipt. */
async function placeOrder(lines: Array<{ productId: number; quantity: number }>): Promise<OrderDto> {
  const { order, token } = await placeCourierOrder(t, lines, 'order-rules');
  ownToken.set(order.id, token);
  return order;
}

/** The sign-in token of each order's customer. */
const ownToken = new Map<number, string>();

interface Line {
  productId: number;
  quantity: number;
  price: string;
}

/** 1C's orders document for one order: its lines (1C's ids of the shop's products), total and requisites. */
function orderXml(order: OrderDto, lines: Line[], total: string | null, requisites: Record<string, string> = {}): Buffer {
  const goods = lines
    .map((line) => `<Товар><Ид>site-${line.productId}</Ид><ЦенаЗаЕдиницу>${line.price}</ЦенаЗаЕдиницу><Количество>${line.quantity}</Количество></Товар>`)
    .join('');
  const values = Object.entries(requisites)
    .map(([name, value]) => `<ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`)
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T12:00:00">` +
      `<Документ><Ид>${order.number}</Ид><Номер>${order.number}</Номер><ХозОперация>Заказ товара</ХозОперация>${total === null ? '' : `<Сумма>${total}</Сумма>`}` +
      `<Товары>${goods}</Товары><ЗначенияРеквизитов>${values}</ЗначенияРеквизитов></Документ></КоммерческаяИнформация>\n`,
  );
}

/** Sends an orders document as 1C does (`type=sale&mode=file`) and answers the plain-text answer's lines. */
async function send(document: Buffer): Promise<string[]> {
  const cookie = await client.checkauth('sale');
  await client.call(cookie, 'type=sale&mode=init');
  const answer = await client.call(cookie, 'type=sale&mode=file&filename=orders.xml', document);
  expect(answer.statusCode).toBe(200);
  return answer.body.trim().split('\n');
}

const stockOf = async (productId: number) => (await t.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [productId])).rows[0].quantity;

const linesOf = async (orderId: number) =>
  (
    await t.db.query<{ product_id: number; quantity: number; taken_quantity: number; price_kopecks: number }>(
      'SELECT product_id, quantity, taken_quantity, price_kopecks FROM order_items WHERE order_id = $1 ORDER BY product_id',
      [orderId],
    )
  ).rows;

const orderRow = async (orderId: number) =>
  (await t.db.query<{ status: string; total_kopecks: string }>('SELECT status, total_kopecks::text FROM orders WHERE id = $1', [orderId])).rows[0];

const historyOf = async (orderId: number) =>
  (await t.db.query<{ status: string; source: string; comment: string }>('SELECT status, source, comment FROM order_status_history WHERE order_id = $1 ORDER BY id', [orderId])).rows;

const refusalsOf = async (orderId: number) =>
  (await t.db.query<{ details: { reason: string } }>("SELECT details FROM operator_actions WHERE action = 'order.lines_refused' AND subject = $1", [`order:${orderId}`])).rows;

describe('orders from 1C: what a document may change', () => {
  test('When 1C raises a line far above the stock and then cancels the order, then no stock is created: the raise is refused and the cancellation gives back exactly the 2 units taken', async () => {
    const productId = await product(50_000, 268);
    const order = await placeOrder([{ productId, quantity: 2 }]);
    expect(await stockOf(productId)).toBe(266);

    const answer = await send(orderXml(order, [{ productId, quantity: 1000, price: '500.00' }], '500000.00'));
    expect(answer[0]).toBe('success');
    expect(answer.join('\n')).toContain(`Заказ ${order.number}: строки не исправлены — `);
    expect(answer.join('\n')).toContain('1С просит 1000 шт., заказ держит 2, а в наличии ещё только 266');
    expect(await stockOf(productId)).toBe(266);
    expect(await linesOf(order.id)).toEqual([{ product_id: productId, quantity: 2, taken_quantity: 2, price_kopecks: 50_000 }]);
    expect((await refusalsOf(order.id))[0].details.reason).toContain('в наличии ещё только 266');

    await send(orderXml(order, [{ productId, quantity: 2, price: '500.00' }], null, { Отменен: 'true' }));
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await stockOf(productId)).toBe(268);
    expect((await linesOf(order.id))[0].taken_quantity).toBe(0);
  });

  test('When 1C raises a line within the stock, lowers it later and cancels, then the stock follows each change and ends where it started; each change is in the order history', async () => {
    const productId = await product(30_000, 20);
    const order = await placeOrder([{ productId, quantity: 2 }]);
    expect(await stockOf(productId)).toBe(18);

    const raised = await send(orderXml(order, [{ productId, quantity: 5, price: '280.00' }], null));
    expect(raised).toEqual(['success', `Заказ ${order.number}: строки исправлены по 1С`]);
    expect(await stockOf(productId)).toBe(15);
    expect(await linesOf(order.id)).toEqual([{ product_id: productId, quantity: 5, taken_quantity: 5, price_kopecks: 28_000 }]);
    // No total from 1C: the old total changes by what the lines changed (2 × 300 → 5 × 280).
    const before = Math.round(order.priceFinal * 100);
    expect(Number((await orderRow(order.id)).total_kopecks)).toBe(before - 60_000 + 140_000);

    await send(orderXml(order, [{ productId, quantity: 1, price: '280.00' }], '1500.00'));
    expect(await stockOf(productId)).toBe(19);
    expect((await orderRow(order.id)).total_kopecks).toBe('150000');

    await send(orderXml(order, [{ productId, quantity: 1, price: '280.00' }], '1500.00', { Отменен: 'true' }));
    expect(await stockOf(productId)).toBe(20);

    const history = await historyOf(order.id);
    const changes = history.filter((row) => row.comment.startsWith('1С исправила строки'));
    expect(changes).toHaveLength(2);
    expect(changes.every((row) => row.source === 'exchange' && row.status === 'new')).toBe(true);
    expect(changes[0].comment).toContain('2 → 5 шт., цена 300 ₽ → 280 ₽');
    expect(changes[1].comment).toContain('5 → 1 шт.');
    expect(changes[1].comment).toContain('→ 1\u00a0500 ₽');
    expect(history.at(-1)).toMatchObject({ status: 'cancelled', source: 'exchange' });

    // The customer's order shows each status once: the corrections are the operators' history, not a step.
    const own = await t.app.inject({ method: 'GET', url: `/api/order-confirm/${order.id}`, headers: { 'x-authorization': `Token ${ownToken.get(order.id)}` } });
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderDto>().status_history.map((change) => change.status)).toEqual(['new', 'cancelled']);
  });

  test('When 1C prices a line at zero or sets the total to zero, then the corrections of that order are refused, 1C is told why and the operators see it', async () => {
    const productId = await product(40_000, 10);
    const order = await placeOrder([{ productId, quantity: 1 }]);
    const total = (await orderRow(order.id)).total_kopecks;

    const zeroPrice = await send(orderXml(order, [{ productId, quantity: 1, price: '0' }], '0'));
    expect(zeroPrice.join('\n')).toContain('строки не исправлены — цена строки «');
    expect(zeroPrice.join('\n')).toContain('цена товара должна быть больше нуля');

    const zeroTotal = await send(orderXml(order, [{ productId, quantity: 1, price: '350.00' }], '0.00'));
    expect(zeroTotal.join('\n')).toContain('строки не исправлены — сумма заказа 0 ₽: она должна быть больше нуля');

    expect(await linesOf(order.id)).toEqual([{ product_id: productId, quantity: 1, taken_quantity: 1, price_kopecks: 40_000 }]);
    expect((await orderRow(order.id)).total_kopecks).toBe(total);
    expect(await refusalsOf(order.id)).toHaveLength(2);
    expect((await historyOf(order.id)).some((row) => row.comment !== '')).toBe(false);
  });

  test('When 1C leaves a line out, then that line goes and gives its stock back; a cancelled order takes no more corrections', async () => {
    const kept = await product(10_000, 10);
    const dropped = await product(20_000, 10);
    const order = await placeOrder([
      { productId: kept, quantity: 1 },
      { productId: dropped, quantity: 3 },
    ]);
    expect([await stockOf(kept), await stockOf(dropped)]).toEqual([9, 7]);

    await send(orderXml(order, [{ productId: kept, quantity: 1, price: '100.00' }], '100.00'));
    expect(await stockOf(dropped)).toBe(10);
    expect((await linesOf(order.id)).map((line) => line.product_id)).toEqual([kept]);
    expect((await historyOf(order.id)).at(-1)?.comment).toContain('убрана (3 шт.)');

    await send(orderXml(order, [{ productId: kept, quantity: 1, price: '100.00' }], '100.00', { Отменен: 'true' }));
    expect([await stockOf(kept), await stockOf(dropped)]).toEqual([10, 10]);

    const late = await send(orderXml(order, [{ productId: kept, quantity: 4, price: '100.00' }], '400.00'));
    expect(late.join('\n')).toContain('заказ в статусе «Отменён», его строки больше не меняются');
    expect([await stockOf(kept), await linesOf(order.id)]).toEqual([10, [{ product_id: kept, quantity: 1, taken_quantity: 0, price_kopecks: 10_000 }]]);
  });
});
