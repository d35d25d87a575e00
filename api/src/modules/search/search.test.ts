import type { ModalSearchDto, PopularRequestDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('search routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const search = async (query: string, categoryQuery = ''): Promise<ModalSearchDto> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/modal-search?query=${encodeURIComponent(query)}&category_query=${encodeURIComponent(categoryQuery)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ModalSearchDto>();
  };

  test('When a category name is typed, then the category comes with its parent and matching product cards', async () => {
    // Act
    const result = await search('магний');

    // Assert
    expect(result.categories[0]).toEqual({
      categoryId: expect.any(Number),
      categoryName: 'Магний',
      categorySlug: 'vitaminy-i-bady/mineraly/magniy',
      parentCategoryName: 'Минералы',
    });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(8);
    expect(result.products[0]).toMatchObject({ currency: 'RUB', url: expect.stringMatching(/^\/products\//) });
    expect(result.products.every((p) => p.title.toLowerCase().includes('магний'))).toBe(true);
  });

  test('When a brand is typed, then products of that brand are found', async () => {
    // Act
    const result = await search('Solgar');

    // Assert
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.brand?.title === 'Solgar')).toBe(true);
  });

  test('When the search is limited to a category, then every product comes from it', async () => {
    // Act
    const result = await search('крем', 'kosmetika-dlya-litsa/uhod-za-kozhey');

    // Assert
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.full_slug.startsWith('kosmetika-dlya-litsa/uhod-za-kozhey/'))).toBe(true);
  });

  test('When the selected category is unknown, then the search covers the whole shop', async () => {
    // Act
    const result = await search('крем', 'no-such-category');

    // Assert
    expect(result.products.length).toBeGreaterThan(0);
  });

  test.each(['', 'ab', '  м  ', '   '])('When the query is %p (under three characters after trimming), then both lists are empty', async (query) => {
    // Act
    const result = await search(query);

    // Assert
    expect(result).toEqual({ categories: [], products: [] });
  });

  test('When nothing matches, then both lists are empty', async () => {
    // Act
    const result = await search('zzqqxxjj');

    // Assert
    expect(result).toEqual({ categories: [], products: [] });
  });

  test('When the query is longer than 200 characters, then the answer is 400', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: `/api/modal-search?query=${'a'.repeat(201)}` });

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('«query»');
  });

  test('When popular requests are asked for, then they come as text.value items', async () => {
    // Act
    const response = await t.app.inject({ method: 'GET', url: '/api/other-search?lang=ru' });

    // Assert
    expect(response.statusCode).toBe(200);
    const requests = response.json<PopularRequestDto[]>();
    expect(requests.length).toBeGreaterThanOrEqual(10);
    expect(requests[0]).toEqual({ text: { value: 'витамин д' } });
  });
});
