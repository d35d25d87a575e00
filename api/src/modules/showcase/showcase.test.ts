import type {
  AdvantageDto,
  ApiErrorDto,
  BannerDto,
  CompanyReviewDto,
  PartnerDto,
  ProductSelectionDto,
  RegionBannerDto,
  SessionDto,
  VisitedProductsDto,
} from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount } from '../../test/fixtures';

describe('home page showcase', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 400 });
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('selections', () => {
    test.each([
      ['main_hero_top', 4],
      ['main_hero_bottom', 2],
      ['categories_recomend', 2],
      ['categories_bottom', 1],
      ['catalog_row', 3],
      ['header_catalog', 3],
    ])('When the banner selection %s is requested, then %i banners come, each linking to a page of the shop', async (key, count) => {
      // Act
      const response = await get(`/api/selection/${key}?lang=ru`);

      // Assert
      expect(response.statusCode).toBe(200);
      const banners = response.json<BannerDto[]>();
      expect(banners).toHaveLength(count);
      for (const banner of banners) {
        expect(banner.title).not.toBe('');
        expect(banner.link_to_go?.real_slug).toMatch(/^\/[a-z]/);
        expect(banner.background_color).toMatch(/^#[0-9A-F]{6}$/i);
        expect(banner.image.desktop).toMatch(/^\/api\/media\/banners\/\d+\.svg$/);
      }
    });

    test('When a banner of a selection links to a category, then that category exists', async () => {
      // Arrange
      const links = new Set<string>();
      for (const key of ['main_hero_top', 'categories_recomend', 'categories_bottom', 'header_catalog']) {
        for (const banner of (await get(`/api/selection/${key}`)).json<BannerDto[]>()) {
          if (banner.link_to_go?.real_slug.startsWith('/category/')) links.add(banner.link_to_go.real_slug.slice('/category/'.length));
        }
      }

      // Act
      const answers = await Promise.all([...links].map((slug) => get(`/api/category/${slug}?pageSize=1`)));

      // Assert
      expect(links.size).toBeGreaterThan(5);
      expect(answers.map((answer) => answer.statusCode)).toEqual([...links].map(() => 200));
    });

    test('When the products of the week are requested, then 12 rated products in stock come from 12 different categories', async () => {
      // Act
      const response = await get('/api/selection/products/week');

      // Assert
      expect(response.statusCode).toBe(200);
      const selection = response.json<ProductSelectionDto>();
      expect(selection.key).toBe('products/week');
      expect(selection.title).toBe('Товары недели');
      expect(selection.products).toHaveLength(12);
      for (const product of selection.products) {
        expect(product.availability).toBe('in_stock');
        expect(product.rating_total).toBeGreaterThanOrEqual(4);
      }
      const categories = selection.products.map((p) => p.full_slug.split('/').slice(0, -1).join('/'));
      expect(new Set(categories).size).toBe(12);
    });

    test('When the promotions are requested, then discounted products in stock come, deepest discount first', async () => {
      // Act
      const selection = (await get('/api/selection/actions/main/')).json<ProductSelectionDto>();

      // Assert
      expect(selection.title).toBe('Акции');
      expect(selection.products.length).toBeGreaterThan(0);
      const discounts = selection.products.map((p) => p.discount);
      expect(discounts.every((d) => d > 0)).toBe(true);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
      for (const product of selection.products) expect(product.price_old).toBeGreaterThan(product.price);
    });

    test('When the bestsellers are requested with ?locale, then product cards come in the order of the selection', async () => {
      // Arrange
      const ids = await t.db.query<{ product_id: number }>(
        "SELECT product_id FROM selection_items WHERE selection_key = 'main' ORDER BY position",
      );

      // Act
      const selection = (await get('/api/selection/main?locale=ru')).json<ProductSelectionDto>();

      // Assert
      expect(selection.title).toBe('Хиты продаж');
      expect(selection.products.map((p) => p.id)).toEqual(ids.rows.map((r) => r.product_id));
      expect(selection.products[0].url).toMatch(/^\/products\//);
    });

    test.each(['products/none', 'products/week/extra', 'products/WEEK', '..%2Fconfigs'])(
      'When the selection %p is requested, then it is a JSON 404 or 400, never a crash',
      async (key) => {
        // Act
        const response = await get(`/api/selection/${key}`);

        // Assert
        expect([400, 404]).toContain(response.statusCode);
        expect(response.json<ApiErrorDto>().message).toEqual(expect.any(String));
      },
    );
  });

  test('When the reviews of the shop are requested, then they come newest first with rating, source and date', async () => {
    // Act
    const response = await get('/api/reviews_company?lang=ru');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
    const reviews = response.json<CompanyReviewDto[]>();
    expect(reviews.length).toBeGreaterThanOrEqual(8);
    expect(reviews[0]).toEqual({ id: expect.any(Number), author: 'Екатерина М.', rating: 5, source: 'Яндекс Карты', date: '2026-11-12', text: expect.stringContaining('Октябрьском') });
    const dates = reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  test('When a review of the shop is unpublished, then it is no longer shown', async () => {
    // Arrange
    await t.db.query("UPDATE company_reviews SET is_published = false WHERE author = 'Алёна'");

    // Act
    const reviews = (await get('/api/reviews_company')).json<CompanyReviewDto[]>();

    // Assert
    expect(reviews.map((r) => r.author)).not.toContain('Алёна');
  });

  test('When the partners are requested with a trailing slash, then each has a logo the API draws', async () => {
    // Act
    const partners = (await get('/api/partners/')).json<PartnerDto[]>();
    const logo = await get(partners[0].image);
    const missing = await get('/api/media/partners/999999.svg');

    // Assert
    expect(partners.map((p) => p.title)).toContain('Эвалар');
    expect(partners[0].image).toMatch(/^\/api\/media\/partners\/\d+\.svg$/);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('Эвалар');
    expect(missing.statusCode).toBe(404);
  });

  test('When the advantages are requested, then six come in order, each with a known icon', async () => {
    // Act
    const advantages = (await get('/api/advantages/')).json<AdvantageDto[]>();

    // Assert
    expect(advantages.map((a) => a.icon)).toEqual(['delivery', 'pickup', 'original', 'bonus', 'pharmacist', 'payment']);
    expect(advantages[0].title).toBe('Доставка в день заказа');
  });

  test('When the region banners are requested, then Pskov, the region and Russia come with delivery terms', async () => {
    // Act
    const regions = (await get('/api/banners/regions/')).json<RegionBannerDto[]>();

    // Assert
    expect(regions.map((r) => r.region)).toEqual(['Псков', 'Псковская область', 'Вся Россия']);
    expect(regions[0]).toMatchObject({ link_to_go: { real_slug: '/delivery' }, background_color: '#0B7D6E' });
  });

  describe('recently viewed products', () => {
    const newSession = async (): Promise<string> => (await get('/api/personal/get_session')).json<SessionDto>().token;
    const visit = (productId: unknown, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products/visited',
        headers: authorization ? { 'x-authorization': authorization } : {},
        payload: { product_id: productId },
      });
    const firstIds = async (n: number): Promise<number[]> =>
      (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT $1', [n])).rows.map((r) => r.id);

    test('When a session opens products, then they come back newest first, a second visit moves a product to the front', async () => {
      // Arrange
      const session = `Session ${await newSession()}`;
      const [a, b, c] = await firstIds(3);

      // Act
      for (const id of [a, b, c, a]) expect((await visit(id, session)).statusCode).toBe(204);
      const response = await get('/api/products/visited', { 'x-authorization': session });

      // Assert
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json<VisitedProductsDto>().map((p) => p.id)).toEqual([a, c, b]);
    });

    test('When two sessions open products, then neither sees the other\'s, and a signed-in account has its own list', async () => {
      // Arrange
      const first = `Session ${await newSession()}`;
      const second = `Session ${await newSession()}`;
      const account = await createSignedInAccount(t.db);
      const [a, b] = await firstIds(2);
      await visit(a, first);
      await visit(b, `Token ${account.token}`);

      // Act
      const ofSecond = (await get('/api/products/visited', { 'x-authorization': second })).json<VisitedProductsDto>();
      const ofAccount = (await get('/api/products/visited', { 'x-authorization': `Token ${account.token}` })).json<VisitedProductsDto>();

      // Assert
      expect(ofSecond).toEqual([]);
      expect(ofAccount.map((p) => p.id)).toEqual([b]);
    });

    test('When a session opens more than 20 products, then the 20 newest are kept', async () => {
      // Arrange
      const session = `Session ${await newSession()}`;
      const ids = await firstIds(25);

      // Act
      for (const id of ids) await visit(id, session);
      const visited = (await get('/api/products/visited', { 'x-authorization': session })).json<VisitedProductsDto>();
      // The session's rows, found through its newest visit (how the key is stored is the accounts module's business).
      const stored = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM product_views WHERE session_token =
           (SELECT session_token FROM product_views WHERE product_id = $1 AND session_token IS NOT NULL ORDER BY viewed_at DESC LIMIT 1)`,
        [ids[ids.length - 1]],
      );

      // Assert
      expect(visited.map((p) => p.id)).toEqual(ids.slice(5).reverse());
      expect(stored.rows[0].n).toBe(20);
    });

    test('When nobody known asks, then the list is empty, and recording a visit needs a session', async () => {
      // Act
      const list = await get('/api/products/visited');
      const write = await visit((await firstIds(1))[0]);

      // Assert
      expect(list.json()).toEqual([]);
      expect(write.statusCode).toBe(401);
      expect(write.json<ApiErrorDto>().message).toBe('Сессия не найдена, обновите страницу');
    });

    test.each([[999_999_999, 404], ['5', 400], [0, 400], [null, 400], [1.5, 400]])(
      'When a visit names product %p, then the answer is %i and nothing is stored',
      async (productId, status) => {
        // Arrange
        const session = await newSession();
        const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_views')).rows[0].n;
        const before = await count();

        // Act
        const response = await visit(productId, `Session ${session}`);

        // Assert
        expect(response.statusCode).toBe(status);
        expect(await count()).toBe(before);
      },
    );
  });
});
