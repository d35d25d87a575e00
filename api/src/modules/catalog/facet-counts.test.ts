import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogRepository, type FacetCountRecord, type ProductFilter } from './catalog-repository';
import { ratingStepsFor } from './facets';
import { NO_FILTERS, type ProductFacetFilters } from './product-filters';
import type { SearchPlan } from './product-search';

const SECTION = 'vitaminy-i-bady';

/** A visible product with every fact a facet is counted by. */
interface Product {
  id: number;
  brand_id: number | null;
  price_kopecks: number;
  availability: string;
  rating: number;
  country: string;
  form: string;
  labels: number[];
  /** Property id → value ids. */
  values: Record<string, number[]>;
}

type Facet = FacetCountRecord['facet'] | `prop_${number}`;

/**
 * The facet counts as the shop defines them, worked out product by product: each facet over the products
 * passing every filter but its own, the total and the price range, the rating steps, values with products,
 * and selected brands, labels and property values also without.
 */
function expectedCounts(
  products: Product[],
  filters: ProductFacetFilters,
  names: { brands: Array<{ id: number; title: string }>; labels: Array<{ id: number; name: string }> },
  properties: Array<{ property: number; title: string; value_type: string; values: Array<{ id: number; value: string }> }>,
): FacetCountRecord[] {
  const checks: Array<[Facet, (product: Product) => boolean]> = [];
  if (filters.brand) checks.push(['brand', (p) => p.brand_id !== null && filters.brand!.includes(p.brand_id)]);
  if (filters.priceMinKopecks !== null || filters.priceMaxKopecks !== null) {
    checks.push(['price', (p) => p.price_kopecks >= (filters.priceMinKopecks ?? -Infinity) && p.price_kopecks <= (filters.priceMaxKopecks ?? Infinity)]);
  }
  if (filters.availability) checks.push(['availability', (p) => filters.availability!.includes(p.availability as never)]);
  if (filters.label) checks.push(['label', (p) => p.labels.some((label) => filters.label!.includes(label))]);
  if (filters.rating !== null) checks.push(['rating', (p) => p.rating >= filters.rating!]);
  if (filters.country) checks.push(['country', (p) => filters.country!.includes(p.country)]);
  if (filters.form) checks.push(['form', (p) => filters.form!.includes(p.form)]);
  for (const { property, values } of filters.properties ?? []) {
    checks.push([`prop_${property}`, (p) => (p.values[property] ?? []).some((value) => values.includes(value))]);
  }
  const over = (except: Facet | null) => products.filter((p) => checks.every(([facet, passes]) => facet === except || passes(p)));
  const row = (facet: FacetCountRecord['facet'], value: string | null, title: string | null, n: number, extra: Partial<FacetCountRecord> = {}): FacetCountRecord => ({
    facet,
    value,
    title,
    n,
    lo: null,
    hi: null,
    property_id: null,
    property_title: null,
    value_type: null,
    ...extra,
  });
  const tally = (list: Product[], key: (p: Product) => string) => {
    const counts = new Map<string, number>();
    for (const p of list) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
    return counts;
  };

  const total = over(null).length;
  const prices = over('price').map((p) => p.price_kopecks);
  const rows = [
    row('total', null, null, total),
    row('price', null, null, total, { lo: prices.length ? Math.min(...prices) : null, hi: prices.length ? Math.max(...prices) : null }),
    ...ratingStepsFor(filters).map((step) => row('rating', String(step), null, over('rating').filter((p) => p.rating >= step).length)),
  ];
  for (const brand of names.brands) {
    const n = over('brand').filter((p) => p.brand_id === brand.id).length;
    if (n > 0 || filters.brand?.includes(brand.id)) rows.push(row('brand', String(brand.id), brand.title, n));
  }
  for (const key of ['availability', 'country', 'form'] as const) {
    for (const [value, n] of tally(over(key), (p) => p[key])) if (value !== '' || key !== 'country') rows.push(row(key, value, null, n));
  }
  for (const label of names.labels) {
    const n = over('label').filter((p) => p.labels.includes(label.id)).length;
    if (n > 0 || filters.label?.includes(label.id)) rows.push(row('label', String(label.id), label.name, n));
  }
  for (const { property, title, value_type, values } of properties) {
    const selected = filters.properties?.find((filter) => filter.property === property)?.values ?? [];
    for (const value of values) {
      const n = over(`prop_${property}`).filter((p) => (p.values[property] ?? []).includes(value.id)).length;
      if (n > 0 || selected.includes(value.id)) rows.push(row('property', String(value.id), value.value, n, { property_id: property, property_title: title, value_type }));
    }
  }
  return rows;
}

