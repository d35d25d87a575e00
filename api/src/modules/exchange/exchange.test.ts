import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import type { CategoryPageDto, ModalSearchDto, ProductDetailsDto } from 'api-contracts';
import { buildTestApp, testFileStore, type TestApp } from '../../test/build-test-app';
import { exchangeClient, type ExchangeClient, type Upload } from '../../test/exchange-client';
import { createSignedInAccount } from '../../test/fixtures';
import { metricValue } from '../../test/metrics';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

const FIXTURES = path.join(__dirname, 'test-fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const exchangeConfig: ExchangeConfig = {
  ...DEFAULT_EXCHANGE_CONFIG,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exchange-test-')),
  stepSeconds: 1,
  oldPriceType: 'Розничная до скидки',
};

const BASIC = `Basic ${Buffer.from(`${exchangeConfig.user}:${exchangeConfig.password}`).toString('base64')}`;

const ID = {
  d3: 'f5c1a0e0-4f0b-11ef-9a1e-00155d0a6f01',
  kids: 'f5c1a0e1-4f0b-11ef-9a1e-00155d0a6f01',
  omega: 'f5c1a0e2-4f0b-11ef-9a1e-00155d0a6f01',
  cream: 'f5c1a0e3-4f0b-11ef-9a1e-00155d0a6f01',
  shampoo: 'f5c1a0e4-4f0b-11ef-9a1e-00155d0a6f01',
  lozenges: 'f5c1a0e5-4f0b-11ef-9a1e-00155d0a6f01',
};

let t: TestApp;
let client: ExchangeClient;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 120, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

/** One request of the protocol with a session's cookie; a body makes it a POST. */
const call = (cookie: string, query: string, body?: Buffer) => client.call(cookie, query, body);

/** Signs in as 1C does: `checkauth` with the Basic pair; answers the cookie to send back. */
const checkauth = (type: 'catalog' | 'sale') => client.checkauth(type);

/** One catalogue exchange as 1C runs it (the test client's `runCatalog`): the last answer of each import. */
const runExchange = (uploads: Upload[], imports: string[], chunk?: number) => client.runCatalog(uploads, imports, chunk);

async function productRow(externalId: string) {
  const { rows } = await t.db.query<{
    id: number;
    title: string;
    full_slug: string;
    description: string;
    price_kopecks: number;
    old_price_kopecks: number | null;
    quantity: number;
    hidden_reason: string | null;
    country: string;
    vendor_code: string;
    barcodes: string[];
    brand: string | null;
    category: string;
  }>(
    `SELECT p.id, p.title, p.full_slug, p.description, p.price_kopecks, p.old_price_kopecks, p.quantity, p.hidden_reason, p.country,
            p.vendor_code, p.barcodes, b.title AS brand, c.title AS category
     FROM products p LEFT JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id WHERE p.external_id = $1`,
    [externalId],
  );
  return rows[0];
}

async function categoryPage(fullSlug: string): Promise<CategoryPageDto> {
  const response = await t.app.inject({ method: 'GET', url: `/api/category/${fullSlug}?pageSize=48` });
  expect(response.statusCode).toBe(200);
  return response.json<CategoryPageDto>();
}

