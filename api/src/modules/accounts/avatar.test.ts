import sharp from 'sharp';
import type { AccountInfoDto, ApiErrorDto } from 'api-contracts';
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

function upload(data: Buffer, account?: TestAccount, fileName = 'photo.png', type = 'image/png') {
  const boundary = 'shop-avatar-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/personal/avatar',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(account ? { 'x-authorization': `Token ${account.token}` } : {}),
    },
  });
}

describe('avatar', () => {
  test('When a customer uploads a PNG, then it becomes the picture at a public address that serves it', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);

    // Act
    const response = await upload(PNG, account);

    // Assert
    expect(response.statusCode).toBe(200);
    const { image } = response.json<AccountInfoDto>();
    expect(image).toMatch(/^\/api\/media\/avatars\/[A-Za-z0-9_-]{43}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: image! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Stored as the shop re-encoded it, not as sent: the same 1×1 PNG picture in new bytes.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  test('When a new picture replaces the old one, then the old address is gone', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const first = (await upload(PNG, account)).json<AccountInfoDto>().image!;

    // Act
    const second = (await upload(PNG, account)).json<AccountInfoDto>().image!;
    const removed = await t.app.inject({ method: 'POST', url: '/api/personal/avatar/remove', headers: { 'x-authorization': `Token ${account.token}` } });

    // Assert
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(removed.json<AccountInfoDto>().image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  test('When the file is not a picture (whatever its name says) or is larger than 2 MB, then it is refused in Russian', async () => {
    // Arrange
    const account = await createSignedInAccount(t.db);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

    // Act
    const script = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), account, 'photo.png', 'image/png');
    const tooBig = await upload(big, account);

    // Assert
    for (const response of [script, tooBig]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorDto>().message).toBe('Загрузите фотографию в формате JPEG, PNG или WebP размером до 2 МБ');
    }
  });

  test('When nobody is signed in, then the upload is 401', async () => {
    // Act
    const response = await upload(PNG);

    // Assert
    expect(response.statusCode).toBe(401);
  });
});
