import type { CityListDto, CityUpdateResultDto } from 'api-contracts';
import { CITIES } from '../../db/seed/cities-data';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('cities routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 50 });
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query: string, headers: Record<string, string> = {}): Promise<CityListDto> {
    const response = await t.app.inject({ method: 'GET', url: `/api/city/list?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<CityListDto>();
  }

  async function newSession(): Promise<string> {
    return (await t.app.inject({ method: 'GET', url: '/api/personal/get_session' })).json<{ token: string }>().token;
  }

  test('When the seed ran, then every seeded city is there once, over 300 of them, with Псков the only main city', async () => {
    // Act
    const { rows } = await t.db.query<{ n: number; main: string }>(
      "SELECT count(*)::int AS n, string_agg(title, ',') FILTER (WHERE is_main) AS main FROM cities",
    );

    // Assert
    expect(rows[0].n).toBe(CITIES.length);
    expect(rows[0].n).toBeGreaterThanOrEqual(300);
    expect(rows[0].main).toBe('Псков');
  });

  test('When the default list is asked for, then the main city comes first, then the important cities, the largest first', async () => {
    // Act
    const page = await list('is_important=true&limit=50&offset=0');

    // Assert
    expect(page.results[0]).toMatchObject({ title: 'Псков', region: 'Псковская область', is_main: true, is_active: true });
    expect(page.results.slice(1, 3).map((c) => c.title)).toEqual(['Москва', 'Санкт-Петербург']);
    expect(page.results.every((c) => c.is_important)).toBe(true);
    expect(page.results.map((c) => c.title)).toContain('Великие Луки');
    expect(page.results.map((c) => c.title)).not.toContain('Гдов');
    expect(page.count).toBe(page.results.length);
    expect(page.main_city?.title).toBe('Псков');
    expect(page.current_city).toBeNull();
  });

  test.each([
    ['псков', 'Псков'],
    ['ПСКОВ', 'Псков'],
    ['  Орел ', 'Орёл'],
    ['ростов на дону', 'Ростов-на-Дону'],
    ['ростовнадону', 'Ростов-на-Дону'],
    ['gcrjd', 'Псков'],
    ['vjcrd', 'Москва'],
    ['Улан Удэ', 'Улан-Удэ'],
  ])('When %p is searched, then %p is found first', async (query, title) => {
    // Act
    const page = await list(`query=${encodeURIComponent(query)}&limit=50&offset=0`);

    // Assert
    expect(page.results[0]?.title).toBe(title);
  });

  test('When a part of a name is searched, then every city containing it is found, those starting with it first', async () => {
    // Act
    const page = await list(`query=${encodeURIComponent('новгород')}`);

    // Assert
    expect(page.results.map((c) => c.title).sort()).toEqual(['Великий Новгород', 'Нижний Новгород']);
    const starts = await list(`query=${encodeURIComponent('новоч')}`);
    expect(starts.results.map((c) => c.title)).toEqual(expect.arrayContaining(['Новочеркасск', 'Новочебоксарск']));
  });

  test('When nothing has the searched name, then the list is empty with count 0', async () => {
    // Act
    const page = await list(`query=${encodeURIComponent('Гондор')}`);

    // Assert
    expect(page).toMatchObject({ count: 0, results: [] });
    expect(page.main_city?.title).toBe('Псков');
  });

  test('When the search is shorter than 3 characters after trimming, then the answer is a Russian 400', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/city/list?query=${encodeURIComponent('  пс ')}` });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Введите не меньше 3 букв названия города');
  });

  test('When pages are asked with limit and offset, then they follow each other without overlap and count the whole list', async () => {
    // Act
    const first = await list('limit=50&offset=0&ordering=title');
    const second = await list('limit=50&offset=50&ordering=title');

    // Assert
    expect(first.results).toHaveLength(50);
    expect(first.count).toBe(CITIES.length);
    expect(second.results[0].id).not.toBe(first.results[49].id);
    expect(new Set([...first.results, ...second.results].map((c) => c.id)).size).toBe(100);
    const titles = first.results.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  test('When only the main city is asked for, then it alone comes back', async () => {
    // Act
    const page = await list('is_main=true');

    // Assert
    expect(page.results.map((c) => c.title)).toEqual(['Псков']);
  });

  test('When a limit beyond 100 or an unknown ordering is sent, then the answer is 400', async () => {
    for (const query of ['limit=500', 'ordering=random', 'offset=-1']) {
      // Act
      const response = await t.app.inject({ method: 'GET', url: `/api/city/list?${query}` });

      // Assert
      expect(response.statusCode).toBe(400);
    }
  });

  test('When a visitor chooses a city, then the cookie is set for 7 days and the session remembers it', async () => {
    // Arrange
    const session = await newSession();
    const [kazan] = (await list(`query=${encodeURIComponent('Казань')}`)).results;

    // Act
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/city/update',
      headers: { 'x-authorization': `Session ${session}` },
      payload: { city_id: kazan.id },
    });

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<CityUpdateResultDto>()).toEqual({ success: true, current_city: kazan });
    expect(response.headers['set-cookie']).toBe(`current_city=${kazan.id}; Path=/; Max-Age=604800; SameSite=Lax`);
    const again = await list('is_important=true', { 'x-authorization': `Session ${session}` });
    expect(again.current_city?.title).toBe('Казань');
    const other = await list('is_important=true', { 'x-authorization': `Session ${await newSession()}` });
    expect(other.current_city).toBeNull();
  });

  test('When a visitor without a remembered choice sends the cookie, then the cookie names the current city', async () => {
    // Arrange
    const [tula] = (await list(`query=${encodeURIComponent('Тула')}`)).results;

    // Act
    const page = await list('is_important=true', { cookie: `session_key=x; current_city=${tula.id}` });

    // Assert
    expect(page.current_city?.title).toBe('Тула');
  });

  test('When an unknown or inactive city is chosen, then the answer is 404 «Город не найден» and nothing changes', async () => {
    // Arrange
    const session = await newSession();
    const [gdov] = (await list(`query=${encodeURIComponent('Гдов')}`)).results;
    await t.db.query('UPDATE cities SET is_active = false WHERE id = $1', [gdov.id]);

    for (const cityId of [999_999, gdov.id]) {
      // Act
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/city/update',
        headers: { 'x-authorization': `Session ${session}` },
        payload: { city_id: cityId },
      });

      // Assert
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Город не найден');
    }
    expect((await list(`query=${encodeURIComponent('Гдов')}`)).count).toBe(0);
    expect((await list('limit=1', { 'x-authorization': `Session ${session}` })).current_city).toBeNull();
  });

  test('When the city id is not a number, then the answer is 400', async () => {
    // Act
    const response = await t.app.inject({ method: 'POST', url: '/api/city/update', payload: { city_id: 'Псков' } });

    // Assert
    expect(response.statusCode).toBe(400);
  });
});
