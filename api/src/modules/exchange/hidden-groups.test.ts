import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CategoryPageDto, CategoryTreeItemDto, ModalSearchDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { catalogDocument, offersDocument, type TestGroup, type TestProduct } from '../../test/commerceml-documents';
import { exchangeClient, type ExchangeClient } from '../../test/exchange-client';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

const exchangeConfig: ExchangeConfig = { ...DEFAULT_EXCHANGE_CONFIG, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-hidden-groups-')), stepSeconds: 1 };

/** The classifier's groups, `paste` deleted or `soap` left out when asked. */
function groups(options: { pasteDeleted?: boolean; withoutSoap?: boolean } = {}): TestGroup[] {
  const paste: TestGroup = { id: 'g-paste', title: 'Зубные пасты 1С', deleted: options.pasteDeleted, groups: [{ id: 'g-kids', title: 'Детские пасты 1С' }] };
  const soap: TestGroup = { id: 'g-soap', title: 'Мыло 1С' };
  return [{ id: 'g-hygiene', title: 'Гигиена 1С', groups: options.withoutSoap ? [paste] : [paste, soap] }];
}

const PRODUCTS: TestProduct[] = [
  { id: 'hp-paste', title: 'Зубная паста Мятный бриз, 75 мл', groupId: 'g-paste' },
  { id: 'hp-kids', title: 'Детская зубная паста Клубничка, 50 мл', groupId: 'g-kids' },
  { id: 'hp-soap', title: 'Мыло дегтярное Лесное, 100 г', groupId: 'g-soap' },
];

let t: TestApp;
let client: ExchangeClient;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
  const answers = await client.runCatalog(
    [
      { name: 'import.xml', data: catalogDocument({ groups: groups(), products: PRODUCTS }) },
      { name: 'offers.xml', data: offersDocument(PRODUCTS.map((product) => ({ id: product.id, price: 250, quantity: 7, store: 'store-pskov' }))) },
    ],
    ['import.xml', 'offers.xml'],
  );
  expect(answers.every((answer) => answer.startsWith('success'))).toBe(true);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

/** A category 1C's group made, with what the database says of it. */
async function category(externalId: string) {
  const { rows } = await t.db.query<{ id: number; full_slug: string; hidden_reason: string | null; product_count: number }>(
    'SELECT id, full_slug, hidden_reason, product_count FROM categories WHERE external_id = $1',
    [externalId],
  );
  return rows[0];
}

async function product(externalId: string) {
  const { rows } = await t.db.query<{ id: number; hidden_reason: string | null; quantity: number; full_slug: string }>(
    'SELECT id, hidden_reason, quantity, full_slug FROM products WHERE external_id = $1',
    [externalId],
  );
  return rows[0];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The titles of the category tree, at every level. */
async function treeTitles(): Promise<string[]> {
  const walk = (items: CategoryTreeItemDto[]): string[] => items.flatMap((item) => [item.title, ...walk(item.children ?? [])]);
  return walk((await get('/api/categories/tree')).json<CategoryTreeItemDto[]>());
}

describe('groups 1C deletes', () => {
  test('When 1C marks a group deleted, then it and its sub-group are hidden with their products, which stay in the database for orders and reviews', async () => {
    // Arrange
    const paste = await category('g-paste');
    const pasteProduct = await product('hp-paste');
    expect((await get(`/api/category/${paste.full_slug}`)).statusCode).toBe(200);
    await t.db.query("INSERT INTO reviews (product_id, author_name, rating, price_status, quality_status, comment, status) VALUES ($1, 'Ольга', 5, 2, 3, 'Хорошая паста', 'published')", [pasteProduct.id]);

    // Act
    const [answer] = await client.runCatalog([{ name: 'import.xml', data: catalogDocument({ groups: groups({ pasteDeleted: true }), products: PRODUCTS }) }], ['import.xml']);

    // Assert
    expect(answer).toMatch(/^success\n/);
    expect([(await category('g-paste')).hidden_reason, (await category('g-kids')).hidden_reason, (await category('g-soap')).hidden_reason]).toEqual(['deleted', 'parent', null]);
    expect((await get(`/api/category/${paste.full_slug}`)).statusCode).toBe(404);
    expect((await get(`/api/category/${(await category('g-kids')).full_slug}`)).statusCode).toBe(404);
    const tree = await treeTitles();
    expect(tree).toEqual(expect.arrayContaining(['Гигиена 1С', 'Мыло 1С']));
    expect(tree).not.toContain('Зубные пасты 1С');
    expect(tree).not.toContain('Детские пасты 1С');

    const hygiene = (await get(`/api/category/${(await category('g-hygiene')).full_slug}?pageSize=48`)).json<CategoryPageDto>();
    expect(hygiene.children.map((child) => child.title)).toEqual(['Мыло 1С']);
    expect(hygiene.products.content.map((item) => item.title)).toEqual(['Мыло дегтярное Лесное, 100 г']);
    expect(hygiene.category?.product_count).toBe(1);

    expect(await product('hp-paste')).toMatchObject({ hidden_reason: 'category', quantity: 0 });
    expect(await product('hp-kids')).toMatchObject({ hidden_reason: 'category', quantity: 0 });
    expect((await get(`/api/products/${pasteProduct.full_slug}`)).statusCode).toBe(404);
    const found = (await get(`/api/modal-search?query=${encodeURIComponent('зубная паста')}`)).json<ModalSearchDto>();
    expect(found.products.map((item) => item.id)).not.toContain(pasteProduct.id);
    expect(found.categories.map((item) => item.categoryName)).not.toContain('Зубные пасты 1С');
    const sitemap = (await get('/api/seo/sitemaps/categories-1.xml')).body;
    expect(sitemap).not.toContain(paste.full_slug);

    // Kept for what points at them: the review is still read.
    const reviews = await get(`/api/reviews/${pasteProduct.id}`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json<{ total: number }>().total).toBe(1);
  });

  test('When a later package names the group again, then it comes back with its products and their stock per store', async () => {
    // Act
    const [answer] = await client.runCatalog([{ name: 'import.xml', data: catalogDocument({ groups: groups(), products: PRODUCTS }) }], ['import.xml']);

    // Assert
    expect(answer).toMatch(/^success\n/);
    expect([(await category('g-paste')).hidden_reason, (await category('g-kids')).hidden_reason]).toEqual([null, null]);
    expect(await product('hp-paste')).toMatchObject({ hidden_reason: null, quantity: 7 });
    expect(await product('hp-kids')).toMatchObject({ hidden_reason: null, quantity: 7 });
    const paste = (await get(`/api/category/${(await category('g-paste')).full_slug}`)).json<CategoryPageDto>();
    expect(paste.products.total).toBe(2);
    expect(paste.category?.product_count).toBe(2);
    expect(await treeTitles()).toEqual(expect.arrayContaining(['Зубные пасты 1С', 'Детские пасты 1С']));
  });

  test('When a full classifier leaves a group out, then the group is hidden; a partial package without groups hides none; naming it again brings it back', async () => {
    // Act: a full package without the soap group (its product still names it)
    const [full] = await client.runCatalog([{ name: 'import.xml', data: catalogDocument({ groups: groups({ withoutSoap: true }), products: PRODUCTS }) }], ['import.xml']);
    const hidden = await category('g-soap');
    const soapWhileHidden = await product('hp-soap');
    const [partial] = await client.runCatalog([{ name: 'import.xml', data: catalogDocument({ groups: null, products: PRODUCTS.slice(0, 1), changesOnly: true }) }], ['import.xml']);
    const pasteAfterPartial = await category('g-paste');
    const [back] = await client.runCatalog(
      [{ name: 'import.xml', data: catalogDocument({ groups: [{ id: 'g-soap', title: 'Мыло 1С' }], products: [], changesOnly: true }) }],
      ['import.xml'],
    );

    // Assert
    expect([full, partial, back].every((answer) => answer.startsWith('success'))).toBe(true);
    expect(hidden.hidden_reason).toBe('deleted');
    expect(soapWhileHidden).toMatchObject({ hidden_reason: 'category', quantity: 0 });
    expect(pasteAfterPartial.hidden_reason).toBeNull();
    expect((await category('g-soap')).hidden_reason).toBeNull();
    expect(await product('hp-soap')).toMatchObject({ hidden_reason: null, quantity: 7 });
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM categories WHERE external_id = 'g-soap'");
    expect(rows[0].n).toBe(1);
  });
});
