import sharp from 'sharp';
import type { ApiErrorDto, PagedDto, PersonalReviewDto } from 'api-contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAccount, type TestAccount } from '../../test/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 50 });
});

afterAll(async () => {
  await t.close();
});

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function send(fields: Record<string, string>, photos: Buffer[] = [], account?: TestAccount) {
  const boundary = 'shop-review-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  photos.forEach((photo, index) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p${index}.png"\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(photo, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/personal/reviews',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(account ? { 'x-authorization': `Token ${account.token}` } : {}) },
  });
}

async function someProductId(offset: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET $1', [offset]);
  return rows[0].id;
}

const fieldsFor = (productId: number, extra: Record<string, string> = {}) => ({
  product_id: String(productId),
  rating: '4',
  price_status: '2',
  quality_status: '3',
  advantages: 'Удобно принимать',
  comment: 'Пью второй месяц',
  ...extra,
});

describe('personal reviews', () => {
  test('When a customer writes a review with a photo, then it is stored with the photo, listed for them and counted in the product rating', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db, { name: 'Ирина' });
    const productId = await someProductId(1);
    const before = await t.db.query<{ rating_count: number }>('SELECT rating_count FROM products WHERE id = $1', [productId]);

    // Act
    const response = await send(fieldsFor(productId, { anonymous: 'true' }), [PNG], account);
    const list = await t.app.inject({ method: 'GET', url: '/api/personal/reviews', headers: { 'x-authorization': `Token ${account.token}` } });

    // Assert
    expect(response.statusCode).toBe(200);
    const review = response.json<PersonalReviewDto>();
    expect(review).toMatchObject({ rating: 4, price_status: 2, quality_status: 3, advantages: 'Удобно принимать', anonymous: true });
    expect(review.photos).toHaveLength(1);
    const photo = await t.app.inject({ method: 'GET', url: review.photos[0] });
    expect(photo.headers['content-type']).toBe('image/png');
    // Stored as the shop re-encoded it, not as sent: the same 1×1 PNG picture in new bytes.
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(list.json<PagedDto<PersonalReviewDto>>().content.map((item) => item.id)).toEqual([review.id]);
    const after = await t.db.query<{ rating_count: number }>('SELECT rating_count FROM products WHERE id = $1', [productId]);
    expect(after.rows[0].rating_count).toBe(before.rows[0].rating_count + 1);
    const publicReviews = await t.app.inject({ method: 'GET', url: `/api/reviews/${productId}` });
    expect(JSON.stringify(publicReviews.json())).toContain('Пью второй месяц');
  });

  test('When the same customer reviews the same product again, then it is 409 in Russian', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const productId = await someProductId(2);
    await send(fieldsFor(productId), [], account);

    // Act
    const again = await send(fieldsFor(productId), [], account);

    // Assert
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorDto>().message).toBe('Вы уже оставили отзыв об этом товаре');
  });

  test.each([
    [{ rating: '6' }, 'Некорректное значение поля «rating»'],
    [{ price_status: '0' }, 'Некорректное значение поля «price_status»'],
    [{ quality_status: '5' }, 'Некорректное значение поля «quality_status»'],
    [{ advantages: '', comment: '' }, 'Расскажите о товаре: заполните достоинства, недостатки или комментарий'],
  ])('When the form has %p, then it is refused with «%s»', async (change, message) => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const response = await send(fieldsFor(await someProductId(3), change), [], account);

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toBe(message);
  });

  test('When a photo is not an image or there are six photos, then the review is refused and nothing is stored', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const productId = await someProductId(4);

    // Act
    const notImage = await send(fieldsFor(productId), [Buffer.from('<html><script>alert(1)</script></html>')], account);
    const six = await send(fieldsFor(productId), Array.from({ length: 6 }, () => PNG), account);

    // Assert
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<ApiErrorDto>().message).toBe('Фотографии — в формате JPEG, PNG или WebP, каждая до 5 МБ');
    expect(six.statusCode).toBe(400);
    expect(six.json<ApiErrorDto>().message).toBe('К отзыву можно приложить не больше 5 фотографий');
    const stored = await t.db.query('SELECT 1 FROM reviews WHERE account_id = $1', [account.accountId]);
    expect(stored.rows).toHaveLength(0);
  });

  test('When customer B lists reviews or nobody is signed in, then A’s reviews are not shown', async () => {
    // Arrange
    const a = await createSignedInAccount(t.db);
    const b = await createSignedInAccount(t.db);
    await send(fieldsFor(await someProductId(5)), [], a);

    // Act
    const forB = await t.app.inject({ method: 'GET', url: '/api/personal/reviews', headers: { 'x-authorization': `Token ${b.token}` } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/personal/reviews' });
    const anonymousWrite = await send(fieldsFor(await someProductId(6)));

    // Assert
    expect(forB.json<PagedDto<PersonalReviewDto>>().content).toEqual([]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymousWrite.statusCode).toBe(401);
  });
});
