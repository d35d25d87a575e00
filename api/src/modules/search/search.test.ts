import type { ApiErrorDto, CategoryPageDto, ModalSearchDto, PopularRequestDto, ProductDto, SearchHistoryItemDto, SessionDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const modal = async (query: string, categoryQuery = ''): Promise<ModalSearchDto> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/modal-search?query=${encodeURIComponent(query)}&category_query=${encodeURIComponent(categoryQuery)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ModalSearchDto>();
  };
  const titles = (products: ProductDto[]) => products.map((p) => p.title.toLowerCase());

  describe('what the search understands', () => {
    test.each(['витамины', 'витамина', 'витаминов', 'витамином'])('When %p is searched, then the same vitamins are found (Russian morphology)', async (query) => {
      // Act
      const result = await modal(query);

      // Assert
      expect(result.products).toHaveLength(8);
      expect(titles(result.products).every((title) => title.includes('витамин'))).toBe(true);
      expect(result.corrected_query).toBeNull();
      const total = async (q: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent(q)}&pageSize=1` })).json<CategoryPageDto>().products.total;
      expect(await total(query)).toBe(await total('витамин'));
    });

    test.each([
      ['шампнь', 'шампунь'],
      ['колаген', 'коллаген'],
      ['креатн', 'креатин'],
      ['прптеин', 'протеин'],
      ['шампуьн', 'шампунь'],
    ])('When the typo %p is searched, then products with %p are found and the correction is told', async (query, meant) => {
      // Act
      const result = await modal(query);

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(titles(result.products).every((title) => title.includes(meant.slice(0, 6)))).toBe(true);
      expect(result.corrected_query).toBe(meant);
    });

    test.each([
      ['dbnfvbys', 'витамины'],
      ['ifvgeym', 'шампунь'],
      ['ыщдпфк', 'solgar'],
      ['pe,yfz gfcnf', 'зубная паста'],
    ])('When %p is typed in the wrong keyboard layout, then it is searched as %p', async (query, meant) => {
      // Act
      const result = await modal(query);

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.corrected_query).toBe(meant);
      expect(titles(result.products).every((title) => title.includes(meant.slice(0, 6)))).toBe(true);
    });

    test.each([
      ['kollagen', 'коллаген'],
      ['magniy', 'магни'],
      ['omega 3', 'омега-3'],
      ['shampun', 'шампун'],
      ['солгар', 'solgar'],
    ])('When %p is typed in the other script, then products with %p are found as if typed so', async (query, part) => {
      // Act
      const result = await modal(query);

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(titles(result.products).every((title) => title.includes(part))).toBe(true);
      expect(result.corrected_query).toBeNull();
    });

    test('When the last word is still being typed, then it is matched as the beginning of a word (витамин д → витамин D3)', async () => {
      // Act
      const result = await modal('витамин д');

      // Assert
      expect(titles(result.products).some((title) => title.includes('витамин d3'))).toBe(true);
      expect(titles(result.products)[0]).toContain('витамин d');
      expect((await modal('шамп')).products.length).toBeGreaterThan(0);
    });

    test('When a vendor code is typed, in any case, then that product is first', async () => {
      // Arrange
      const { rows } = await t.db.query<{ id: number; vendor_code: string }>('SELECT id, vendor_code FROM products ORDER BY id DESC LIMIT 1');

      // Act
      const upper = await modal(rows[0].vendor_code);
      const lower = await modal(rows[0].vendor_code.toLowerCase());

      // Assert
      expect(upper.products[0].id).toBe(rows[0].id);
      expect(lower.products[0].id).toBe(rows[0].id);
    });

    test('When a brand is named with other words, then that brand\'s products come first', async () => {
      // Act
      const result = await modal('solgar витамин');

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products[0].brand?.title).toBe('Solgar');
    });

    test('When a phrase is searched, then titles with the exact phrase rank above those with the words apart', async () => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('крем для лица')}&pageSize=100` });

      // Assert
      const found = titles(response.json<CategoryPageDto>().products.content);
      const exact = found.map((title) => (title.includes('крем для лица') ? 'phrase' : 'apart')).join(' ');
      expect(exact).toMatch(/^phrase( phrase)*( apart)*$/);
    });

    test('When relevance ties, then products in stock come before those out of stock', async () => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('крем')}&pageSize=100` });

      // Assert
      const { content } = response.json<CategoryPageDto>().products;
      const stock = content
        .filter((p) => p.title.toLowerCase().includes('крем'))
        .map((p) => (p.availability === 'in_stock' ? 'in' : 'out'))
        .join(' ');
      expect(stock).toMatch(/^in( in)*( out)+$/);
    });

    test('When a search is limited to a second-level category, then every product comes from it or its children', async () => {
      // Act
      const result = await modal('крем', 'kosmetika-dlya-litsa/uhod-za-kozhey');

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products.every((p) => p.full_slug.startsWith('kosmetika-dlya-litsa/uhod-za-kozhey/'))).toBe(true);
      expect(result.popular_products.every((p) => p.full_slug.startsWith('kosmetika-dlya-litsa/uhod-za-kozhey/'))).toBe(true);
    });

    test('When a category name is typed, then the category comes with its parent', async () => {
      // Act
      const result = await modal('магний');

      // Assert
      expect(result.categories).toContainEqual({
        categoryId: expect.any(Number),
        categoryName: 'Магний',
        categorySlug: 'vitaminy-i-bady/mineraly/magniy',
        parentCategoryName: 'Минералы',
      });
    });

    test('When the words are a category’s title that no product title has (детское питание), then its products are found by the category', async () => {
      // Arrange
      const category = (await t.app.inject({ method: 'GET', url: '/api/category/detskoe-pitanie?pageSize=1' })).json<CategoryPageDto>();
      expect(category.products.total).toBeGreaterThan(0);

      // Act
      const result = await modal('детское питание');
      const listing = (
        await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('детское питание')}&pageSize=48` })
      ).json<CategoryPageDto>();

      // Assert
      expect(result.corrected_query).toBeNull();
      expect(result.categories.map((item) => item.categoryName)).toContain('Детское питание');
      expect(result.products.length).toBeGreaterThan(0);
      expect(result.products.every((p) => p.full_slug.startsWith('detskoe-pitanie/'))).toBe(true);
      expect(titles(result.products).some((title) => title.includes('питани'))).toBe(false);
      expect(listing.products.total).toBe(category.products.total);
    });

    test('When the words are in product titles, then products whose category alone has them are not added (витамины)', async () => {
      // Act: «Витамины и БАДы» holds many products without the word in their titles.
      const listing = (await t.app.inject({ method: 'GET', url: '/api/category?query=витамины&pageSize=48' })).json<CategoryPageDto>();
      const category = (await t.app.inject({ method: 'GET', url: '/api/category/vitaminy-i-bady?pageSize=1' })).json<CategoryPageDto>();

      // Assert
      expect(titles(listing.products.content).every((title) => title.includes('витамин'))).toBe(true);
      expect(listing.products.total).toBeLessThan(category.products.total);
    });
  });

  describe('vitamin names and queries too short (docs/product.md §5)', () => {
    const listing = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent(query)}&pageSize=48` })).json<CategoryPageDto>();

    test.each([
      ['B6', 'b6'],
      ['d3', 'd3'],
      [' D3 ', 'd3'],
    ])('When the vitamin name %p is searched, then only products named with %p are found', async (query, name) => {
      // Act
      const result = await modal(query);
      const page = await listing(query);

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
      expect(titles(result.products).every((title) => title.includes(name))).toBe(true);
      expect(page.products.total).toBeGreaterThan(0);
      expect(titles(page.products.content).every((title) => title.includes(name))).toBe(true);
      expect(page.query).toBe(query.trim());
    });

    test.each(['c', 'ви', '6b', ' м '])('When the catalogue is asked for %p (too short to search), then no product is listed, not the whole catalogue', async (query) => {
      // Act
      const page = await listing(query);
      const all = await listing('');

      // Assert
      expect(all.products.total).toBeGreaterThan(0);
      expect(page.products.content).toEqual([]);
      expect(page.products.total).toBe(0);
      expect(page.query).toBe('');
    });
  });

  describe('bad and odd input', () => {
    test.each(['', 'ab', '  м  ', '   '])('When the query is %p (under three characters after trimming), then the matches are empty, not an error', async (query) => {
      // Act
      const result = await modal(query);

      // Assert
      expect(result.categories).toEqual([]);
      expect(result.products).toEqual([]);
      expect(result.corrected_query).toBeNull();
      expect(result.popular_products.length).toBeGreaterThan(0);
      expect(result.popular_requests.length).toBeGreaterThan(0);
    });

    test.each([
      ["'; DROP TABLE products; --"],
      ['💊💊💊 витамины 💊'],
      ["' OR 1=1 --"],
      ['\\\\%%__'],
      ['zzqqxxjj'],
    ])('When the query is %p, then the answer is a clean 200 and the catalogue is intact', async (query) => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/modal-search?query=${encodeURIComponent(query)}` });

      // Assert
      expect(response.statusCode).toBe(200);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(rows[0].n).toBeGreaterThan(0);
    });

    test('When the query holds control characters, then it is refused with a Russian message and the catalogue is intact', async () => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/modal-search?query=${encodeURIComponent('витамин\u0000\u0007\u001b[31m')}` });

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/недопустимые символы/) });
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(rows[0].n).toBeGreaterThan(0);
    });

    test('When an emoji stands beside a real word, then the word is still searched', async () => {
      // Act
      const result = await modal('💊 витамины');

      // Assert
      expect(result.products.length).toBeGreaterThan(0);
    });

    test.each([201, 2000])('When the query is %i characters long, then the answer is a 400 naming the parameter', async (length) => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/modal-search?query=${'а'.repeat(length)}` });

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toContain('«query»');
    });
  });

  describe('popular requests and the customer\'s searches', () => {
    const newSession = async (): Promise<string> =>
      `Session ${(await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<SessionDto>().token}`;
    const searchPage = (query: string, authorization: string, extra = '') =>
      t.app.inject({ method: 'GET', url: `/api/category${extra}?query=${encodeURIComponent(query)}`, headers: { 'x-authorization': authorization } });
    const history = async (authorization: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/search/history', headers: { 'x-authorization': authorization } })).json<SearchHistoryItemDto[]>();

    test('When popular requests are asked for, then they come most searched first as text.value items', async () => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: '/api/other-search?lang=ru' });

      // Assert
      expect(response.statusCode).toBe(200);
      const requests = response.json<PopularRequestDto[]>();
      expect(requests.length).toBeGreaterThanOrEqual(10);
      expect(requests[0]).toEqual({ text: { value: 'витамин д' } });
    });

    test('When a session searches, then its search is in its history, newest first, with the category, and counted once', async () => {
      // Arrange
      const session = await newSession();
      const before = await t.db.query<{ searchers: number }>("SELECT searchers FROM search_stats WHERE query = 'коллаген'");

      // Act
      await searchPage('коллаген', session);
      await searchPage('коллаген', session, '?page=2'.slice(0, 0));
      await searchPage('шампунь', session, '/uhod-za-volosami');
      const items = await history(session);

      // Assert
      expect(items.map((item) => [item.query, item.category_query])).toEqual([
        ['шампунь', 'uhod-za-volosami'],
        ['коллаген', ''],
      ]);
      const after = await t.db.query<{ searchers: number }>("SELECT searchers FROM search_stats WHERE query = 'коллаген'");
      expect(after.rows[0].searchers).toBe(before.rows[0].searchers + 1);
    });

    test('When a search was corrected, then the history keeps what was meant, and a search finding nothing is not kept', async () => {
      // Arrange
      const session = await newSession();

      // Act
      const corrected = await searchPage('dbnfvbys', session);
      await searchPage('zzqqxxjj', session);

      // Assert
      expect(corrected.json<CategoryPageDto>().corrected_query).toBe('витамины');
      expect((await history(session)).map((item) => item.query)).toEqual(['витамины']);
    });

    test('When a query is searched by more shoppers than the most popular one, then it becomes the first popular request', async () => {
      // Arrange
      const { rows } = await t.db.query<{ searchers: number }>('SELECT max(searchers)::int AS searchers FROM search_stats');
      await t.db.query("INSERT INTO search_stats (query, searchers) VALUES ('гиалуроновая сыворотка', $1) ON CONFLICT (query) DO UPDATE SET searchers = $1", [rows[0].searchers]);

      // Act
      await searchPage('гиалуроновая сыворотка', await newSession());
      const popular = (await t.app.inject({ method: 'GET', url: '/api/other-search' })).json<PopularRequestDto[]>();

      // Assert
      expect(popular[0].text.value).toBe('гиалуроновая сыворотка');
    });

    test('When the customer clears the history, then it is empty and another session\'s history stays', async () => {
      // Arrange
      const mine = await newSession();
      const theirs = await newSession();
      await searchPage('протеин', mine);
      await searchPage('протеин', theirs);

      // Act
      const response = await t.app.inject({ method: 'DELETE', url: '/api/search/history', headers: { 'x-authorization': mine } });

      // Assert
      expect(response.statusCode).toBe(204);
      expect(await history(mine)).toEqual([]);
      expect((await history(theirs)).map((item) => item.query)).toEqual(['протеин']);
    });

    test('When a session searches more than ten times, then its ten newest searches are kept', async () => {
      // Arrange
      const session = await newSession();
      const queries = ['крем', 'шампунь', 'протеин', 'коллаген', 'магний', 'цинк', 'омега', 'витамин', 'креатин', 'бальзам', 'гель', 'маска'];

      // Act
      for (const query of queries) await searchPage(query, session);
      const items = await history(session);

      // Assert
      expect(items.map((item) => item.query)).toEqual(queries.slice(2).reverse());
    });

    test('When nobody known searches, then nothing is recorded and the history is empty', async () => {
      // Act
      const page = await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('термометр')}` });
      const items = (await t.app.inject({ method: 'GET', url: '/api/search/history' })).json<SearchHistoryItemDto[]>();

      // Assert
      expect(page.statusCode).toBe(200);
      expect(items).toEqual([]);
    });
  });

  test('When a product is sold out, then the search ranks it so at once; renamed, once the words are read again', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM products WHERE quantity > 0 AND title ILIKE '%шампунь%' ORDER BY id LIMIT 1");
    await modal('шампунь'); // the words of the catalogue are read before the rename
    await t.db.query("UPDATE products SET title = 'Шампунь облепиховый для блеска волос, 250 мл', quantity = 0 WHERE id = $1", [rows[0].id]);
    const before = await modal('облепиховый');
    t.app.searchEngine.refresh();

    // Act
    const renamed = await modal('облепиховый');
    const shampoos = await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('шампунь')}&pageSize=100` });

    // Assert
    expect(before.products).toEqual([]);
    expect(renamed.products.map((p) => p.id)).toEqual([rows[0].id]);
    const order = shampoos.json<CategoryPageDto>().products.content.map((p) => p.id);
    const inStock = shampoos.json<CategoryPageDto>().products.content.filter((p) => p.availability === 'in_stock').length;
    expect(order.indexOf(rows[0].id)).toBeGreaterThanOrEqual(inStock);
  });

  test('When the results page searches, then it uses the same engine with facets of the result and the correction', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/category?query=${encodeURIComponent('шампнь')}` });

    // Assert
    const page = response.json<CategoryPageDto>();
    expect(page.query).toBe('шампнь');
    expect(page.corrected_query).toBe('шампунь');
    expect(page.products.total).toBeGreaterThan(0);
    expect(page.products.content.every((p) => p.title.toLowerCase().includes('шампун'))).toBe(true);
    const brands = page.facets.find((facet) => facet.key === 'brand');
    expect(brands && 'values' in brands ? brands.values.reduce((n, v) => n + v.count, 0) : 0).toBe(page.products.total);
  });
});
