import { swiperRunning } from '../support/carousel';
import { expect, test } from '../support/fixtures';

test.describe('Product pictures', () => {
  test('When a product page is opened, then its three WebP pictures slide by thumbnail and zoom in on the drawing by a double click', async ({ shop, api }) => {
    const listing = await api.catalogue({ pageSize: 1 });
    const product = await api.product(listing.products.content[0].full_slug);

    await shop.open(`/products/${product.full_slug}`);

    const gallery = shop.main.getByRole('region', { name: 'Фотографии товара' });
    const thumbs = gallery.getByRole('button', { name: /^Фото \d$/ });
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    // The third picture is in the carousel from the start, in its own slide.
    const third = gallery.getByRole('img', { name: `${product.title}, Фото 3` });
    await expect(third).toHaveAttribute('src', `/api/media/products/${product.id}-3.svg`);

    await swiperRunning(gallery.locator('.mfc-gallery__main'));
    await thumbs.nth(2).click();

    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(third).toBeInViewport();
    // The browser shows the WebP the API rendered; zoomed in, the drawing, which stays sharp.
    const shown = () => third.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : ''));
    await expect.poll(shown).toBe(`/api/media/products/${product.id}-3.webp`);
    // swiper's Zoom module: a double click zooms the picture (its <picture>) in to 2.2, a second one out.
    const frame = third.locator('xpath=ancestor::picture[1]');
    await third.dblclick();
    await expect(frame).toHaveCSS('transform', /^matrix\(2\.2, 0, 0, 2\.2/);
    await expect.poll(shown).toBe(`/api/media/products/${product.id}-3.svg`);
    await third.dblclick();
    await expect(frame).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expect.poll(shown).toBe(`/api/media/products/${product.id}-3.webp`);
  });

  test('When a category page is shown, then cards load their WebP pictures, rendered by the API', async ({ shop, api, page }) => {
    const category = await api.biggestCategory();
    const webp: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/media\/products\/\d+\.webp$/.test(new URL(response.url()).pathname) && response.headers()['content-type'] === 'image/webp') {
        webp.push(response.url());
      }
    });

    await shop.open(`/category/${category.category.full_slug}`);

    const card = shop.main.getByRole('article').first();
    await expect(card).toBeVisible();
    await expect.poll(() => webp.length).toBeGreaterThan(0);
    const current = await card.locator('img').first().evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(current).toMatch(/\/api\/media\/products\/\d+\.webp$/);
  });
});
