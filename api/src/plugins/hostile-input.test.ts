import type { ApiErrorDto, FormErrorsDto } from 'api-contracts';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createSignedInAccount, type TestAccount } from '../test/fixtures';
import { boundNumbers, findHostileValue, INTEGER_BOUNDS } from './hostile-input';

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({ productCount: 60 });
  account = await createSignedInAccount(t.db);
}, 180_000);

afterAll(async () => {
  await t.close();
});

const asCustomer = () => ({ 'x-authorization': `Token ${account.token}` });
const RUSSIAN = /[А-Яа-яЁё]/;
const BOUNDARY = '----hostileBoundary';

async function count(table: string): Promise<number> {
  const { rows } = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return rows[0].count;
}

describe('the guard itself', () => {
  test('When a schema has integers without bounds, then they get PostgreSQL integer bounds and own bounds stay', () => {
    const schema = { type: 'object', properties: { id: { type: 'integer' }, page: { type: 'integer', minimum: 1, maximum: 1000 }, list: { type: 'array', items: { type: 'integer' } } } };
    boundNumbers(schema);
    expect(schema.properties.id).toEqual({ type: 'integer', ...INTEGER_BOUNDS });
    expect(schema.properties.page).toEqual({ type: 'integer', minimum: 1, maximum: 1000 });
    expect(schema.properties.list.items).toEqual({ type: 'integer', ...INTEGER_BOUNDS });
  });

  test('When values hold NUL, other controls, or numbers that are not finite, then the first is named; tabs and new lines pass', () => {
    expect(findHostileValue({ a: 'ok', b: { c: 'x\u0000y' } })?.name).toBe('b.c');
    expect(findHostileValue({ a: ['ok', '\u001b[31m'] })?.name).toBe('a.1');
    expect(findHostileValue({ page: Infinity })?.name).toBe('page');
    expect(findHostileValue({ page: NaN })?.name).toBe('page');
    expect(findHostileValue({ text: 'строка\tс\r\nпереносом 😀' })).toBeNull();
  });
});

describe('out-of-range numbers', () => {
  test.each([
    '/api/categories?page=1e309',
    '/api/categories?level=1e309',
    '/api/category?pageSize=1e309',
    '/api/reviews/1e309',
    '/api/reviews/1/media?page=1e309',
    '/api/reviews/model/1e309',
    '/api/reviews/model/1/media?pageSize=-1e309',
    '/api/city/list?limit=1e309',
    '/api/city/list?offset=99999999999',
    '/api/reviews/99999999999',
  ])('When %s is asked for, then it is a 400 naming the parameter in Russian', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorDto>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^Некорректный запрос: параметр (запроса|адреса) «\w+» — /);
  });
});

