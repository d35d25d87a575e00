import { buildTestApp, type TestApp } from './test/build-test-app';

describe('the app as a whole', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 100 });
  });

  afterAll(async () => {
    await t.close();
  });

  test('When an unknown /api route is requested, then the answer is a JSON 404 in Russian', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Страница не найдена: адрес указан неверно или страница больше не существует',
      code: 'NOT_FOUND',
    });
  });

  test('When a route is called with a method it does not have, then the answer is a JSON 404', async () => {
    // Act
    const response = await t.app.inject({ method: 'DELETE', url: '/api/configs' });

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  test('When the address has broken percent-encoding, then the answer is 400 JSON', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/%E0%A4%A' });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный адрес запроса', code: 'BAD_REQUEST' });
  });

  test('When a repository fails, then the answer is 500 without internals', async () => {
    // Arrange
    const original = t.app.repositories.content.listConfigs;
    t.app.repositories.content.listConfigs = async () => {
      throw new Error('relation "configs" is on fire');
    };

    try {
      // Act
      const response = await t.app.inject({ method: 'GET', url: '/api/configs' });

      // Assert
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Непредвиденная ошибка сервера', code: 'INTERNAL_ERROR' });
      expect(response.body).not.toContain('on fire');
    } finally {
      t.app.repositories.content.listConfigs = original;
    }
  });

  test('When the health route is called, then it reports the database engine', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  test('When the OpenAPI document is requested, then it describes every route with its shared schemas', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });

    // Assert
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/personal/get_session', '/api/personal/info', '/api/configs', '/api/configs/{param}', '/api/file-configs', '/api/nav',
      '/api/pages/{slug}', '/api/categories/tree', '/api/categories', '/api/category', '/api/category/{*}', '/api/products/{*}',
      '/api/brand_list', '/api/popular_brands', '/api/cart/info', '/api/modal-search', '/api/other-search',
      '/api/favourites/info', '/api/waiting/info', '/api/media/products/{file}',
      '/api/cart/list', '/api/cart/add', '/api/cart/update', '/api/cart/remove', '/api/cart/clear',
      '/api/selection/active_key', '/api/selection/{*}', '/api/media/banners/{file}', '/api/search/history',
      '/api/reviews_company', '/api/partners', '/api/advantages', '/api/banners/regions', '/api/products/visited',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Product', 'ProductDetails', 'Category', 'CategoryTreeItem', 'ApiError', 'MenuItem', 'Brand', 'CartItem', 'Banner']));
  });

  test('When the documentation page is opened, then the Swagger UI is served', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
