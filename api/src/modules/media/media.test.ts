import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BannerDto, CategoryPageDto } from 'api-contracts';
import { buildApp } from '../../app';
import { buildTestApp, testConfig, testFileStore, type TestApp } from '../../test/build-test-app';
import { renderPackshot } from './packshot';
import { wrapText } from './svg';

describe('renderPackshot', () => {
  test('When a title has markup characters, then they are escaped in the SVG', () => {
    // Act
    const svg = renderPackshot({ title: 'A&D Тонометр <UA-777>', brand: 'A&D', color: '#1565C0', kind: 'device' });

    // Assert
    expect(svg).toContain('A&amp;D');
    expect(svg).toContain('&lt;UA-777&gt;');
    expect(svg).not.toContain('<UA-777>');
  });

  test('When the package kind is unknown or the colour is not a colour, then a box in the shop colour is drawn', () => {
    // Act
    const svg = renderPackshot({ title: 'Товар', brand: null, color: 'red;}', kind: 'crate' });

    // Assert
    expect(svg).toContain('#00897B');
    expect(svg).not.toContain('red;}');
  });

  test('When a long name is wrapped, then no line exceeds the width and the cut is marked', () => {
    // Act
    const lines = wrapText('Мультивитаминный комплекс для женщин с железом и фолиевой кислотой', 14, 3);

    // Assert
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).every((line) => line.length <= 16)).toBe(true);
    expect(lines[2].endsWith('…')).toBe(true);
  });
});

describe('media routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ productCount: 150 });
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('When a product picture is requested, then an immutable SVG with the product name is served', async () => {
    // Arrange
    const [product] = (await get('/api/category?pageSize=1')).json<CategoryPageDto>().products.content;

    // Act
    const response = await get(product.preview);

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<\?xml/);
    expect(response.body).toContain(`<title>${product.title.replace(/&/g, '&amp;')}</title>`);
  });

  test('When the picture of a missing product is requested, then the answer is 404 JSON', async () => {
    // Act
    const response = await get('/api/media/products/999999.svg');

    // Assert
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Файл не найден' });
  });

  test('When the back and carton pictures are requested, then the back shows the composition and a barcode, the carton the brand', async () => {
    // Arrange
    const [product] = (await get('/api/category?pageSize=1')).json<CategoryPageDto>().products.content;
    const { rows } = await t.db.query<{ composition: string }>('SELECT composition FROM products WHERE id = $1', [product.id]);

    // Act
    const back = await get(`/api/media/products/${product.id}-2.svg`);
    const carton = await get(`/api/media/products/${product.id}-3.svg`);

    // Assert
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('>Состав</text>');
    expect(back.body).toContain(rows[0].composition.split(/\s+/)[0].replace(/&/g, '&amp;'));
    expect(back.body).toMatch(/(<rect [^>]*fill="#263238"\/>){20,}/);
    expect(carton.statusCode).toBe(200);
    expect(carton.body).toContain('<g transform="translate(190 160) scale(.66)">');
    expect(carton.body).toContain(`>${product.brand?.title.slice(0, 16).replace(/&/g, '&amp;')}</text>`);
  });

  test('When a WebP picture is requested twice, then the same immutable WebP comes both times, and a file keeps it', async () => {
    // Arrange
    const [product] = (await get('/api/category?pageSize=1')).json<CategoryPageDto>().products.content;
    const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
    const app = await buildApp({ config: { ...testConfig, mediaDir }, db: t.db });
    const store = testFileStore(t, 'media', mediaDir);
    const before = await store.list('products');

    // Act
    const first = await app.inject({ method: 'GET', url: product.preview_webp ?? '' });
    const second = await app.inject({ method: 'GET', url: product.preview_webp ?? '' });
    const files = (await store.list('products')).filter((file) => !before.includes(file));
    await app.close();

    // Assert
    expect(product.preview_webp).toBe(`/api/media/products/${product.id}.webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect((await store.read(`products/${files[0]}`))?.equals(first.rawPayload)).toBe(true);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
  });

  test('When a banner is drawn as WebP for phones, then it is a WebP of the phone picture, refreshed hourly', async () => {
    // Arrange
    const [banner] = (await get('/api/selection/top_banners')).json<BannerDto[]>();

    // Act
    const response = await get(banner.image.image_webp ?? '');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(response.rawPayload).metadata();
    const svg = await get(banner.image.image);
    const svgMeta = await sharp(Buffer.from(svg.body)).metadata();
    expect([meta.width, meta.height]).toEqual([svgMeta.width, svgMeta.height]);
  });

  test.each(['abc.svg', '0.svg', '1.png', '12345678901.svg', '1-4.svg', '1-2.jpg', '1-mobile.webp'])('When the picture name is %p, then the answer is 400', async (file) => {
    // Act
    const response = await get(`/api/media/products/${file}`);

    // Assert
    expect(response.statusCode).toBe(400);
  });

  test('When an unknown card logo is requested, then the answer is 400 listing the known ones', async () => {
    // Act
    const response = await get('/api/static/cards/amex.svg');

    // Assert
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('mir.svg');
  });

  test('When the price list is downloaded, then it is a CSV with a header and one line per product', async () => {
    // Act
    const response = await get('/api/files/price-list.csv');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('price-list.csv');
    // The byte order mark makes Excel read the file as UTF-8.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Артикул;Наименование;Бренд;Категория;Цена, ₽;Цена без скидки, ₽;Наличие;Ссылка');
    expect(lines).toHaveLength(151);
    expect(lines[1]).toMatch(/^ZP-\d{6};.+;\d+,\d{2};(\d+,\d{2})?;(в наличии|нет в наличии);https:\/\/shop\.test\/products\//);
  });

  test('When the catalogue file is opened, then it is an HTML page linking every top-level category', async () => {
    // Act
    const response = await get('/api/files/catalog.html');

    // Assert
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="ru">');
    expect(response.body).toContain('href="https://shop.test/category/vitaminy-i-bady"');
    expect(response.body).toContain('Медицинские изделия');
  });
});
