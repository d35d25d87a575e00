import type { ApiErrorDto, BannerDto, SelectionKeysDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('selections and banners', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 100 });
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('When the active selection keys are requested, then every seeded selection with something to show is there', async () => {
    // Act
    const response = await get('/api/selection/active_key?lang=ru');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<SelectionKeysDto>()).toEqual([
      'actions/main', 'catalog_row', 'categories_bottom', 'categories_recomend', 'header_catalog', 'main',
      'main_hero_bottom', 'main_hero_top', 'products/week', 'top_banners',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
  });

  test('When the top banners are requested, then the Pskov free-delivery banner comes with every field of a banner', async () => {
    // Act
    const response = await get('/api/selection/top_banners?lang=ru');

    // Assert
    expect(response.statusCode).toBe(200);
    const banners = response.json<BannerDto[]>();
    expect(banners).toHaveLength(1);
    const [banner] = banners;
    expect(banner).toEqual({
      id: expect.any(Number),
      title: 'Бесплатная доставка по Пскову при заказе от 3\u00a0000\u00a0₽',
      link_to_go: { real_slug: '/delivery' },
      image: {
        desktop: `/api/media/banners/${banner.id}.svg`,
        desktop_webp: `/api/media/banners/${banner.id}.webp`,
        image: `/api/media/banners/${banner.id}-mobile.svg`,
        image_webp: `/api/media/banners/${banner.id}-mobile.webp`,
      },
      background_color: '#0B7D6E',
      short_text: 'Закажите до 14:00 — привезём сегодня с 18:00 до 22:00',
    });
  });

  test('When the banner link and pictures are followed, then the page exists and the pictures are SVGs with the title', async () => {
    // Arrange
    const [banner] = (await get('/api/selection/top_banners')).json<BannerDto[]>();

    // Act
    const page = await get(`/api/pages${banner.link_to_go?.real_slug}`);
    const desktop = await get(banner.image.desktop);
    const mobile = await get(banner.image.image);

    // Assert
    expect(page.statusCode).toBe(200);
    for (const picture of [desktop, mobile]) {
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(picture.body).toContain('Бесплатная доставка');
      expect(picture.body).toContain('fill="#0B7D6E"');
    }
    expect(desktop.body).toContain('width="1200"');
    expect(mobile.body).toContain('width="640"');
  });

  test('When an unknown selection is requested, then the answer is a JSON 404 in Russian', async () => {
    // Act
    const response = await get('/api/selection/no_such_selection');

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorDto>()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Подборка не найдена', code: 'NOT_FOUND' });
  });

  test.each([
    ['upper-case letters', 'TOP_BANNERS'],
    ['markup', encodeURIComponent('<script>')],
    ['a very long key', 'a'.repeat(100)],
  ])('When a selection key has %s, then the answer is 400', async (_case, key) => {
    // Act
    const response = await get(`/api/selection/${key}`);

    // Assert
    expect(response.statusCode).toBe(400);
  });

  test('When an unknown banner picture is requested, then the answer is 404', async () => {
    // Act
    const response = await get('/api/media/banners/999999.svg');

    // Assert
    expect(response.statusCode).toBe(404);
  });

  test('When a banner is switched off or its dates are over, then it is not shown and its selection is no longer active', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO banners (code, title, link, ends_at) VALUES ('spring-sale', 'Весенняя распродажа', '/category', now() - interval '1 day') RETURNING id`,
    );
    await t.db.query(`INSERT INTO selections (key, title, kind) VALUES ('spring_row', 'Главная: первый экран', 'banners')`);
    await t.db.query(`INSERT INTO selection_items (selection_key, position, banner_id) VALUES ('spring_row', 0, $1)`, [rows[0].id]);

    // Act
    const keys = (await get('/api/selection/active_key')).json<SelectionKeysDto>();
    const banners = await get('/api/selection/spring_row');

    // Assert
    expect(keys).not.toContain('spring_row');
    expect(keys).toContain('top_banners');
    expect(banners.statusCode).toBe(200);
    expect(banners.json()).toEqual([]);
  });

  test('When a selection has banners that are shown now, then its key is active and banners come in their order', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO banners (code, title, short_text, link, background_color) VALUES
         ('vitamins-week', 'Неделя витаминов', 'Скидки до 25% на витамины и БАДы', '/category/vitaminy-i-bady', '#FFF3E0'),
         ('kids-health', 'Здоровье детей', '', NULL, NULL)
       RETURNING id`,
    );
    await t.db.query(`INSERT INTO selections (key, title, kind) VALUES ('kids_row', 'Главная: второй экран', 'banners')`);
    await t.db.query(`INSERT INTO selection_items (selection_key, position, banner_id) VALUES ('kids_row', 2, $1), ('kids_row', 1, $2)`, [
      rows[0].id,
      rows[1].id,
    ]);

    // Act
    const keys = (await get('/api/selection/active_key')).json<SelectionKeysDto>();
    const banners = (await get('/api/selection/kids_row')).json<BannerDto[]>();

    // Assert
    expect(keys).toContain('kids_row');
    expect(banners.map((banner) => banner.title)).toEqual(['Здоровье детей', 'Неделя витаминов']);
    expect(banners[0]).toMatchObject({ link_to_go: null, background_color: null, short_text: '' });
  });

  test('When a selection is switched off, then its key is not active and the selection answers 404', async () => {
    // Arrange
    await t.db.query(`UPDATE selections SET is_active = false WHERE key = 'kids_row'`);

    // Act
    const keys = (await get('/api/selection/active_key')).json<SelectionKeysDto>();
    const response = await get('/api/selection/kids_row');

    // Assert
    expect(keys).not.toContain('kids_row');
    expect(response.statusCode).toBe(404);
  });
});
