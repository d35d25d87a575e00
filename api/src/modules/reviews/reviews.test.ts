import type { ApiErrorDto, ProductDetailsDto, ProductReviewsDto, ReviewMediaListDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('product reviews', () => {
  let t: TestApp;
  /** A product with more than 10 reviews, several anonymous ones and photos. */
  let busy: { id: number; total: number };
  let noReviews: number;
  let withPhotos: { id: number; photos: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const q = await t.db.query<{ id: number; n: number }>(
      `SELECT product_id AS id, count(*)::int AS n FROM reviews GROUP BY product_id
       HAVING count(*) > 12 AND bool_or(anonymous) ORDER BY count(*) DESC, product_id LIMIT 1`,
    );
    busy = { id: q.rows[0].id, total: q.rows[0].n };
    const none = await t.db.query<{ id: number }>('SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1');
    noReviews = none.rows[0].id;
    const photos = await t.db.query<{ id: number; n: number }>(
      `SELECT r.product_id AS id, count(*)::int AS n FROM review_media m JOIN reviews r ON r.id = m.review_id
       GROUP BY r.product_id HAVING count(*) > 5 ORDER BY r.product_id LIMIT 1`,
    );
    withPhotos = { id: photos.rows[0].id, photos: photos.rows[0].n };
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('When the first page is requested, then 10 reviews come newest first with the totals of the product', async () => {
    // Act
    const response = await get(`/api/reviews/${busy.id}?lang=ru&page=1`);

    // Assert
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductReviewsDto>();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: busy.total, pages: Math.ceil(busy.total / 10), statusCode: 200 });
    expect(body.content).toHaveLength(10);
    const times = body.content.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.values(body.rating_counts).reduce((a, b) => a + b, 0)).toBe(busy.total);
    const review = body.content[0];
    expect(review).toEqual({
      id: expect.any(Number),
      product_id: busy.id,
      rating: expect.any(Number),
      price_status: expect.any(Number),
      quality_status: expect.any(Number),
      advantages: expect.any(String),
      disadvantages: expect.any(String),
      comment: expect.any(String),
      anonymous: expect.any(Boolean),
      author_name: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      answer: review.answer === null ? null : expect.any(String),
      answer_at: review.answer === null ? null : expect.any(String),
      media: expect.any(Array),
    });
  });

  test('When the second page is requested, then it continues the first without overlap', async () => {
    // Act
    const first = (await get(`/api/reviews/${busy.id}?page=1&pageSize=5`)).json<ProductReviewsDto>();
    const second = (await get(`/api/reviews/model/${busy.id}?page=2&pageSize=5`)).json<ProductReviewsDto>();
    const all = (await get(`/api/reviews/${busy.id}?page=1&pageSize=10`)).json<ProductReviewsDto>();

    // Assert
    expect(second.page).toBe(2);
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual(all.content.map((r) => r.id));
  });

  test('When no page is given, then every review of the product comes at once', async () => {
    // Act
    const response = await get(`/api/reviews/model/${busy.id}?lang=ru`);

    // Assert
    const body = response.json<ProductReviewsDto>();
    expect(body.content).toHaveLength(busy.total);
    expect(body).toMatchObject({ page: 1, pageSize: busy.total, total: busy.total, pages: 1 });
  });

  test('When a rating filter is given, then only reviews with that rating come, and an empty filter is no filter', async () => {
    // Arrange
    const all = (await get(`/api/reviews/${busy.id}`)).json<ProductReviewsDto>();
    const rating = all.content[0].rating;

    // Act
    const filtered = (await get(`/api/reviews/${busy.id}?rating=${rating}`)).json<ProductReviewsDto>();
    const empty = (await get(`/api/reviews/${busy.id}?page=1&rating=`)).json<ProductReviewsDto>();

    // Assert
    expect(filtered.total).toBe(all.rating_counts[String(rating) as '1']);
    expect(filtered.content.length).toBe(filtered.total);
    expect(filtered.content.every((r) => r.rating === rating)).toBe(true);
    expect(filtered.rating_counts).toEqual(all.rating_counts);
    expect(empty.total).toBe(busy.total);
  });

  test('When a review is anonymous, then its author is shown as «Покупатель»', async () => {
    // Act
    const body = (await get(`/api/reviews/${busy.id}`)).json<ProductReviewsDto>();

    // Assert
    const anonymous = body.content.filter((r) => r.anonymous);
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((r) => r.author_name === 'Покупатель')).toBe(true);
    expect(body.content.filter((r) => !r.anonymous).every((r) => /^[А-ЯЁ][а-яё]+ [А-Я]\.$/.test(r.author_name))).toBe(true);
  });

  test('When the product has reviews, then its rating and review count agree with them', async () => {
    // Arrange
    const reviews = (await get(`/api/reviews/${busy.id}`)).json<ProductReviewsDto>();
    const { rows } = await t.db.query<{ full_slug: string }>('SELECT full_slug FROM products WHERE id = $1', [busy.id]);

    // Act
    const product = (await get(`/api/products/${rows[0].full_slug}`)).json<ProductDetailsDto>();

    // Assert
    expect(product.reviews_count).toBe(busy.total);
    expect(product.rating_total).toBe(reviews.rating_total);
  });

  test('When a product has no reviews, then the product and its card carry no rating and no count', async () => {
    // Arrange
    const { rows } = await t.db.query<{ full_slug: string }>('SELECT full_slug FROM products WHERE id = $1', [noReviews]);

    // Act
    const product = (await get(`/api/products/${rows[0].full_slug}`)).json<ProductDetailsDto>();
    const unrated = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p
       WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) AND (p.rating <> 0 OR p.rating_count <> 0)`,
    );

    // Assert
    expect(product).toMatchObject({ id: noReviews, rating_total: 0, reviews_count: 0 });
    expect(unrated.rows[0].n).toBe(0);
  });

  test('When reviews are added, changed and removed, then the product rating and count follow at once', async () => {
    // Arrange
    const { rows } = await t.db.query<{ id: number; full_slug: string }>(
      `SELECT id, full_slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id DESC LIMIT 1`,
    );
    const [{ id, full_slug: slug }] = rows;
    const product = async () => (await get(`/api/products/${slug}`)).json<ProductDetailsDto>();
    const insert = (rating: number) =>
      t.db.query<{ id: number }>(
        `INSERT INTO reviews (product_id, rating, price_status, quality_status, author_name) VALUES ($1, $2, 2, 3, 'Анна К.') RETURNING id`,
        [id, rating],
      );

    // Act
    await t.db.query(
      `INSERT INTO reviews (product_id, rating, price_status, quality_status, author_name) VALUES ($1, 5, 2, 3, 'Ольга П.'), ($1, 4, 2, 3, 'Иван С.')`,
      [id],
    );
    const afterTwo = await product();
    const third = await insert(4);
    const afterThree = await product();
    const listed = (await get(`/api/reviews/${id}`)).json<ProductReviewsDto>();
    await t.db.query('UPDATE reviews SET rating = 1 WHERE id = $1', [third.rows[0].id]);
    const afterChange = await product();
    await t.db.query('DELETE FROM reviews WHERE product_id = $1', [id]);
    const afterRemoval = await product();

    // Assert
    expect(afterTwo).toMatchObject({ rating_total: 4.5, reviews_count: 2 });
    expect(afterThree).toMatchObject({ rating_total: 4.3, reviews_count: 3 });
    expect([listed.total, listed.rating_total]).toEqual([3, 4.3]);
    expect(afterChange).toMatchObject({ rating_total: 3.3, reviews_count: 3 });
    expect(afterRemoval).toMatchObject({ rating_total: 0, reviews_count: 0 });
  });

  test('When a product has no reviews, then the list is empty with zero counts', async () => {
    // Act
    const response = await get(`/api/reviews/${noReviews}?page=1`);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.json<ProductReviewsDto>()).toEqual({
      content: [], page: 1, pageSize: 10, total: 0, pages: 1, statusCode: 200, rating_total: 0,
      rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  test('When the product does not exist, then the answer is 404 with statusCode 404 in the body', async () => {
    // Act
    const responses = await Promise.all(
      ['/api/reviews/999999', '/api/reviews/model/999999?page=1', '/api/reviews/999999/media', '/api/reviews/model/999999/media'].map(get),
    );

    // Assert
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorDto>()).toMatchObject({ statusCode: 404, message: 'Товар не найден' });
    }
  });

  test.each([
    ['/api/reviews/abc', 'id'],
    ['/api/reviews/0', 'id'],
    ['/api/reviews/1?page=0', 'page'],
    ['/api/reviews/1?page=x', 'page'],
    ['/api/reviews/1?pageSize=51', 'pageSize'],
    ['/api/reviews/1?rating=6', 'rating'],
    ['/api/reviews/1?rating=4.5', 'rating'],
    ['/api/reviews/model/-1', 'modelId'],
    ['/api/reviews/1/media?pageSize=0', 'pageSize'],
  ])('When %s is requested, then the answer is 400 naming «%s» in Russian', async (url, name) => {
    // Act
    const response = await get(url);

    // Assert
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorDto>();
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain('Некорректный запрос');
    expect(body.message).toContain(`«${name}»`);
  });

  test('When review photos are requested without paging, then the first 5 come, and pages continue', async () => {
    // Act
    const first = (await get(`/api/reviews/${withPhotos.id}/media?lang=ru`)).json<ReviewMediaListDto>();
    const second = (await get(`/api/reviews/model/${withPhotos.id}/media?page=2`)).json<ReviewMediaListDto>();

    // Assert
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: withPhotos.photos });
    expect(first.content).toHaveLength(5);
    expect(second.page).toBe(2);
    expect(second.content).toHaveLength(Math.min(5, withPhotos.photos - 5));
    const ids = [...first.content, ...second.content].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.content[0]).toEqual({ id: expect.any(Number), review_id: expect.any(Number), image: expect.stringMatching(/^\/api\/media\/reviews\/\d+\.svg$/), image_webp: null });
  });

  test('When a review photo is opened, then it is an SVG cached for a year; an unknown one is 404', async () => {
    // Arrange
    const [photo] = (await get(`/api/reviews/${withPhotos.id}/media`)).json<ReviewMediaListDto>().content;

    // Act
    const response = await get(photo.image);
    const missing = await get('/api/media/reviews/99999999.svg');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(response.body).not.toContain('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="600"');
    expect(missing.statusCode).toBe(404);
  });
});