/** Rows in one order, the optional property columns always present. */
const comparable = (rows: FacetCountRecord[]) =>
  rows
    .map((row) => JSON.stringify([row.facet, row.value, row.title, row.n, row.lo, row.hi, row.property_id ?? null, row.property_title ?? null, row.value_type ?? null]))
    .sort();

describe('facet counts against the counts worked out product by product', () => {
  let t: TestApp;
  let products: Product[];
  let names: Parameters<typeof expectedCounts>[2];
  let properties: Parameters<typeof expectedCounts>[3];
  /** The section's two largest brands, its commonest country and form, and two property ids with two values each. */
  let brandA: number;
  let brandB: number;
  let country: string;
  let form: string;
  let colour: { property: number; values: number[] };
  let size: { property: number; values: number[] };

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t;
    // Arrange: two facet properties over the section's products (a product may have two values of one), a
    // property that is no facet, and a hidden product that has all of them and is counted nowhere.
    const { rows: ids } = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE (c.full_slug = $1 OR c.full_slug LIKE $1 || '/%') AND p.hidden_reason IS NULL ORDER BY p.id`,
      [SECTION],
    );
    const { rows: made } = await db.query<{ id: number; external_id: string }>(
      `INSERT INTO exchange_properties (external_id, title, role, value_type, facet) VALUES
         ('p-colour', 'Цвет', 'other', 'string', true), ('p-size', 'Объём', 'other', 'number', true), ('p-code', 'Код', 'other', 'string', false)
       RETURNING id, external_id`,
    );
    const propertyId = Object.fromEntries(made.map((row) => [row.external_id, row.id]));
    const { rows: values } = await db.query<{ id: number; property_id: number; value: string }>(
      `INSERT INTO property_values (property_id, value) VALUES ($1, 'красный'), ($1, 'синий'), ($1, 'зелёный'), ($2, '250'), ($2, '500'), ($3, 'X1')
       RETURNING id, property_id, value`,
      [propertyId['p-colour'], propertyId['p-size'], propertyId['p-code']],
    );
    const valuesOf = (property: number) => values.filter((value) => value.property_id === property).map((value) => value.id);
    const pairs: Array<[number, number, number]> = [];
    ids.forEach(({ id }, index) => {
      const [red, blue, green] = valuesOf(propertyId['p-colour']);
      if (index % 3 === 0) pairs.push([id, propertyId['p-colour'], red]);
      if (index % 4 === 0) pairs.push([id, propertyId['p-colour'], blue]);
      if (index % 7 === 1) pairs.push([id, propertyId['p-colour'], green]);
      if (index % 2 === 0) pairs.push([id, propertyId['p-size'], valuesOf(propertyId['p-size'])[index % 4 === 0 ? 0 : 1]]);
      if (index % 5 === 0) pairs.push([id, propertyId['p-code'], valuesOf(propertyId['p-code'])[0]]);
    });
    await db.query(
      'INSERT INTO product_property_values (product_id, property_id, value_id) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])',
      [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1]), pairs.map((pair) => pair[2])],
    );
    await db.query("UPDATE products SET hidden_reason = 'deleted' WHERE id = $1", [ids[0].id]);
    colour = { property: propertyId['p-colour'], values: valuesOf(propertyId['p-colour']).slice(0, 2) };
    size = { property: propertyId['p-size'], values: valuesOf(propertyId['p-size']).slice(0, 1) };

    products = (
      await db.query<Omit<Product, 'rating'> & { rating: string }>(
        `SELECT p.id, p.brand_id, p.price_kopecks, p.rating::text AS rating, p.country, p.form,
                CASE WHEN p.quantity > 0 THEN 'in_stock' WHEN p.novelty THEN 'soon' ELSE 'out_of_stock' END AS availability,
                coalesce((SELECT array_agg(pl.label_id) FROM product_labels pl WHERE pl.product_id = p.id), '{}') AS labels,
                coalesce((SELECT json_object_agg(v.property_id, v.ids) FROM (SELECT x.property_id, array_agg(x.value_id) AS ids
                          FROM product_property_values x WHERE x.product_id = p.id GROUP BY x.property_id) v), '{}') AS values
         FROM products p JOIN categories c ON c.id = p.category_id
         WHERE (c.full_slug = $1 OR c.full_slug LIKE $1 || '/%') AND p.hidden_reason IS NULL`,
        [SECTION],
      )
    ).rows.map((product) => ({ ...product, rating: Number(product.rating) }));
    names = {
      brands: (await db.query<{ id: number; title: string }>('SELECT id, title FROM brands')).rows,
      labels: (await db.query<{ id: number; name: string }>('SELECT id, name FROM labels')).rows,
    };
    properties = [colour.property, size.property].map((property) => ({
      property,
      title: property === colour.property ? 'Цвет' : 'Объём',
      value_type: property === colour.property ? 'string' : 'number',
      values: values.filter((value) => value.property_id === property),
    }));
    const tally = (key: (p: Product) => string | number | null) =>
      [...products.reduce((counts, p) => counts.set(key(p), (counts.get(key(p)) ?? 0) + 1), new Map<unknown, number>())].sort((a, b) => b[1] - a[1]);
    [brandA, brandB] = tally((p) => p.brand_id).map(([brand]) => brand as number);
    country = tally((p) => p.country)[0][0] as string;
    form = tally((p) => p.form)[0][0] as string;
  });

  afterAll(async () => {
    await t.close();
  });

  const count = (facets: Partial<ProductFacetFilters>, search: SearchPlan | null = null) => {
    const filters = { ...NO_FILTERS, ...facets };
    const filter: ProductFilter = { categoryFullSlug: SECTION, search, facets: filters };
    return createCatalogRepository(t.db).countFacets(filter, ratingStepsFor(filters));
  };

  /** The repository's rows but the values no product has and nobody chose, which the page leaves out. */
  const shown = (rows: FacetCountRecord[]) => rows.filter((row) => row.n > 0 || !['availability', 'country', 'form'].includes(row.facet));

  const cases: Array<[string, () => Partial<ProductFacetFilters>]> = [
    ['no filter', () => ({})],
    ['several values of one facet', () => ({ brand: [brandA, brandB] })],
    ['two facets, a brand and a highest price', () => ({ brand: [brandA], priceMaxKopecks: 150_000 })],
    ['a price range with both ends', () => ({ priceMinKopecks: 40_000, priceMaxKopecks: 120_000 })],
    ['stock: soon and out of stock', () => ({ availability: ['soon', 'out_of_stock'], brand: [brandA, brandB] })],
    ['a label and a rating step not offered', () => ({ label: [1, 3], rating: 5 })],
    ['a country no product has beside one that has, and a form', () => ({ country: [country, 'Атлантида'], form: [form] })],
    ['two properties, one with two values', () => ({ properties: [colour, size], rating: 3 })],
    ['every kind of filter at once', () => ({ brand: [brandA, brandB], priceMinKopecks: 10_000, priceMaxKopecks: 500_000, availability: ['in_stock'], rating: 2, form: [form], properties: [colour] })],
    ['an empty result, brands and labels still listed as chosen', () => ({ brand: [brandA], label: [2], priceMinKopecks: 999_999_900 })],
  ];

  test.each(cases)('When the list is filtered by %s, then every count is the one worked out product by product', async (_, facets) => {
    // Arrange
    const filters = { ...NO_FILTERS, ...facets() };

    // Act
    const rows = await count(filters);

    // Assert
    expect(comparable(shown(rows))).toEqual(comparable(expectedCounts(products, filters, names, properties)));
  });

  test('When a brand no product has is chosen, then the total is 0, the price range is empty and each rating step is 0', async () => {
    // Act
    const rows = await count({ brand: [999_999], priceMinKopecks: 100 });

    // Assert
    expect(rows.find((row) => row.facet === 'total')?.n).toBe(0);
    expect(rows.find((row) => row.facet === 'price')).toMatchObject({ lo: null, hi: null });
    expect(rows.filter((row) => row.facet === 'rating').map((row) => row.n)).toEqual([0, 0, 0]);
  });

  test('When a text search narrows the list, then the facets are counted over its matches only', async () => {
    // Arrange: a search matching the products whose words the section's first product's title starts with
    const { rows: words } = await t.db.query<{ word: string }>(
      "SELECT (to_tsvector('russian', title)::text) AS word FROM products WHERE id = $1",
      [products[0].id],
    );
    const tsquery = words[0].word.split(' ')[0].split(':')[0];
    const plan: SearchPlan = { tsquery, typedTsquery: null, phrasePattern: '%', wordPatterns: [], vendorCode: null, brandIds: [], corrected: null, understood: '' };
    const { rows: matching } = await t.db.query<{ id: number }>('SELECT id FROM products WHERE search_tsv @@ $1::tsquery', [tsquery]);
    const matches = new Set(matching.map((row) => row.id));
    const filters = { ...NO_FILTERS, brand: [brandA, brandB], properties: [colour] };

    // Act
    const rows = await count(filters, plan);

    // Assert
    const within = products.filter((product) => matches.has(product.id));
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(products.length);
    expect(comparable(shown(rows))).toEqual(comparable(expectedCounts(within, filters, names, properties)));
  });
});
