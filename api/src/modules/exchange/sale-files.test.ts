import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { OrderDto } from 'api-contracts';
import { buildTestApp, testFileStore, type TestApp } from '../../test/build-test-app';
import { exchangeClient, type ExchangeClient } from '../../test/exchange-client';
import { productPool } from '../../test/fixtures';
import { metricValue } from '../../test/metrics';
import { placeCourierOrder } from '../../test/orders';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

/** A small file_limit, so that an orders document comes in several pieces, as 1C cuts a large one. */
const FILE_LIMIT = 400;

const exchangeConfig: ExchangeConfig = {
  ...DEFAULT_EXCHANGE_CONFIG,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sale-files-')),
  stepSeconds: 1,
  fileLimitBytes: FILE_LIMIT,
};

let t: TestApp;
let client: ExchangeClient;
let product: (priceKopecks: number, stock?: number) => Promise<number>;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
  product = productPool(t.db, (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 30')).rows.map((row) => row.id));
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

/** A customer's order of one product, delivered by the courier, paid on receipt. */
async function placeOrder(): Promise<OrderDto> {
  return (await placeCourierOrder(t, [{ productId: await product(90_000, 10), quantity: 1 }], 'sale-files')).order;
}

/** 1C's orders document: each order with the status 1C gives it. */
function ordersXml(changes: Array<[number: string, status: string]>, encoding = 'UTF-8'): string {
  const documents = changes.map(
    ([number, status]) =>
      `<Документ><Ид>${number}</Ид><Номер>${number}</Номер><ХозОперация>Заказ товара</ХозОперация>` +
      `<ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Статус заказа</Наименование><Значение>${status}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Документ>`,
  );
  return `<?xml version="1.0" encoding="${encoding}"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-24T12:00:00">\n${documents.join('\n')}\n</КоммерческаяИнформация>\n`;
}

/** The document in pieces of at most `size` bytes, as 1C sends a file longer than file_limit. */
function pieces(data: Buffer, size = FILE_LIMIT): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size) parts.push(data.subarray(offset, offset + size));
  return parts;
}

const statusOf = async (orderId: number) => (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status;

/** A sale session after `init`. */
async function saleSession(): Promise<string> {
  const cookie = await client.checkauth('sale');
  expect((await client.call(cookie, 'type=sale&mode=init')).body).toContain(`file_limit=${FILE_LIMIT}`);
  return cookie;
}

describe('orders from 1C in pieces (type=sale&mode=file)', () => {
  test('When 1C sends a long orders document in pieces of the same name, then nothing is applied until the last piece, and then all of it', async () => {
    // Arrange
    const [first, second] = [await placeOrder(), await placeOrder()];
    const data = Buffer.from(ordersXml([[first.number, 'Принят'], [second.number, 'Собирается'], ['199999999', 'Доставлен']]));
    const parts = pieces(data);
    expect(parts.length).toBeGreaterThan(2);
    const cookie = await saleSession();
    const count = (name: string) => metricValue(t.app.metrics.registry, name, { kind: 'sale' });
    const [receivedBefore, importedBefore, rowsBefore] = [await count('shop_exchange_packages_received_total'), await count('shop_exchange_packages_imported_total'), await count('shop_exchange_rows_imported_total')];

    // Act
    const answers: string[] = [];
    const whileUploading: string[] = [];
    for (const part of parts) {
      answers.push((await client.call(cookie, 'type=sale&mode=file&filename=orders-1.xml', part)).body);
      if (answers.length < parts.length) whileUploading.push(await statusOf(first.id));
    }
    const importAnswer = (await client.call(cookie, 'type=sale&mode=import&filename=orders-1.xml')).body;

    // Assert
    expect(answers.slice(0, -1).every((answer) => answer === 'success\n')).toBe(true);
    expect(whileUploading.every((status) => status === 'new')).toBe(true);
    expect(answers.at(-1)).toBe('success\nЗаказ 199999999 не найден на сайте\n');
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['accepted', 'assembling']);
    expect(importAnswer).toBe('success\nЗаказ 199999999 не найден на сайте\n');
    // One package received and imported, with its three orders.
    expect([await count('shop_exchange_packages_received_total'), await count('shop_exchange_packages_imported_total'), await count('shop_exchange_rows_imported_total')]).toEqual([
      receivedBefore + 1,
      importedBefore + 1,
      rowsBefore + 3,
    ]);
    // Applied, the document leaves the upload folder: a new one of the same name starts afresh.
    const sessions = (await t.db.query<{ id: string }>('SELECT id FROM exchange_sessions')).rows;
    const files = testFileStore(t, 'exchange', exchangeConfig.dir);
    expect(sessions.length).toBeGreaterThan(0);
    for (const { id } of sessions) expect(await files.list(`session-${id}`)).not.toContain('orders-1.xml');
  });

  test('When the pieces are windows-1251, then the end of the document is recognised in that encoding and its Russian statuses are read', async () => {
    // Arrange
    const order = await placeOrder();
    const parts = pieces(iconv.encode(ordersXml([[order.number, 'Принят']], 'windows-1251'), 'win1251'), 150);
    expect(parts.length).toBeGreaterThan(2);
    const cookie = await saleSession();

    // Act
    const answers = [];
    for (const part of parts) answers.push((await client.call(cookie, 'type=sale&mode=file&filename=orders.xml', part)).body);

    // Assert
    expect(answers.every((answer) => answer === 'success\n')).toBe(true);
    expect(await statusOf(order.id)).toBe('accepted');
  });

  test('When a document never ends, then import applies what came and answers the failure in Russian; an unknown file is not imported', async () => {
    // Arrange
    const order = await placeOrder();
    const data = Buffer.from(ordersXml([[order.number, 'Принят']]));
    const cookie = await saleSession();
    const failuresBefore = await metricValue(t.app.metrics.registry, 'shop_exchange_failures_total', { kind: 'sale' });

    // Act
    const upload = (await client.call(cookie, 'type=sale&mode=file&filename=cut.xml', data.subarray(0, FILE_LIMIT))).body;
    const imported = (await client.call(cookie, 'type=sale&mode=import&filename=cut.xml')).body;
    const askedAgain = (await client.call(cookie, 'type=sale&mode=import&filename=cut.xml')).body;
    const unknown = (await client.call(cookie, 'type=sale&mode=import&filename=never.xml')).body;

    // Assert
    expect(upload).toBe('success\n');
    expect(imported).toMatch(/^failure\nДокумент не является правильным XML/);
    expect(askedAgain).toBe(imported);
    expect(await statusOf(order.id)).toBe('new');
    expect(unknown).toBe('failure\nФайл never.xml не был загружен\n');
    expect(await metricValue(t.app.metrics.registry, 'shop_exchange_failures_total', { kind: 'sale' })).toBe(failuresBefore + 1);
  });
});
