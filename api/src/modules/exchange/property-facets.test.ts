import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CategoryPageDto, CheckboxFacetDto, FacetDto, ProductFiltersListDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { catalogDocument, offersDocument, type TestProduct, type TestProperty } from '../../test/commerceml-documents';
import { exchangeClient, type ExchangeClient } from '../../test/exchange-client';
import { DEFAULT_EXCHANGE_CONFIG, type ExchangeConfig } from './exchange-config';

const exchangeConfig: ExchangeConfig = { ...DEFAULT_EXCHANGE_CONFIG, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-property-facets-')), stepSeconds: 1 };

const GROUPS = [{ id: 'g-sport', title: 'Спортивное питание 1С', groups: [{ id: 'g-protein', title: 'Протеин 1С' }] }];

const TASTE: TestProperty = {
  id: 'p-taste',
  title: 'Вкус',
  type: 'Справочник',
  values: { 't-choco': 'Шоколад', 't-vanilla': 'Ваниль', 't-banana': 'Клубника, банан' },
};
const PROPERTIES: TestProperty[] = [
  TASTE,
  { id: 'p-weight', title: 'Вес, г', type: 'Число' },
  { id: 'p-sugar', title: 'Без сахара', type: 'Булево' },
  { id: 'p-brand', title: 'Бренд', type: 'Справочник', values: { 'b-north': 'Сила Севера' } },
  { id: 'p-note', title: 'Служебная пометка', type: 'Строка', inUse: false },
];

const PRODUCTS: TestProduct[] = [
  {
    id: 'pr-choco',
    title: 'Протеин шоколадный без сахара, 900 г',
    groupId: 'g-protein',
    properties: [['p-taste', 't-choco'], ['p-weight', '900'], ['p-sugar', 'true'], ['p-brand', 'b-north'], ['p-note', 'проверить']],
  },
  { id: 'pr-vanilla', title: 'Протеин ванильный, 900 г', groupId: 'g-protein', properties: [['p-taste', 't-vanilla'], ['p-weight', '900'], ['p-sugar', 'false']] },
  { id: 'pr-duo', title: 'Протеин дуо шоколад и ваниль, 2 кг', groupId: 'g-protein', properties: [['p-taste', ['t-choco', 't-vanilla']], ['p-weight', '2 000']] },
  // A directory value the classifier did not list is not shown as a bare id.
  { id: 'pr-banana', title: 'Протеин клубника-банан, 450 г', groupId: 'g-sport', properties: [['p-taste', 't-banana'], ['p-taste', '0f6d3a5e-1111-4c4c-9a9a-00155d0a6f01'], ['p-weight', '450']] },
  { id: 'pr-plain', title: 'Шейкер для протеина', groupId: 'g-sport' },
];

let t: TestApp;
let client: ExchangeClient;
let section: string;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60, config: { exchange: exchangeConfig } });
  client = exchangeClient(t, exchangeConfig);
  const answers = await client.runCatalog(
    [
      { name: 'import.xml', data: catalogDocument({ groups: GROUPS, properties: PROPERTIES, products: PRODUCTS }) },
      { name: 'offers.xml', data: offersDocument(PRODUCTS.map((product, index) => ({ id: product.id, price: 1000 + index * 100, quantity: 5 }))) },
    ],
    ['import.xml', 'offers.xml'],
  );
  expect(answers.every((answer) => answer.startsWith('success'))).toBe(true);
  const { rows } = await t.db.query<{ full_slug: string }>("SELECT full_slug FROM categories WHERE external_id = 'g-sport'");
  section = rows[0].full_slug;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(exchangeConfig.dir, { recursive: true, force: true });
});

type Checkbox = CheckboxFacetDto<FacetDto['key'], string | number>;

/** A property's number and its values' ids by text, as the database numbered them. */
async function property(externalId: string): Promise<{ key: `prop_${number}`; ids: Record<string, number> }> {
  const { rows } = await t.db.query<{ property: number; id: number; value: string }>(
    'SELECT ep.id AS property, v.id, v.value FROM exchange_properties ep JOIN property_values v ON v.property_id = ep.id WHERE ep.external_id = $1',
    [externalId],
  );
  return { key: `prop_${rows[0].property}`, ids: Object.fromEntries(rows.map((row) => [row.value, row.id])) };
}

