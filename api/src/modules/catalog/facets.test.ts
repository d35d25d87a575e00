import type { CategoryPageDto, CheckboxFacetDto, FacetDto, ProductFiltersListDto, RangeFacetDto } from 'api-contracts';
import { buildTestApp, TEST_PRODUCT_COUNT, type TestApp } from '../../test/build-test-app';

const SECTION = 'vitaminy-i-bady';
const IN_SECTION = `p.category_id IN (SELECT id FROM categories WHERE full_slug = '${SECTION}' OR full_slug LIKE '${SECTION}/%')`;

type Checkbox = CheckboxFacetDto<FacetDto['key'], string | number>;

function checkbox(page: { facets: FacetDto[] }, key: FacetDto['key']): Checkbox | undefined {
  const facet = page.facets.find((candidate) => candidate.key === key);
  return facet && facet.type === 'checkbox' ? (facet as Checkbox) : undefined;
}

function countsOf(page: { facets: FacetDto[] }, key: FacetDto['key']): Record<string, number> {
  return Object.fromEntries((checkbox(page, key)?.values ?? []).map((value) => [String(value.value), value.count]));
}

function priceFacet(page: { facets: FacetDto[] }): RangeFacetDto | undefined {
  return page.facets.find((facet): facet is RangeFacetDto => facet.type === 'range');
}