async function search(query: string): Promise<ModalSearchDto> {
  const response = await t.app.inject({ method: 'GET', url: `/api/modal-search?query=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json<ModalSearchDto>();
}

/** What an import would change: every row of the tables it writes, with its row version. */
async function snapshot(): Promise<string> {
  const tables = ['products', 'categories', 'brands', 'product_stock', 'product_images', 'product_property_values', 'property_values', 'exchange_properties', 'price_types', 'stores'];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await t.db.query<{ v: string }>(`SELECT coalesce(string_agg(xmin::text || ':' || ctid::text, ',' ORDER BY ctid), '') AS v FROM ${table}`);
    parts.push(`${table}=${rows[0].v}`);
  }
  return parts.join('\n');
}

async function picturePackage(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 230, b: 250 } } }).jpeg().toBuffer();
  return Buffer.from(zipSync({ 'import.xml': new Uint8Array(fixture('import.xml')), 'import_files/f5/f5c1a0e04f0b11ef9a1e00155d0a6f01_1.jpg': new Uint8Array(jpeg) }));
}

describe('exchange with 1C: sign-in', () => {
  test('When the pair is wrong or missing, then checkauth answers failure with 401 and later modes need the cookie', async () => {
    // Act
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/exchange/1c?type=catalog&mode=checkauth',
      headers: { authorization: `Basic ${Buffer.from(`${exchangeConfig.user}:wrong-password-123`).toString('base64')}` },
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=catalog&mode=checkauth' });
    const noCookie = await t.app.inject({ method: 'GET', url: '/api/exchange/1c?type=catalog&mode=init', headers: { authorization: BASIC } });
    const forged = await call('shop_exchange=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'type=catalog&mode=init');

    // Assert
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('failure\nНеверное имя пользователя или пароль обмена\n');
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    expect(missing.statusCode).toBe(401);
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.body.startsWith('failure\n')).toBe(true);
    expect(forged.statusCode).toBe(401);
  });

  test('When 1C signs in and starts a catalogue exchange, then init offers zip and names the file limit', async () => {
    const cookie = await checkauth('catalog');
    const init = await call(cookie, 'type=catalog&mode=init');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('zip=yes');
    expect(init.body).toMatch(/file_limit=\d+/);
  });

  test('When a catalogue cookie is used for the orders exchange, then it is refused', async () => {
    const cookie = await checkauth('catalog');
    const response = await call(cookie, 'type=sale&mode=init');
    expect(response.statusCode).toBe(401);
  });
});

describe('exchange with 1C: catalogue', () => {
  test('When 1C sends a full package (import.xml in a zip with its picture, offers.xml in chunks), then shoppers see the groups, products, facets, prices, stock and search', async () => {
    // Arrange: the search has read the catalogue's words before the import
    await search('витамин');
    const words = t.app.searchEngine.generation;
    const registry = t.app.metrics.registry;
    const importedBefore = await metricValue(registry, 'shop_exchange_packages_imported_total', { kind: 'catalog' });
    const rowsBefore = await metricValue(registry, 'shop_exchange_rows_imported_total', { kind: 'catalog' });

    // Act
    const answers = await runExchange(
      [
        { name: 'siteexchange.zip', data: await picturePackage() },
        { name: 'offers.xml', data: fixture('offers.xml') },
      ],
      ['import.xml', 'offers.xml'],
      3000,
    );

    // Assert: both imports succeeded, and the metrics counted them with their elements
    expect(answers[0]).toMatch(/^success\nКаталог: полная выгрузка, элементов: \d+\n$/);
    expect(answers[1]).toMatch(/^success\nПредложения: полная выгрузка/);
    expect(await metricValue(registry, 'shop_exchange_packages_imported_total', { kind: 'catalog' })).toBe(importedBefore + 2);
    const elements = [...answers.join('\n').matchAll(/элементов: (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(elements).toBeGreaterThan(0);
    expect(await metricValue(registry, 'shop_exchange_rows_imported_total', { kind: 'catalog' })).toBe(rowsBefore + elements);

    // groups → categories, the fourth level folded into the third
    const d3 = await productRow(ID.d3);
    const kids = await productRow(ID.kids);
    expect(d3.category).toBe('Витамин D3');
    expect(kids.category).toBe('Витамин D3');
    const { rows: levels } = await t.db.query<{ title: string; level: number }>('SELECT title, level FROM categories WHERE external_id IS NOT NULL ORDER BY level, title');
    expect(levels.map((row) => `${row.level}:${row.title}`)).toEqual([
      '1:Витамины и минералы 1С',
      '1:Косметика и гигиена 1С',
      '2:Витамин D и кальций',
      '2:Омега-3 и рыбий жир',
      '2:Уход за лицом и волосами',
      '3:Витамин D3',
    ]);

    // products: article, description (HTML turned to text), barcodes, brand and country from properties
    expect(d3).toMatchObject({ title: 'Витамин D3 Ледяной фьорд 2000 МЕ, 60 капсул', vendor_code: 'SB-D3-2000-60', brand: 'Северный Бор', country: 'Исландия', hidden_reason: null });
    expect(d3.barcodes).toEqual(['4640012345671']);
    expect(d3.description).toContain('костей & иммунитета');
    expect(kids.description).toBe('Капли для детей с 1 месяца.\n1 капля = 500 МЕ.');
    const { rows: dosage } = await t.db.query<{ value: string }>(
      `SELECT v.value FROM product_property_values x JOIN property_values v ON v.id = x.value_id
       JOIN exchange_properties ep ON ep.id = x.property_id WHERE x.product_id = $1 AND ep.external_id = $2`,
      [d3.id, 'd3a9e2f2-4f0b-11ef-9a1e-00155d0a6f01'],
    );
    expect(dosage.map((row) => row.value)).toEqual(['2000 МЕ']);

    // prices: retail and the configured old price, in kopecks; stock per store and total
    expect(d3.price_kopecks).toBe(64950);
    expect(d3.old_price_kopecks).toBe(79900);
    expect(d3.quantity).toBe(12);
    expect((await productRow(ID.omega)).price_kopecks).toBe(119000);
    expect(kids.quantity).toBe(0);
    const { rows: stock } = await t.db.query<{ title: string; quantity: number }>(
      'SELECT s.title, ps.quantity FROM product_stock ps JOIN stores s ON s.external_id = ps.store_id WHERE ps.product_id = $1 ORDER BY s.title',
      [d3.id],
    );
    expect(stock).toEqual([
      { title: 'Аптека на Октябрьском проспекте, 22', quantity: 7 },
      { title: 'Аптека на Рижском проспекте, 58', quantity: 5 },
    ]);

    // the product page, with the picture from the upload served by the API
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${d3.full_slug}` });
    expect(page.statusCode).toBe(200);
    const details = page.json<ProductDetailsDto>();
    expect(details.price_current).toBe(649.5);
    expect(details.price_old).toBe(799);
    expect(details.availability).toBe('in_stock');
    expect(details.pictures[0]).toMatch(/^\/api\/exchange\/pictures\/[a-f0-9]{32}\.jpg$/);
    // An uploaded picture is shown as it came: it has no WebP beside it.
    expect(details.pictures_webp).toEqual(details.pictures.map(() => null));
    const picture = await t.app.inject({ method: 'GET', url: details.pictures[0] });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    // the category page and its facets
    const vitamins = await categoryPage(d3.full_slug.split('/')[0]);
    expect(vitamins.products.total).toBe(3);
    expect(vitamins.category?.product_count).toBe(3);
    const brandFacet = vitamins.facets.find((facet) => facet.key === 'brand');
    const countryFacet = vitamins.facets.find((facet) => facet.key === 'country');
    expect(brandFacet && 'values' in brandFacet ? brandFacet.values.map((value) => [value.title, value.count]) : null).toEqual([['Северный Бор', 3]]);
    expect(countryFacet && 'values' in countryFacet ? countryFacet.values.map((value) => [value.title, value.count]) : null).toEqual([['Исландия', 3]]);

    // the search, which read the catalogue's words again
    expect(t.app.searchEngine.generation).toBeGreaterThan(words);
    const found = await search('ледяной фьорд');
    expect(found.products.map((product) => product.title)).toEqual(expect.arrayContaining([d3.title, kids.title]));
  });

  test('When the same package comes again (offers.xml now with a byte order mark), then nothing in the catalogue changes and old sessions leave with their uploads', async () => {
    // Arrange
    const before = await snapshot();
    const { rows: old } = await t.db.query<{ id: string }>("UPDATE exchange_sessions SET expires_at = now() - interval '8 days' WHERE id = (SELECT max(id) FROM exchange_sessions) RETURNING id");
    const files = testFileStore(t, 'exchange', exchangeConfig.dir);
    const oldDir = `session-${old[0].id}`;
    expect((await files.list(oldDir)).length).toBeGreaterThan(0);

    // Act
    const answers = await runExchange(
      [
        { name: 'siteexchange.zip', data: await picturePackage() },
        { name: 'offers.xml', data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('offers.xml')]) },
      ],
      ['import.xml', 'offers.xml'],
    );

    // Assert
    expect(answers.every((answer) => answer.startsWith('success'))).toBe(true);
    expect(await snapshot()).toBe(before);
    expect(await files.list(oldDir)).toEqual([]);
  });

  test('When a partial package deletes a product and brings another back in stock, then the first is hidden but kept and the waiting customer gets a letter', async () => {
    // Arrange: a customer waits for the drops, out of stock
    const kids = await productRow(ID.kids);
    const shampoo = await productRow(ID.shampoo);
    const email = 'waits.for.drops@example.ru';
    const customer = await createSignedInAccount(t.db, { email });
    await t.db.query('INSERT INTO waitlist_items (account_id, product_id) VALUES ($1, $2)', [customer.accountId, kids.id]);
    await t.app.restockLetters.runOnce();

    // Act
    const answers = await runExchange(
      [
        { name: 'import.xml', data: fixture('import-changes.xml') },
        { name: 'offers.xml', data: fixture('offers-changes.xml') },
      ],
      ['import.xml', 'offers.xml'],
    );
    const letters = await t.app.restockLetters.runOnce();

    // Assert
    expect(answers[0]).toMatch(/^success\nКаталог: изменения/);
    expect(answers[1]).toMatch(/^success\nПредложения: изменения/);
    const hidden = await productRow(ID.shampoo);
    expect(hidden.hidden_reason).toBe('deleted');
    expect(hidden.title).toBe(shampoo.title);
    expect(hidden.quantity).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${shampoo.full_slug}` })).statusCode).toBe(404);
    expect((await search('шампунь aqua derma')).products.map((product) => product.id)).not.toContain(shampoo.id);
    const care = await categoryPage(shampoo.full_slug.split('/').slice(0, 2).join('/'));
    expect(care.products.content.map((product) => product.id)).not.toContain(shampoo.id);
    expect(care.category?.product_count).toBe(1);

    // products the partial package did not name are untouched
    expect((await productRow(ID.cream)).quantity).toBe(4);
    expect((await productRow(ID.omega)).description).toContain('Новая формула');
    const d3 = await productRow(ID.d3);
    expect(d3.price_kopecks).toBe(59900);
    expect(d3.quantity).toBe(11);
    expect((await productRow(ID.kids)).quantity).toBe(6);

    expect(letters).toBe(1);
    const mailbox = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
    expect(mailbox.json<{ letters: Array<{ subject: string }> }>().letters.map((letter) => letter.subject)).toEqual([`«${kids.title}» снова в продаже`]);
  });

  test('When a package comes in windows-1251 (schema 2.05), then its Russian text is read right, and a new product waits hidden for its price', async () => {
    // Act
    const [answer] = await runExchange([{ name: 'import.xml', data: fixture('import-windows-1251.xml') }], ['import.xml']);

    // Assert
    expect(answer).toMatch(/^success\n/);
    const product = await productRow(ID.lozenges);
    expect(product).toMatchObject({
      title: 'Пастилки Псковский шалфей с мёдом от кашля, 20 шт',
      brand: 'Псковфарм',
      country: 'Россия',
      category: 'Уход за лицом и волосами',
      hidden_reason: 'no_price',
    });
    expect(product.description).toContain('Ёмкость');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.full_slug}` })).statusCode).toBe(404);
  });

  test('When a document is broken, of an unknown schema version or named outside the folder, then 1C gets a failure in Russian and nothing is written', async () => {
    // Arrange
    const before = await snapshot();
    const failuresBefore = await metricValue(t.app.metrics.registry, 'shop_exchange_failures_total', { kind: 'catalog' });
    const truncated = fixture('import.xml').subarray(0, 6000);
    const oldSchema = Buffer.from(fixture('import.xml').toString('utf8').replace('ВерсияСхемы="2.08"', 'ВерсияСхемы="2.04"'));

    // Act
    const answers = await runExchange(
      [
        { name: 'broken.xml', data: truncated },
        { name: 'old.xml', data: oldSchema },
      ],
      ['broken.xml', 'old.xml', 'missing.xml'],
    );
    const cookie = await checkauth('catalog');
    const escaping = await call(cookie, 'type=catalog&mode=file&filename=..%2F..%2Fetc%2Fpasswd', Buffer.from('x'));

    // Assert
    expect(answers[0]).toMatch(/^failure\nДокумент не является правильным XML/);
    expect(answers[1]).toMatch(/^failure\nВерсия схемы CommerceML «2\.04» не поддерживается/);
    expect(answers[2]).toBe('failure\nФайл missing.xml не был загружен\n');
    expect(escaping.body).toMatch(/^failure\nНедопустимое имя файла/);
    expect(await snapshot()).toBe(before);
    expect(await metricValue(t.app.metrics.registry, 'shop_exchange_failures_total', { kind: 'catalog' })).toBe(failuresBefore + 3);
  });

  test('When a full package leaves a product out, then that product is hidden, not deleted', async () => {
    // Arrange: the full import.xml without the cream
    const xml = fixture('import.xml').toString('utf8');
    const start = xml.indexOf('<Товар>\n\t\t\t\t<Ид>f5c1a0e3');
    const end = xml.indexOf('</Товар>', start) + '</Товар>'.length;
    const withoutCream = Buffer.from(xml.slice(0, start) + xml.slice(end));

    // Act
    const [answer] = await runExchange([{ name: 'import.xml', data: withoutCream }], ['import.xml']);

    // Assert
    expect(answer).toMatch(/^success\n/);
    expect((await productRow(ID.cream))).toMatchObject({ hidden_reason: 'deleted', quantity: 0 });
    expect((await productRow(ID.d3)).hidden_reason).toBeNull();
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE external_id = $1', [ID.cream]);
    expect(rows[0].n).toBe(1);
  });

  test('When a partial offers package withdraws an offer, prices one in dollars and names a product the site does not have, then the first sells nothing, the second keeps its price and the third is passed over', async () => {
    // Arrange
    const before = await productRow(ID.omega);
    const offer = (id: string, inner: string, attributes = '') => `<Предложение${attributes}><Ид>${id}</Ид>${inner}</Предложение>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.09" ДатаФормирования="2026-11-23T10:00:00">
  <ПакетПредложений СодержитТолькоИзменения="true">
    <Предложения>
      ${offer(ID.d3, '<Количество>5</Количество>', ' Статус="Удален"')}
      ${offer(`${ID.omega}#b3c1`, '<Цены><Цена><ИдТипаЦены>4a1d8c71-4f0c-11ef-9a1e-00155d0a6f01</ИдТипаЦены><ЦенаЗаЕдиницу>15.90</ЦенаЗаЕдиницу><Валюта>USD</Валюта></Цена></Цены><Количество>8</Количество>')}
      ${offer('00000000-0000-0000-0000-000000000000', '<Количество>3</Количество>')}
    </Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`;

    // Act
    const [answer] = await runExchange([{ name: 'offers.xml', data: Buffer.from(xml) }], ['offers.xml']);

    // Assert
    expect(answer).toMatch(/^success\nПредложения: изменения/);
    const d3 = await productRow(ID.d3);
    expect(d3.quantity).toBe(0);
    const { rows } = await t.db.query('SELECT 1 FROM product_stock WHERE product_id = $1', [d3.id]);
    expect(rows).toHaveLength(0);
    const omega = await productRow(ID.omega);
    expect([omega.price_kopecks, omega.quantity]).toEqual([before.price_kopecks, 8]);
  });
});
