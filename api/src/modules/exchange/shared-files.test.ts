import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import type { AccountInfoDto, CategoryPageDto } from 'api-contracts';
import { buildApp } from '../../app';
import { migrate } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed/seed';
import { testConfig, type TestApp } from '../../test/build-test-app';
import { exchangeClient } from '../../test/exchange-client';
import { createSignedInAccount } from '../../test/fixtures';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

/**
 * Two API processes (two machines behind a balancer) on one database with the database file store (ADR 0051):
 * each has a folder of its own that must stay empty, and each serves and imports what the other received.
 */

const FIXTURES = path.join(__dirname, 'test-fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

let database: TestDatabase;
const folders: string[] = [];
let one: TestApp;
let other: TestApp;

/** An app like the one a second machine runs: the same database, a folder of its own for media and packages. */
async function machine(db: TestDatabase['db'], name: string): Promise<{ app: FastifyInstance; exchange: ExchangeConfig }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `shop-machine-${name}-`));
  folders.push(folder);
  const exchange: ExchangeConfig = { ...DEFAULT_EXCHANGE_CONFIG, dir: path.join(folder, 'exchange'), stepSeconds: 1 };
  const app = await buildApp({ config: { ...testConfig, fileStore: 'database', mediaDir: path.join(folder, 'media'), exchange }, db });
  return { app, exchange };
}

let exchange: ExchangeConfig;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await seedIfEmpty(database.db, { productCount: 60 });
  const first = await machine(database.db, 'one');
  const second = await machine(database.db, 'other');
  exchange = first.exchange;
  one = { app: first.app, db: database.db, close: () => first.app.close() };
  other = { app: second.app, db: database.db, close: () => second.app.close() };
});

afterAll(async () => {
  await one.close();
  await other.close();
  await database.dispose();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Every file under the machines' own folders: the database store writes none. */
const filesOnDisk = () => folders.flatMap((folder) => fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()));

const storedCount = async (prefix: string) =>
  (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files WHERE name LIKE $1', [`${prefix}%`])).rows[0].n;

describe('two API processes on one database', () => {
  test('When one renders a WebP picture, then the other serves the same file with the same headers and renders nothing', async () => {
    // Arrange
    const [product] = (await one.app.inject({ method: 'GET', url: '/api/category?pageSize=1' })).json<CategoryPageDto>().products.content;
    const url = `/api/media/products/${product.id}-2.webp`;

    // Act
    const first = await one.app.inject({ method: 'GET', url });
    const kept = await storedCount('media/products/');
    const second = await other.app.inject({ method: 'GET', url });

    // Assert
    expect(first.statusCode).toBe(200);
    expect(kept).toBe(1);
    expect(await storedCount('media/products/')).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/webp');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(filesOnDisk()).toEqual([]);
  });

  test("When a customer's avatar is uploaded to one, then the other serves it at its address", async () => {
    // Arrange
    const account = await createSignedInAccount(database.db);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const boundary = 'shop-avatar-boundary';

    // Act
    const uploaded = await one.app.inject({
      method: 'POST',
      url: '/api/personal/avatar',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-authorization': `Token ${account.token}` },
    });
    const image = uploaded.json<AccountInfoDto>().image!;
    const served = await other.app.inject({ method: 'GET', url: image });

    // Assert
    expect(uploaded.statusCode).toBe(200);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  test('When a zipped package is uploaded in parts to both and imported by asking each in turn, then the catalogue and its picture come from it', async () => {
    // Arrange
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 230, b: 250 } } }).jpeg().toBuffer();
    const archive = Buffer.from(
      zipSync({ 'import.xml': new Uint8Array(fixture('import.xml')), 'import_files/f5/f5c1a0e04f0b11ef9a1e00155d0a6f01_1.jpg': new Uint8Array(jpeg) }),
    );
    const offers = fixture('offers.xml');
    const clients = [exchangeClient(one, exchange), exchangeClient(other, exchange)];
    const cookie = await clients[0].checkauth('catalog');
    await clients[1].call(cookie, 'type=catalog&mode=init');

    // Act: every part goes to the machine the balancer picks, here each in turn.
    const uploads: string[] = [];
    let turn = 0;
    for (const [name, data] of [['siteexchange.zip', archive], ['offers.xml', offers]] as const) {
      for (let offset = 0; offset < data.length; offset += 2048) {
        uploads.push((await clients[turn++ % 2].call(cookie, `type=catalog&mode=file&filename=${name}`, data.subarray(offset, offset + 2048))).body);
      }
    }
    const answers: string[] = [];
    for (const name of ['import.xml', 'offers.xml']) {
      let answer = '';
      for (let asked = 0; asked < 120 && !/^(success|failure)/.test(answer); asked += 1) {
        answer = (await clients[turn++ % 2].call(cookie, `type=catalog&mode=import&filename=${name}`)).body;
      }
      answers.push(answer);
    }

    // Assert
    expect(uploads.length).toBeGreaterThan(4);
    expect(uploads.every((body) => body === 'success\n')).toBe(true);
    expect(answers.map((answer) => answer.split('\n')[0])).toEqual(['success', 'success']);
    const { rows } = await database.db.query<{ url: string }>(
      `SELECT i.url FROM product_images i JOIN products p ON p.id = i.product_id
        WHERE p.external_id = 'f5c1a0e0-4f0b-11ef-9a1e-00155d0a6f01' AND i.url LIKE '/api/exchange/pictures/%'`,
    );
    expect(rows).toHaveLength(1);
    const [fromOne, fromOther] = await Promise.all([one, other].map((t) => t.app.inject({ method: 'GET', url: rows[0].url })));
    expect([fromOne.statusCode, fromOther.statusCode]).toEqual([200, 200]);
    expect(fromOther.headers['content-type']).toBe('image/jpeg');
    expect(fromOther.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    expect(filesOnDisk()).toEqual([]);
  });

  test('When an orders document comes in pieces to both, then the one that gets the last piece applies it and the file leaves the store', async () => {
    // Arrange
    const document = iconv.encode(
      '<?xml version="1.0" encoding="windows-1251"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"><Документ><Номер>199999999</Номер><ХозОперация>Заказ товара</ХозОперация></Документ></КоммерческаяИнформация>\n',
      'win1251',
    );
    const clients = [exchangeClient(one, exchange), exchangeClient(other, exchange)];
    const cookie = await clients[0].checkauth('sale');
    await clients[1].call(cookie, 'type=sale&mode=init');

    // Act
    const answers: string[] = [];
    for (let offset = 0, turn = 0; offset < document.length; offset += 60, turn += 1) {
      answers.push((await clients[turn % 2].call(cookie, 'type=sale&mode=file&filename=orders.xml', document.subarray(offset, offset + 60))).body);
    }

    // Assert
    expect(answers.length).toBeGreaterThan(2);
    expect(answers.slice(0, -1).every((answer) => answer === 'success\n')).toBe(true);
    expect(answers.at(-1)).toBe('success\nЗаказ 199999999 не найден на сайте\n');
    expect(await storedCount('exchange/')).toBeGreaterThan(0);
    const { rows } = await database.db.query<{ n: number }>("SELECT count(*)::int AS n FROM stored_files WHERE name LIKE 'exchange/%/orders.xml'");
    expect(rows[0].n).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });
});