async function page(query = ''): Promise<CategoryPageDto> {
  const response = await t.app.inject({ method: 'GET', url: `/api/category/${section}?pageSize=48&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<CategoryPageDto>();
}

/** The property facets of a page: title → [value title, count, selected]. */
function propertyFacets(result: { facets: FacetDto[] }): Record<string, Array<[string, number, boolean]>> {
  return Object.fromEntries(
    result.facets
      .filter((facet) => facet.key.startsWith('prop_') && facet.type === 'checkbox')
      .map((facet) => facet as Checkbox)
      .map((facet) => [facet.title, facet.values.map((value) => [value.title, value.count, value.selected] as [string, number, boolean])]),
  );
}

describe('1C properties as facets', () => {
  test('When 1C sends directory, number and yes/no properties, then the category offers them as facets with counts, after the built-in ones', async () => {
    // Act
    const result = await page();
    const taste = await property('p-taste');

    // Assert: the brand property feeds the brand facet, the unused one is no facet
    expect(result.products.total).toBe(5);
    expect(result.facets.map((facet) => facet.title)).toEqual(['Бренд', 'Цена, ₽', 'Наличие', 'Форма выпуска', 'Без сахара', 'Вес, г', 'Вкус']);
    expect(propertyFacets(result)).toEqual({
      'Без сахара': [['Да', 1, false], ['Нет', 1, false]],
      'Вес, г': [['450', 1, false], ['900', 2, false], ['2000', 1, false]],
      Вкус: [['Ваниль', 2, false], ['Клубника, банан', 1, false], ['Шоколад', 2, false]],
    });
    const tasteFacet = result.facets.find((facet) => facet.title === 'Вкус') as Checkbox;
    expect(tasteFacet.key).toBe(taste.key);
    expect(tasteFacet.values.map((value) => value.value)).toEqual([taste.ids['Ваниль'], taste.ids['Клубника, банан'], taste.ids['Шоколад']]);
    const { rows } = await t.db.query("SELECT 1 FROM property_values WHERE value LIKE '0f6d3a5e%'");
    expect(rows).toHaveLength(0);
  });

  test('When a value is chosen, then the list narrows to products having it, its own facet keeps its counts and the others count within the choice', async () => {
    // Arrange
    const taste = await property('p-taste');
    const weight = await property('p-weight');

    // Act
    const chocolate = await page(`${taste.key}=${taste.ids['Шоколад']}`);
    const either = await page(`${taste.key}=${taste.ids['Шоколад']},${taste.ids['Клубника, банан']}`);
    const both = await page(`${taste.key}=${taste.ids['Шоколад']}&${weight.key}=${weight.ids['900']}`);

    // Assert
    expect(chocolate.products.content.map((product) => product.title).sort()).toEqual(['Протеин дуо шоколад и ваниль, 2 кг', 'Протеин шоколадный без сахара, 900 г']);
    expect(chocolate.filters).toEqual({ [taste.key]: [taste.ids['Шоколад']] });
    expect(propertyFacets(chocolate)).toEqual({
      'Без сахара': [['Да', 1, false]],
      'Вес, г': [['900', 1, false], ['2000', 1, false]],
      Вкус: [['Ваниль', 2, false], ['Клубника, банан', 1, false], ['Шоколад', 2, true]],
    });
    expect(either.products.total).toBe(3);
    expect(both.products.content.map((product) => product.title)).toEqual(['Протеин шоколадный без сахара, 900 г']);
    expect(propertyFacets(both)['Вес, г']).toEqual([['900', 1, true], ['2000', 1, false]]);
  });

  test('When a chosen value has no product among the other choices, then it stays listed with count 0 and selected', async () => {
    // Arrange
    const taste = await property('p-taste');
    const weight = await property('p-weight');

    // Act
    const result = await page(`${taste.key}=${taste.ids['Клубника, банан']}&${weight.key}=${weight.ids['900']}`);

    // Assert
    expect(result.products.total).toBe(0);
    expect(propertyFacets(result)['Вес, г']).toEqual([['450', 1, false], ['900', 0, true]]);
  });

  test('When property filters come in the filters JSON or repeated, then the answer is the same as with the parameter', async () => {
    // Arrange
    const taste = await property('p-taste');
    const ids = [taste.ids['Ваниль'], taste.ids['Шоколад']];

    // Act
    const separate = await page(`${taste.key}=${ids.join(',')}`);
    const json = await page(`filters=${encodeURIComponent(JSON.stringify({ [taste.key]: ids }))}`);
    const repeated = await page(`${taste.key}=${ids[1]}&${taste.key}=${ids[0]}`);

    // Assert
    expect(separate.products.total).toBe(3);
    expect(json).toEqual(separate);
    expect(repeated).toEqual(separate);
  });

  test('When a property filter is malformed, then the answer is 400 naming it in Russian', async () => {
    // Act
    const name = await t.app.inject({ method: 'GET', url: `/api/category/${section}?prop_abc=1` });
    const value = await t.app.inject({ method: 'GET', url: `/api/category/${section}?prop_5=шоколад` });
    const json = await t.app.inject({ method: 'GET', url: `/api/category/${section}?filters=${encodeURIComponent('{"prop_0":[1]}')}` });
    const many = await t.app.inject({
      method: 'GET',
      url: `/api/category/${section}?${Array.from({ length: 21 }, (_, index) => `prop_${index + 1}=1`).join('&')}`,
    });

    // Assert
    expect([name.statusCode, value.statusCode, json.statusCode, many.statusCode]).toEqual([400, 400, 400, 400]);
    expect(name.json<{ message: string }>().message).toBe('Некорректный запрос: параметр «prop_abc» — ожидается prop_ и номер свойства, например prop_12');
    expect(value.json<{ message: string }>().message).toContain('параметр «prop_5» — ожидаются целые положительные числа');
    expect(json.json<{ message: string }>().message).toContain('«filters.prop_0» — такой фильтр не поддерживается');
    expect(many.json<{ message: string }>().message).toContain('не больше 20 свойств');
  });

  test('When the whole catalogue\'s filters are asked for, then the property facets are there too', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/products/filters' });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(propertyFacets(response.json<ProductFiltersListDto>())['Вкус']).toEqual([['Ваниль', 2, false], ['Клубника, банан', 1, false], ['Шоколад', 2, false]]);
  });

  test('When a later package changes a product\'s values, then the counts follow at once and a package read twice changes nothing', async () => {
    // Arrange: the counts are kept for a while, under the catalogue's version
    expect(propertyFacets(await page())['Вкус']).toContainEqual(['Шоколад', 2, false]);
    const vanilla: TestProduct = { ...PRODUCTS[1], properties: [['p-taste', 't-choco'], ['p-weight', '900'], ['p-sugar', 'false']] };
    const partial = catalogDocument({ groups: null, properties: [TASTE], products: [vanilla], changesOnly: true });

    // Act
    const [first] = await client.runCatalog([{ name: 'import.xml', data: partial }], ['import.xml']);
    const after = await page();
    const { rows: before } = await t.db.query<{ v: string }>('SELECT string_agg(xmin::text, \',\' ORDER BY product_id, value_id) AS v FROM product_property_values');
    const [second] = await client.runCatalog([{ name: 'import.xml', data: partial }], ['import.xml']);
    const { rows: again } = await t.db.query<{ v: string }>('SELECT string_agg(xmin::text, \',\' ORDER BY product_id, value_id) AS v FROM product_property_values');

    // Assert
    expect([first, second].every((answer) => answer.startsWith('success'))).toBe(true);
    expect(propertyFacets(after)['Вкус']).toEqual([['Ваниль', 1, false], ['Клубника, банан', 1, false], ['Шоколад', 3, false]]);
    expect(propertyFacets(after)['Вес, г']).toEqual([['450', 1, false], ['900', 2, false], ['2000', 1, false]]);
    expect(again[0].v).toBe(before[0].v);
  });
});
