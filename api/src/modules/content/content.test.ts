import type { ConfigsDto, ContentPageDto, FileConfigsDto, MenuItemDto, NavDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('content routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  test('When configs are requested, then every configuration key of docs/product.md §3 is there with the Pskov shop values', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/configs?lang=ru' });

    // Assert
    expect(response.statusCode).toBe(200);
    const configs = response.json<ConfigsDto>();
    for (const key of [
      'SITE_NAME', 'SITE_DESCRIPTION', 'SITE_KEYWORDS', 'COUNTERS_HEAD', 'META_TAGS', 'HEADER_PHONE', 'HEADER_EMAIL',
      'HEADER_STORE_LEFT_TITLE', 'HEADER_STORE_LEFT_ADDRESS', 'HEADER_STORE_LEFT_ADDRESS_NAME', 'HEADER_STORE_LEFT_PHONE',
      'HEADER_STORE_RIGHT_TITLE', 'HEADER_STORE_RIGHT_ADDRESS', 'HEADER_STORE_RIGHT_ADDRESS_NAME', 'HEADER_STORE_RIGHT_PHONE',
      'MAIN_EMAIL', 'MAIN_PHONE', 'instagram', 'vkontakte', 'facebook', 'MIR_CARD', 'MAESTRO_CARD', 'MASTERCARD', 'VISA_CARD',
      'TITLE_SUBSCRIBER_FORM', 'DESCRIPTION_SUBSCRIBER_FORM',
    ]) {
      expect(configs).toHaveProperty(key);
    }
    expect(configs.COUNTERS_HEAD).toBe('');
    expect(configs.HEADER_PHONE).toMatch(/^\+7 \(8112\)/);
    expect(configs.HEADER_STORE_LEFT_ADDRESS_NAME).toContain('Псков');
    expect(configs.HEADER_STORE_LEFT_ADDRESS).toMatch(/^https:\/\/yandex\.ru\/maps\//);
  });

  test('When one config key is requested, then its key and value come back', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/configs/SITE_NAME' });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'SITE_NAME', value: 'Здоровье+' });
  });

  test('When an unknown config key is requested, then the answer is a Russian 404', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/configs/NO_SUCH_KEY' });

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'Параметр настроек не найден' });
  });

  test('When a config key has characters a key never has, then the answer is 400', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/configs/${encodeURIComponent('SITE NAME;DROP')}` });

    // Assert
    expect(response.statusCode).toBe(400);
  });

  test('When the card logo configs are followed, then the API serves each of them as SVG', async () => {
    // Arrange
    const configs = (await t.app.inject({ method: 'GET', url: '/api/configs' })).json<ConfigsDto>();

    for (const key of ['MIR_CARD', 'MAESTRO_CARD', 'MASTERCARD', 'VISA_CARD']) {
      // Act
      const file = await t.app.inject({ method: 'GET', url: configs[key] });

      // Assert
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('image/svg+xml');
    }
  });

  test('When file configs are requested, then each URL is a file the API really serves', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/file-configs' });

    // Assert
    const files = response.json<FileConfigsDto>();
    expect(Object.keys(files).sort()).toEqual(['HEADER_CATALOG_FILE', 'HEADER_PRICE_LIST_FILE', 'OG_IMAGE', 'SITE_IMAGE']);
    for (const url of Object.values(files)) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.body.length).toBeGreaterThan(100);
    }
  });

  test('When the navigation is requested, then the three menus point at routes of the shop', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/nav' });

    // Assert
    expect(response.statusCode).toBe(200);
    const nav = response.json<NavDto>();
    expect(nav.header_menu.map((item) => item.url)).toEqual(['/delivery', '/payment', '/about', '/contacts']);
    expect(nav.header_left_menu.some((item) => item.url === '/category/vitaminy-i-bady')).toBe(true);
    const footerLinks = nav.footer_menu.flatMap((group: MenuItemDto) => group.children.map((child) => child.url));
    expect(footerLinks).toEqual(expect.arrayContaining(['/policy', '/returns', '/help-buyer', '/brands']));
    expect(nav.footer_menu[0]).toMatchObject({ title: 'Покупателям', type: 'route', target: '_self' });
  });

  test('When menu links go to categories, then those categories exist', async () => {
    // Arrange
    const nav = (await t.app.inject({ method: 'GET', url: '/api/nav' })).json<NavDto>();
    const categoryUrls = [...nav.header_left_menu, ...nav.footer_menu.flatMap((g) => g.children)]
      .filter((item) => item.type === 'category')
      .map((item) => item.url.replace('/category/', '/api/category/'));

    // Act
    const statuses = await Promise.all(categoryUrls.map(async (url) => (await t.app.inject({ method: 'GET', url: `${url}?pageSize=1` })).statusCode));

    // Assert
    expect(categoryUrls.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  test.each(['policy', 'delivery', 'payment', 'returns', 'help-buyer', 'about', 'contacts'])(
    'When the page "%s" is requested, then it has a title, substantial HTML and SEO fields',
    async (slug) => {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });

      // Assert
      expect(response.statusCode).toBe(200);
      const page = response.json<ContentPageDto>();
      expect(page.slug).toBe(slug);
      expect(page.content).toMatch(/<h2>/);
      expect(page.content.length).toBeGreaterThan(1000);
      expect(page.seo_title).not.toBe('');
      expect(page.seo_description.length).toBeGreaterThan(50);
      expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false);
    },
  );

  test('When a page is requested with section parameters, then they are accepted', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/about?page=1&pageSize=10&sorting=new&tags=x' });

    // Assert
    expect(response.statusCode).toBe(200);
  });

  test('When an unknown page is requested, then the answer is 404 with the Russian message', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/no-such-page' });

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Страница не найдена', code: 'NOT_FOUND' });
  });

  test.each([
    ['Cyrillic and emoji', encodeURIComponent('доставка🚚')],
    ['an upper-case slug', 'DELIVERY'],
    ['a very long slug', 'a'.repeat(500)],
  ])('When a page slug is %s, then the answer is 400, not an error', async (_case, slug) => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_ERROR' });
  });

  test('When lang is something other than a language code, then the answer is 400', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/nav?lang=%3Cscript%3E' });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('«lang»');
  });
});
