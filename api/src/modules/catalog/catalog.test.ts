import type {
  BrandDto,
  BrandListDto,
  CategoryListDto,
  CategoryPageDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductDto,
} from 'api-contracts';
import { buildTestApp, TEST_PRODUCT_COUNT, type TestApp } from '../../test/build-test-app';

const LEAF = 'vitaminy-i-bady/vitaminy/vitamin-d';

describe('catalogue routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const firstProductOf = async (path: string): Promise<ProductDto> =>
    (await get(`/api/category/${path}?pageSize=1`)).json<CategoryPageDto>().products.content[0];

  describe('category tree and list', () => {
    test('When the tree is requested, then it has eight sections and at most three levels with full slugs', async () => {
      // Act
      const response = await get('/api/categories/tree?lang=ru');

      // Assert
      expect(response.statusCode).toBe(200);
      const tree = response.json<CategoryTreeItemDto[]>();
      expect(tree.map((c) => c.slug)).toEqual([
        'vitaminy-i-bady', 'sportivnoe-pitanie', 'kosmetika-dlya-litsa', 'uhod-za-volosami',
        'gigiena', 'detskoe-pitanie', 'mama-i-malysh', 'meditsinskie-izdeliya',
      ]);
      const vitaminD = tree[0].children[0].children[0];
      expect(vitaminD).toEqual({ id: expect.any(Number), title: 'Витамин D', slug: 'vitamin-d', full_slug: LEAF, children: [] });
      const depth = (items: CategoryTreeItemDto[]): number => (items.length ? 1 + Math.max(...items.map((i) => depth(i.children))) : 0);
      expect(depth(tree)).toBe(3);
    });

    test('When categories are listed by pages, then the pages follow each other without overlap', async () => {
      // Act
      const first = (await get('/api/categories?page=1&pageSize=25')).json<CategoryListDto>();
      const third = (await get('/api/categories?page=3&pageSize=25')).json<CategoryListDto>();

      // Assert
      expect(first.total).toBeGreaterThanOrEqual(55);
      expect(first.total).toBeLessThanOrEqual(65);
      expect(first.content).toHaveLength(25);
      expect(first.hasNext).toBe(true);
      expect(third.hasNext).toBe(false);
      expect(third.content.length).toBe(first.total - 50);
      expect(first.content[0]).toMatchObject({ level: 1, parent_id: null, url: '/category/vitaminy-i-bady' });
    });

    test('When categories of one level are listed, then only that level comes back', async () => {
      // Act
      const response = await get('/api/categories?level=1&pageSize=100');

      // Assert
      const list = response.json<CategoryListDto>();
      expect(list.total).toBe(8);
      expect(list.content.every((c) => c.level === 1)).toBe(true);
    });
  });

  describe('category page', () => {
    test('When a category is requested by full slug, then it comes with SEO fields, breadcrumbs, children and products of its subtree', async () => {
      // Act
      const response = await get('/api/category/vitaminy-i-bady/vitaminy?pageSize=5');

      // Assert
      expect(response.statusCode).toBe(200);
      const page = response.json<CategoryPageDto>();
      expect(page.category).toMatchObject({ title: 'Витамины', full_slug: 'vitaminy-i-bady/vitaminy', level: 2, seo_h1: 'Витамины' });
      expect(page.category?.seo_title).toContain('Здоровье+');
      expect(page.category?.og_image).toMatch(/^https:\/\/shop\.test\//);
      expect(page.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Каталог', 'Витамины и БАДы', 'Витамины']);
      expect(page.children.map((c) => c.slug)).toEqual(['vitamin-d', 'vitamin-c', 'vitaminy-gruppy-b', 'multivitaminy']);
      expect(page.products.content).toHaveLength(5);
      expect(page.products.content.every((p) => p.full_slug.startsWith('vitaminy-i-bady/vitaminy/'))).toBe(true);
      expect(page.products.total).toBe(page.category?.product_count);
    });

    test('When a category is requested by its slug alone, then it is the same category', async () => {
      // Act
      const bySlug = (await get('/api/category/vitamin-d?pageSize=1')).json<CategoryPageDto>();

      // Assert
      expect(bySlug.category?.full_slug).toBe(LEAF);
    });

    test('When the address has a trailing slash, then it is the same category', async () => {
      // Act
      const response = await get(`/api/category/${LEAF}/?pageSize=1`);

      // Assert
      expect(response.statusCode).toBe(200);
      expect(response.json<CategoryPageDto>().category?.full_slug).toBe(LEAF);
    });

    test('When the catalogue root is requested, then there is no category and the products of the whole shop are counted', async () => {
      // Act
      const page = (await get('/api/category?pageSize=10')).json<CategoryPageDto>();

      // Assert
      expect(page.category).toBeNull();
      expect(page.children).toHaveLength(8);
      expect(page.breadcrumbs).toEqual([
        { title: 'Главная', url: '/' },
        { title: 'Каталог', url: '/category' },
      ]);
      expect(page.products.total).toBe(TEST_PRODUCT_COUNT);
      expect(page.products.pages).toBe(Math.ceil(TEST_PRODUCT_COUNT / 10));
    });

    test('When an unknown category is requested, then the answer is 404 «Категория не найдена»', async () => {
      // Act
      const response = await get('/api/category/vitaminy-i-bady/no-such-category');

      // Assert
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Категория не найдена' });
    });

    test.each([
      ['price_asc', (a: ProductDto, b: ProductDto) => a.price <= b.price],
      ['price_desc', (a: ProductDto, b: ProductDto) => a.price >= b.price],
      ['rating', (a: ProductDto, b: ProductDto) => a.rating_total >= b.rating_total],
      ['discount', (a: ProductDto, b: ProductDto) => a.discount >= b.discount],
    ])('When products are sorted by %s, then every neighbour pair is in order', async (sorting, inOrder) => {
      // Act
      const products = (await get(`/api/category/vitaminy-i-bady?sorting=${sorting}&pageSize=100`)).json<CategoryPageDto>().products.content;

      // Assert
      expect(products.length).toBeGreaterThan(20);
      for (let i = 1; i < products.length; i += 1) expect(inOrder(products[i - 1], products[i])).toBe(true);
    });

    test('When two consecutive pages are requested, then they do not overlap and hasNext tells whether more follow', async () => {
      // Act
      const first = (await get(`/api/category/${LEAF}?pageSize=4&page=1`)).json<CategoryPageDto>().products;
      const second = (await get(`/api/category/${LEAF}?pageSize=4&page=2`)).json<CategoryPageDto>().products;
      const last = (await get(`/api/category/${LEAF}?pageSize=4&page=${first.pages}`)).json<CategoryPageDto>().products;

      // Assert
      const firstIds = first.content.map((p) => p.id);
      expect(second.content.some((p) => firstIds.includes(p.id))).toBe(false);
      expect(first.hasNext).toBe(true);
      expect(last.hasNext).toBe(false);
      expect(last.content.length).toBe(first.total - (first.pages - 1) * 4);
    });

    test('When a text query is given, then only products whose title or brand matches come back', async () => {
      // Act
      const page = (await get(`/api/category?query=${encodeURIComponent('магний')}&pageSize=100`)).json<CategoryPageDto>();

      // Assert
      expect(page.query).toBe('магний');
      expect(page.products.content.length).toBeGreaterThan(0);
      expect(page.products.content.every((p) => p.title.toLowerCase().includes('магний'))).toBe(true);
      expect(page.products.totalCapped).toBe(false);
      expect(page.products.total).toBe(page.products.content.length);
    });

    test('When a query has a typo, then the similar titles are still found', async () => {
      // Act
      const page = (await get(`/api/category?query=${encodeURIComponent('коллоген')}&pageSize=10`)).json<CategoryPageDto>();

      // Assert
      expect(page.products.content.some((p) => p.title.includes('Коллаген'))).toBe(true);
    });

    test('When a query is limited by category_query, then products come only from that category', async () => {
      // Act
      const page = (await get(`/api/category?query=${encodeURIComponent('витамин')}&category_query=vitamin-c&pageSize=100`)).json<CategoryPageDto>();

      // Assert
      expect(page.category?.slug).toBe('vitamin-c');
      expect(page.products.content.length).toBeGreaterThan(0);
      expect(page.products.content.every((p) => p.full_slug.startsWith('vitaminy-i-bady/vitaminy/vitamin-c/'))).toBe(true);
    });

    test('When the query is too short to search (docs/product.md §5), then nothing is listed, never the whole catalogue', async () => {
      // Act
      const page = (await get('/api/category?query=%20a%20&pageSize=1')).json<CategoryPageDto>();
      const all = (await get('/api/category?pageSize=1')).json<CategoryPageDto>();

      // Assert
      expect(page.query).toBe('');
      expect(page.products.content).toEqual([]);
      expect(page.products.total).toBe(0);
      expect(all.products.total).toBe(TEST_PRODUCT_COUNT);
    });

    test('When a query contains LIKE wildcards, then they are matched literally', async () => {
      // Act
      const page = (await get('/api/category?query=%25%25%25&pageSize=5')).json<CategoryPageDto>();

      // Assert
      expect(page.products.content).toEqual([]);
    });

    test.each([
      ['a negative page', 'page=-1', 'page'],
      ['page zero', 'page=0', 'page'],
      ['a page size that is not a number', 'pageSize=abc', 'pageSize'],
      ['a page size over 100', 'pageSize=101', 'pageSize'],
      ['an unknown sorting', 'sorting=cheapest', 'sorting'],
      ['a 201-character query', `query=${'я'.repeat(201)}`, 'query'],
      ['a Cyrillic category_query', `category_query=${encodeURIComponent('витамины')}`, 'category_query'],
    ])('When the query string has %s, then the answer is 400 naming that parameter', async (_case, query, name) => {
      // Act
      const response = await get(`/api/category/vitaminy-i-bady?${query}`);

      // Assert
      expect(response.statusCode).toBe(400);
      const body = response.json<{ statusCode: number; message: string }>();
      expect(body.statusCode).toBe(400);
      expect(body.message).toContain(`«${name}»`);
    });

    test.each([
      ['Cyrillic', encodeURIComponent('витамины')],
      ['emoji', encodeURIComponent('💊')],
      ['an overlong path', 'a'.repeat(301)],
      ['a dot segment', 'vitaminy-i-bady/..%2F..'],
    ])('When the category path has %s, then the answer is 400', async (_case, path) => {
      // Act
      const response = await get(`/api/category/${path}`);

      // Assert
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('адрес');
    });
  });

  describe('product page', () => {
    test('When a product is requested by full slug, then every product field of docs/product.md §3 is there with prices in rubles', async () => {
      // Arrange
      const card = await firstProductOf(LEAF);

      // Act
      const response = await get(`/api/products/${card.full_slug}`);

      // Assert
      expect(response.statusCode).toBe(200);
      const product = response.json<ProductDetailsDto>();
      expect(product).toMatchObject({
        id: card.id,
        title: card.title,
        url: `/products/${card.full_slug}`,
        currency: 'RUB',
        media: [],
        category: { slug: 'vitamin-d', full_slug: LEAF },
      });
      for (const field of ['seo_h1', 'seo_description', 'seo_keywords', 'seo_title', 'og_title', 'og_description', 'description', 'composition', 'usage', 'country', 'vendor_code']) {
        expect(typeof product[field as keyof ProductDetailsDto]).toBe('string');
        expect((product[field as keyof ProductDetailsDto] as string).length).toBeGreaterThan(0);
      }
      expect(product.price).toBe(product.price_current);
      expect(product.image_url).toBe(`/api/media/products/${product.id}.svg`);
      expect(product.pictures).toEqual([product.image_url, `/api/media/products/${product.id}-2.svg`, `/api/media/products/${product.id}-3.svg`]);
      expect(product.preview_webp).toBe(`/api/media/products/${product.id}.webp`);
      expect(product.pictures_webp).toEqual(product.pictures.map((picture) => picture.replace(/\.svg$/, '.webp')));
      expect(product.og_image).toBe(`https://shop.test/api/media/products/${product.id}.svg`);
      expect(product.breadcrumbs.at(-1)).toEqual({ title: product.title, url: product.url });
      expect(product.breadcrumbs.at(-2)).toEqual({ title: 'Витамин D', url: `/category/${LEAF}` });
    });

    test('When a product is requested by its slug alone, then it is the same product', async () => {
      // Arrange
      const card = await firstProductOf(LEAF);

      // Act
      const product = (await get(`/api/products/${card.slug}`)).json<ProductDetailsDto>();

      // Assert
      expect(product.id).toBe(card.id);
    });

    test('When the database holds a price in kopecks, then the API shows it in rubles and derives the discount', async () => {
      // Arrange: a price with kopecks and an old price, written straight into the table.
      const card = await firstProductOf(LEAF);
      await t.db.query('UPDATE products SET price_kopecks = 129050, old_price_kopecks = 172100 WHERE id = $1', [card.id]);

      // Act
      const product = (await get(`/api/products/${card.full_slug}`)).json<ProductDetailsDto>();

      // Assert
      expect(product.price).toBe(1290.5);
      expect(product.price_current).toBe(1290.5);
      expect(product.price_old).toBe(1721);
      expect(product.discount).toBe(25);
    });

    test('When a novelty has no stock, then it is offered as coming soon; without novelty it is out of stock', async () => {
      // Arrange
      const [soon, gone] = (await get(`/api/category/${LEAF}?pageSize=2&sorting=price_desc`)).json<CategoryPageDto>().products.content;
      await t.db.query('UPDATE products SET quantity = 0, novelty = true WHERE id = $1', [soon.id]);
      await t.db.query('UPDATE products SET quantity = 0, novelty = false WHERE id = $1', [gone.id]);

      // Act
      const soonProduct = (await get(`/api/products/${soon.slug}`)).json<ProductDetailsDto>();
      const goneProduct = (await get(`/api/products/${gone.slug}`)).json<ProductDetailsDto>();

      // Assert
      expect(soonProduct).toMatchObject({ quantity: 0, novelty: true, availability: 'soon', offer: { available: false, count: 0 } });
      expect(goneProduct).toMatchObject({ availability: 'out_of_stock', offer: { available: false } });
    });

    test('When an unknown product is requested, then the answer is 404 «Товар не найден»', async () => {
      // Act
      const response = await get('/api/products/vitaminy-i-bady/no-such-product');

      // Assert
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Товар не найден' });
    });

    test('When the product path is empty, then the answer is 404', async () => {
      // Act
      const response = await get('/api/products/');

      // Assert
      expect(response.statusCode).toBe(404);
    });

    test('When the product path has characters no slug has, then the answer is 400', async () => {
      // Act
      const response = await get(`/api/products/${encodeURIComponent("x' OR 1=1 --")}`);

      // Assert
      expect(response.statusCode).toBe(400);
    });
  });

  describe('brands', () => {
    test('When the brand list is requested, then it has the letters bar, SEO fields and every brand with a count', async () => {
      // Act
      const list = (await get('/api/brand_list')).json<BrandListDto>();

      // Assert
      expect(list.content.length).toBeGreaterThanOrEqual(80);
      expect(list.title).toBe('Бренды');
      expect(list.letters[0]).toBe('A');
      expect(list.letters).toEqual(expect.arrayContaining(['S', 'V', 'Э', 'А']));
      const lastLatin = Math.max(...list.letters.map((letter, i) => (/^[A-Z]$/.test(letter) ? i : -1)));
      expect(lastLatin).toBeLessThan(list.letters.indexOf('А'));
      expect(list.content.find((b) => b.title === 'La Roche-Posay')).toMatchObject({ slug: 'la-roche-posay', letter: 'L' });
    });

    test('When letters are given, then only brands starting with them come back', async () => {
      // Act
      const list = (await get(`/api/brand_list?letters=${encodeURIComponent('s,Э')}`)).json<BrandListDto>();

      // Assert
      expect(list.content.length).toBeGreaterThan(2);
      expect(list.content.every((b) => b.letter === 'S' || b.letter === 'Э')).toBe(true);
      expect(list.content.map((b) => b.title)).toEqual(expect.arrayContaining(['Solgar', 'Эвалар']));
    });

    test('When letters contain symbols, then the answer is 400', async () => {
      // Act
      const response = await get(`/api/brand_list?letters=${encodeURIComponent('<a>')}`);

      // Assert
      expect(response.statusCode).toBe(400);
    });

    test('When popular brands are requested, then twelve brands with products come back, logos served', async () => {
      // Act
      const brands = (await get('/api/popular_brands')).json<BrandDto[]>();
      const logo = await get(brands[0].logo ?? '');

      // Assert
      expect(brands).toHaveLength(12);
      expect(brands.every((b) => b.product_count > 0)).toBe(true);
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toContain(brands[0].title.replace(/&/g, '&amp;'));
    });
  });
});