describe('catalogue filters and facets', () => {
  let t: TestApp;
  /** The two brands with most products in the section. */
  let brandA: number;
  let brandB: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const { rows } = await t.db.query<{ brand_id: number }>(
      `SELECT p.brand_id FROM products p WHERE ${IN_SECTION} GROUP BY p.brand_id ORDER BY count(*) DESC, p.brand_id LIMIT 2`,
    );
    [brandA, brandB] = rows.map((row) => row.brand_id);
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = async (query: string, path = SECTION): Promise<CategoryPageDto> => {
    const response = await get(`/api/category/${path}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<CategoryPageDto>();
  };
  const sqlCount = async (condition: string, params: unknown[] = []): Promise<number> => {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${IN_SECTION} AND (${condition})`, params);
    return rows[0].n;
  };
  const expectNoEmptyChoice = (result: { facets: FacetDto[] }) => {
    for (const facet of result.facets) {
      if (facet.type === 'checkbox') for (const value of facet.values) expect(value.count > 0 || value.selected).toBe(true);
    }
  };

  describe('each filter narrows the list', () => {
    test('When brands are chosen, then the total is the number of their products and every card is of those brands', async () => {
      // Act
      const result = await page(`brand=${brandA},${brandB}&pageSize=100`);

      // Assert
      expect(result.products.total).toBe(await sqlCount('p.brand_id = ANY($1::int[])', [[brandA, brandB]]));
      expect(result.products.content.every((p) => p.brand && [brandA, brandB].includes(p.brand.id))).toBe(true);
      expect(result.filters).toEqual({ brand: [brandA, brandB] });
    });

    test('When availability is chosen, then only products in that state are listed', async () => {
      // Act
      const result = await page('availability=soon,out_of_stock&pageSize=100');

      // Assert
      expect(result.products.total).toBe(await sqlCount('p.quantity = 0'));
      expect(result.products.content.every((p) => p.availability !== 'in_stock')).toBe(true);
    });

    test('When a label is chosen, then products having that label are listed', async () => {
      // Act
      const result = await page('label=3&pageSize=100');

      // Assert
      expect(result.products.total).toBe(await sqlCount('EXISTS (SELECT 1 FROM product_labels pl WHERE pl.product_id = p.id AND pl.label_id = 3)'));
      expect(result.products.total).toBeGreaterThan(0);
      expect(result.products.content.every((p) => p.labels.some((label) => label.id === 3))).toBe(true);
    });

    test('When a minimum rating is chosen, then products rated at least that are listed', async () => {
      // Act
      const result = await page('rating=4&pageSize=100');

      // Assert
      expect(result.products.total).toBe(await sqlCount('p.rating >= 4'));
      expect(result.products.content.every((p) => p.rating_total >= 4)).toBe(true);
    });

    test('When countries are chosen, then products made there are listed', async () => {
      // Act
      const result = await page(`country=${encodeURIComponent('Россия,Германия')}`);

      // Assert
      expect(result.products.total).toBe(await sqlCount(`p.country IN ('Россия', 'Германия')`));
      expect(result.products.total).toBeGreaterThan(0);
    });

    test('When forms are chosen, then products of those forms are listed', async () => {
      // Act
      const result = await page(`form=${encodeURIComponent('капсулы,таблетки')}`);

      // Assert
      expect(result.products.total).toBe(await sqlCount(`p.form IN ('капсулы', 'таблетки')`));
      expect(result.products.total).toBeGreaterThan(0);
    });

    test('When a price range is given, then both ends are inclusive', async () => {
      // Arrange: a price some product has exactly
      const { rows } = await t.db.query<{ price: number }>(`SELECT p.price_kopecks / 100 AS price FROM products p WHERE ${IN_SECTION} ORDER BY p.id LIMIT 1`);
      const price = rows[0].price;

      // Act
      const exact = await page(`price_min=${price}&price_max=${price}`);
      const range = await page(`price_min=300&price_max=900.5&sorting=price_asc&pageSize=100`);

      // Assert
      expect(exact.products.total).toBe(await sqlCount('p.price_kopecks = $1', [price * 100]));
      expect(exact.products.total).toBeGreaterThan(0);
      expect(exact.products.content.every((p) => p.price === price)).toBe(true);
      expect(range.products.total).toBe(await sqlCount('p.price_kopecks BETWEEN 30000 AND 90050'));
      expect(priceFacet(range)).toMatchObject({ selected_min: 300, selected_max: 900.5 });
    });

    test('When filters are combined, then a product must match every one of them', async () => {
      // Act
      const result = await page(`brand=${brandA},${brandB}&availability=in_stock&rating=4&price_min=200&price_max=2000`);

      // Assert
      expect(result.products.total).toBe(
        await sqlCount('p.brand_id = ANY($1::int[]) AND p.quantity > 0 AND p.rating >= 4 AND p.price_kopecks BETWEEN 20000 AND 200000', [[brandA, brandB]]),
      );
      expectNoEmptyChoice(result);
    });

    test('When an unknown brand id is given, then nothing matches and the answer is still 200', async () => {
      // Act
      const result = await page('brand=999999');

      // Assert
      expect(result.products.total).toBe(0);
      expect(result.products.content).toEqual([]);
      expect(priceFacet(result)).toBeUndefined();
    });
  });

  describe('facet counts', () => {
    test('When a brand is selected, then the other brands keep the counts they had with it deselected', async () => {
      // Act
      const none = await page('pageSize=1');
      const withA = await page(`brand=${brandA}&pageSize=1`);

      // Assert
      expect(countsOf(withA, 'brand')).toEqual(countsOf(none, 'brand'));
      expect(checkbox(withA, 'brand')?.values.find((v) => v.value === brandA)?.selected).toBe(true);
      expect(checkbox(withA, 'brand')?.values.filter((v) => v.selected)).toHaveLength(1);
    });

    test('When a brand is selected, then the other facets count only that brand\'s products', async () => {
      // Act
      const withA = await page(`brand=${brandA}&pageSize=1`);

      // Assert
      expect(countsOf(withA, 'availability').in_stock).toBe(await sqlCount('p.brand_id = $1 AND p.quantity > 0', [brandA]));
      expect(countsOf(withA, 'rating')['4']).toBe(await sqlCount('p.brand_id = $1 AND p.rating >= 4', [brandA]));
      const { rows } = await t.db.query<{ lo: number; hi: number }>(
        `SELECT min(p.price_kopecks) AS lo, max(p.price_kopecks) AS hi FROM products p WHERE ${IN_SECTION} AND p.brand_id = $1`,
        [brandA],
      );
      expect(priceFacet(withA)).toMatchObject({ min: Math.floor(rows[0].lo / 100), max: Math.ceil(rows[0].hi / 100), selected_min: null, selected_max: null });
    });

    test('When a price range and availability are selected, then the price bounds and availability counts ignore their own filters', async () => {
      // Act
      const none = await page('pageSize=1');
      const filtered = await page('price_min=500&price_max=1000&availability=in_stock&pageSize=1');

      // Assert
      const { rows } = await t.db.query<{ lo: number; hi: number }>(
        `SELECT min(p.price_kopecks) AS lo, max(p.price_kopecks) AS hi FROM products p WHERE ${IN_SECTION} AND p.quantity > 0`,
      );
      expect(priceFacet(filtered)).toEqual({
        key: 'price', type: 'range', title: 'Цена, ₽',
        min: Math.floor(rows[0].lo / 100), max: Math.ceil(rows[0].hi / 100), selected_min: 500, selected_max: 1000,
      });
      expect(countsOf(filtered, 'availability').soon ?? 0).toBe(await sqlCount('p.quantity = 0 AND p.novelty AND p.price_kopecks BETWEEN 50000 AND 100000'));
      expect(countsOf(filtered, 'availability').in_stock).toBe(filtered.products.total);
      expect(countsOf(filtered, 'brand')).not.toEqual(countsOf(none, 'brand'));
    });

    test('When no filter is set, then every brand count is the number of the brand\'s products in the category', async () => {
      // Act
      const result = await page('pageSize=1');

      // Assert
      const { rows } = await t.db.query<{ brand_id: number; n: number }>(
        `SELECT p.brand_id, count(*)::int AS n FROM products p WHERE ${IN_SECTION} GROUP BY p.brand_id`,
      );
      expect(countsOf(result, 'brand')).toEqual(Object.fromEntries(rows.map((row) => [String(row.brand_id), row.n])));
      expect(result.facets.map((facet) => facet.key)).toEqual(['brand', 'price', 'availability', 'label', 'rating', 'country', 'form']);
      expect(checkbox(result, 'availability')?.values.map((v) => v.title)).toEqual(
        expect.arrayContaining(['В наличии']),
      );
      expect(checkbox(result, 'rating')?.values[0]).toMatchObject({ value: 4, title: '4 и выше' });
    });

    test('When a country is selected, then brands from elsewhere are left out rather than shown with 0', async () => {
      // Act
      const result = await page(`country=${encodeURIComponent('Россия')}`);

      // Assert
      const { rows } = await t.db.query<{ brand_id: number }>(
        `SELECT DISTINCT p.brand_id FROM products p WHERE ${IN_SECTION} AND p.country = 'Россия'`,
      );
      expect(Object.keys(countsOf(result, 'brand')).map(Number).sort((a, b) => a - b)).toEqual(rows.map((row) => row.brand_id).sort((a, b) => a - b));
      expectNoEmptyChoice(result);
    });

    test('When a selected value has no products, then it stays listed with count 0 and selected', async () => {
      // Act
      const result = await page(`country=${encodeURIComponent('Атлантида')}&form=${encodeURIComponent('капсулы')}`);

      // Assert
      expect(result.products.total).toBe(0);
      expect(checkbox(result, 'country')?.values).toContainEqual({ value: 'Атлантида', title: 'Атлантида', count: 0, selected: true });
      expect(checkbox(result, 'form')?.values.find((v) => v.value === 'капсулы')).toMatchObject({ count: 0, selected: true, title: 'Капсулы' });
      expectNoEmptyChoice(result);
    });

    test('When the whole catalogue\'s filters are requested, then the facets count every product and nothing is selected', async () => {
      // Act
      const response = await get('/api/products/filters?lang=ru');

      // Assert
      expect(response.statusCode).toBe(200);
      const result = response.json<ProductFiltersListDto>();
      const sum = (key: FacetDto['key']) => Object.values(countsOf(result, key)).reduce((a, b) => a + b, 0);
      expect(sum('brand')).toBe(TEST_PRODUCT_COUNT);
      expect(sum('availability')).toBe(TEST_PRODUCT_COUNT);
      expect(sum('form')).toBe(TEST_PRODUCT_COUNT);
      expect(result.facets.every((facet) => facet.type === 'range' || facet.values.every((v) => !v.selected))).toBe(true);
      expect(priceFacet(result)?.min).toBeGreaterThan(0);
    });
  });

  describe('filters with text, paging and the filters parameter', () => {
    test('When filters go with a text query, then the total is the query\'s count for that facet value', async () => {
      // Act
      const queryOnly = await page(`query=${encodeURIComponent('магний')}`, '');
      const withForm = await page(`query=${encodeURIComponent('магний')}&form=${encodeURIComponent('таблетки')}`, '');

      // Assert
      expect(queryOnly.products.total).toBeGreaterThan(0);
      expect(withForm.products.total).toBe(countsOf(queryOnly, 'form')['таблетки']);
      expect(withForm.products.total).toBeLessThan(queryOnly.products.total);
      expect(withForm.products.content.every((p) => /магни/i.test(p.title) && /таблет/i.test(p.title))).toBe(true);
    });

    test('When filters come as one JSON object, then the answer equals the one for separate parameters', async () => {
      // Arrange
      const json = JSON.stringify({ brand: [brandA, brandB], availability: ['in_stock'], rating: 3, price_min: 100, country: ['США', 'Россия'] });

      // Act
      const separate = await page(`brand=${brandA},${brandB}&availability=in_stock&rating=3&price_min=100&country=${encodeURIComponent('США,Россия')}`);
      const combined = await page(`filters=${encodeURIComponent(json)}`);

      // Assert
      expect(combined).toEqual(separate);
      expect(combined.products.total).toBeGreaterThan(0);
    });

    test('When a list filter is repeated instead of comma-separated, then the answer is the same', async () => {
      // Act
      const repeated = await page(`brand=${brandA}&brand=${brandB}&availability=in_stock&availability=soon`);
      const commas = await page(`brand=${brandA},${brandB}&availability=in_stock,soon`);

      // Assert
      expect(repeated).toEqual(commas);
      expect(repeated.filters).toEqual({ brand: [brandA, brandB], availability: ['in_stock', 'soon'] });
    });

    test('When filters JSON carries a query, then it searches by it', async () => {
      // Act
      const result = await page(`filters=${encodeURIComponent(JSON.stringify({ query: 'магний' }))}`, '');

      // Assert
      expect(result.query).toBe('магний');
      expect(result.products.total).toBe((await page(`query=${encodeURIComponent('магний')}`, '')).products.total);
    });

    test('When a filtered list is paged and sorted, then pages split the filtered total in order', async () => {
      // Act
      const first = await page(`form=${encodeURIComponent('капсулы')}&sorting=price_asc&pageSize=5&page=1`);
      const second = await page(`form=${encodeURIComponent('капсулы')}&sorting=price_asc&pageSize=5&page=2`);

      // Assert
      const total = await sqlCount(`p.form = 'капсулы'`);
      expect(total).toBeGreaterThan(10);
      expect(first.products).toMatchObject({ total, pages: Math.ceil(total / 5), hasNext: true, page: 1 });
      expect(second.products.total).toBe(total);
      const prices = [...first.products.content, ...second.products.content].map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const ids = [...first.products.content, ...second.products.content].map((p) => p.id);
      expect(new Set(ids).size).toBe(10);
    });
  });

  describe('invalid filters', () => {
    test.each([
      ['a negative price', 'price_min=-5', 'price_min'],
      ['a price that is not a number', 'price_max=abc', 'price_max'],
      ['a minimum above the maximum', 'price_min=500&price_max=100', 'price_min'],
      ['a brand id that is not a number', 'brand=1,x', 'brand'],
      ['a label id that is not a number', 'label=abc', 'label'],
      ['an unknown availability', 'availability=in_stock,maybe', 'availability'],
      ['a rating above 5', 'rating=7', 'rating'],
      ['more than 50 brands', `brand=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'brand'],
      ['malformed filters JSON', `filters=${encodeURIComponent('{"brand":[1,')}`, 'filters'],
      ['filters that are not an object', `filters=${encodeURIComponent('[1,2]')}`, 'filters'],
      ['an unknown key in filters', `filters=${encodeURIComponent('{"colour":["red"]}')}`, 'filters.colour'],
      ['a negative price in filters', `filters=${encodeURIComponent('{"price_min":-1}')}`, 'price_min'],
      ['a brand object in filters', `filters=${encodeURIComponent('{"brand":{"id":1}}')}`, 'brand'],
      ['more than 50 brands in filters', `filters=${encodeURIComponent(JSON.stringify({ brand: Array.from({ length: 51 }, (_, i) => i + 1) }))}`, 'brand'],
      ['a fractional rating in filters', `filters=${encodeURIComponent('{"rating":4.5}')}`, 'rating'],
      ['a price with three decimals', 'price_min=10.555', 'price_min'],
      ['an overlong country', `country=${'а'.repeat(101)}`, 'country'],
    ])('When the request has %s, then the answer is 400 naming the parameter in Russian', async (_case, query, name) => {
      // Act
      const response = await get(`/api/category/${SECTION}?${query}`);

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(response.json<{ message: string }>().message).toContain(`Некорректный запрос: параметр «${name}»`);
    });

    test('When the filters JSON is over 4000 characters, then the answer is 400 naming it', async () => {
      // Act
      const response = await get(`/api/category/${SECTION}?filters=${encodeURIComponent(JSON.stringify({ country: ['x'.repeat(4000)] }))}`);

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/«filters».*не длиннее 4000 символов/);
    });

    test('When empty filter parameters are sent, then they are ignored', async () => {
      // Act
      const result = await page('brand=&price_min=&availability=&rating=&filters=');

      // Assert
      expect(result.filters).toEqual({});
      expect(result.products.total).toBe(await sqlCount('TRUE'));
    });
  });

  test('When the products are stored, then every one has a form derived from its title', async () => {
    // Act
    const { rows } = await t.db.query<{ form: string; n: number }>(`SELECT form, count(*)::int AS n FROM products GROUP BY form`);
    const { rows: capsules } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE title ILIKE '%капсул%' AND form <> 'капсулы'`,
    );

    // Assert
    expect(rows.every((row) => row.form !== '')).toBe(true);
    expect(rows.length).toBeGreaterThan(5);
    expect(capsules[0].n).toBe(0);
  });
});