describe('control characters', () => {
  test.each([
    ['GET', '/api/category?country=%00'],
    ['GET', '/api/category?form=a%00b'],
    ['GET', '/api/cart/promocode/SALE%00'],
    ['GET', '/api/subscriber/confirm?token=abc%00'],
    ['GET', '/api/subscriber/unsubscribe?token=abc%00'],
    ['GET', '/api/modal-search?query=%1B%5B31m'],
  ])('When %s %s carries a control character, then it is a 400 in Russian', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(/содержит недопустимые символы$/);
  });

  test('When a field-data beacon holds NUL or a number that is not finite, then it is a 400 in Russian and nothing is stored', async () => {
    const before = await count('field_vitals');
    for (const payload of ['{"route":"home\\u0000","device":"phone","metrics":[{"name":"LCP","value":1}]}', '{"route":"home","device":"phone","metrics":[{"name":"LCP","value":"1e309"}]}']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/vitals', payload, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toMatch(/^Некорректный запрос/);
    }
    expect(await count('field_vitals')).toBe(before);
  });

  test('When a form field holds NUL, then the form is refused and nothing is stored', async () => {
    const before = await count('feedback_messages');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Анна\u0000', phone: '+79111234567', email: 'anna@example.ru', consent: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<FormErrorsDto>().success).toBe(false);
    expect(await count('feedback_messages')).toBe(before);
  });

  test('When a review sent as multipart holds NUL in its text, then it is refused and nothing is stored', async () => {
    const before = await count('reviews');
    const fields = { product_id: '1', rating: '5', price_status: '1', quality_status: '1', comment: 'хорошо\u0000' };
    const payload = Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')
      .concat(`--${BOUNDARY}--\r\n`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/personal/reviews',
      payload,
      headers: { ...asCustomer(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toBe('Некорректный запрос: поле «comment» — значение содержит недопустимые символы');
    expect(await count('reviews')).toBe(before);
  });
});

describe('forms refused before their handler', () => {
  test.each([
    ['/api/feedback', '{"name":', 'application/json'],
    ['/api/feedback', '', 'application/json'],
    ['/api/callback', '[1,2]', 'application/json'],
    ['/api/subscriber', '{"email": ', 'application/json'],
    ['/api/subscriber', '<email/>', 'application/xml'],
    ['/api/feedback?lang=%20', '{}', 'application/json'],
    ['/api/subscriber?lang=%20', '{}', 'application/json'],
  ])('When %s gets %j as %s, then the answer is a 4xx in the form\'s shape with a Russian text', async (url, payload, type) => {
    const before = (await count('feedback_messages')) + (await count('newsletter_subscribers'));
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json<FormErrorsDto & { code?: string }>();
    expect(body.message).toMatch(RUSSIAN);
    expect(body.code).not.toMatch(/^FST_/);
    if (response.statusCode === 400) expect(body).toMatchObject({ success: false, errors: { form: [body.message] } });
    expect((await count('feedback_messages')) + (await count('newsletter_subscribers'))).toBe(before);
  });
});

describe('multipart bodies cut short or malformed', () => {
  const cutShort = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  ]);
  test.each([
    ['/api/personal/avatar', cutShort, `multipart/form-data; boundary=${BOUNDARY}`],
    ['/api/personal/avatar', 'garbage', 'multipart/form-data'],
    ['/api/personal/reviews', cutShort, `multipart/form-data; boundary=${BOUNDARY}`],
    ['/api/personal/reviews', `--${BOUNDARY}\r\nbroken\r\n\r\nx\r\n`, `multipart/form-data; boundary=${BOUNDARY}`],
    ['/api/personal/products_review/remove', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n1`, `multipart/form-data; boundary=${BOUNDARY}`],
    ['/api/personal/products_review/remove', 'garbage', 'multipart/form-data'],
  ])('When %s gets a broken multipart body, then it is a 400 in Russian', async (url, payload, type) => {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: { ...asCustomer(), 'content-type': type } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().message).toMatch(RUSSIAN);
  });
});

describe('uploads', () => {
  function avatarUpload(data: Buffer) {
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/personal/avatar', payload, headers: { ...asCustomer(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  }

  test('When an avatar is a JPEG header followed by HTML, then it is refused', async () => {
    const response = await avatarUpload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorDto>().code).toBe('INVALID_IMAGE');
  });

  test('When an avatar carries EXIF and trailing HTML, then the stored file is the shop\'s own JPEG without either', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#36c' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'GPS: 59.93, 30.33' } })
      .toBuffer();
    const response = await avatarUpload(Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]));
    expect(response.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: response.json<{ image: string }>().image });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('answer headers', () => {
  test('When anything is answered, then it says nosniff; a public catalogue answer is not marked personal', async () => {
    for (const url of ['/api/health', '/api/categories/tree', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control'] ?? '').not.toContain('private');
    }
  });

  test.each(['/api/personal/info', '/api/cart/info', '/api/personal/orders', '/api/personal/get_session', '/api/favourites/list'])(
    'When %s is answered, then it is private, no-store',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: asCustomer() });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  test('When a catalogue page is asked for with a sign-in key, then it is the guest\'s public answer, with nothing personal in it', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/categories/tree' });
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/tree', headers: asCustomer() });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(guest.body);
    expect(response.headers.etag).toBe(guest.headers.etag);
    expect(response.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
  });
});
