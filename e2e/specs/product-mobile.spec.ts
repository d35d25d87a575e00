import type { Locator, Page } from '@playwright/test';
import { expect, test, type ProductDetails, type ReviewsPage, type ShopApi } from '../support/fixtures';
import { swipeLeft, swiperRunning } from '../support/carousel';
import { catalog, checkout } from '../support/texts';

/** The product page's own texts (mf-catalog/src/messages.ts). */
const product = {
  gallery: 'Фотографии товара',
  thumbs: 'Миниатюры фотографий',
  toReviews: 'Читать отзывы',
  favourite: 'В избранное',
} as const;

/** The widths a page must fit: small and usual phones, a tablet, the desktop breakpoint and a desktop. */
const WIDTHS = [320, 390, 768, 1024, 1280] as const;

interface PicturedProduct extends ProductDetails {
  pictures: string[];
  full_slug: string;
}

/**
 * A product in stock (so «Купить» is there; other specs running beside this one take stock of the
 * products they buy, hence plenty of it) with several pictures and more than one review.
 */
async function productWithPicturesAndReviews(api: ShopApi): Promise<{ item: PicturedProduct; reviews: ReviewsPage }> {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await api.catalogue({ pageSize: 48, page });
    for (const listed of listing.products.content) {
      if (listed.quantity < 20) continue;
      const item = (await api.product(listed.full_slug)) as PicturedProduct;
      if ((item.pictures ?? []).length < 2 || item.quantity < 20) continue;
      const reviews = await api.get<ReviewsPage>(`reviews/model/${item.id}`, { page: 1, pageSize: 10 });
      if (reviews.total > 1) return { item, reviews };
    }
  }
  throw new Error('the seed has no product with two pictures and two reviews among the first 240');
}

/** What is wider than the screen: the page itself, and any element of the page that is not clipped by a box around it. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('main *')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return rect.width > viewport + 1 || ((rect.right > viewport + 1 || rect.left < -1) && !clipped(element));
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().width)}px`);
    return { viewport, page: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
  });
}

/** The gallery's slides: groups named by their place, «2 из 3». */
function slides(gallery: Locator) {
  return gallery.getByRole('group', { name: /^\d+ из \d+$/ });
}

/** One slide of the gallery by its place. */
function slide(gallery: Locator, index: number, count: number) {
  return gallery.getByRole('group', { name: catalog.slide(index, count), exact: true });
}


test.describe('The product page on phones, tablets and desktops', () => {
  for (const width of WIDTHS) {
    test(`When a product page is opened ${width} px wide, then nothing is wider than the screen and the whole page is usable`, async ({
      shop,
      api,
      page,
    }) => {
      const { item, reviews } = await productWithPicturesAndReviews(api);
      await page.setViewportSize({ width, height: 844 });

      await shop.open(`/products/${item.full_slug}`);

      const main = shop.main;
      const gallery = main.getByRole('region', { name: product.gallery });
      // The first product page of a run loads the catalogue's code: on a busy machine that is slow.
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(main.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(gallery.getByRole('img', { name: item.title, exact: true })).toBeInViewport();
      // Every picture is in the carousel, a slide each.
      await expect(slides(gallery)).toHaveCount(item.pictures.length);
      const galleryBox = await gallery.boundingBox();
      expect(galleryBox!.width).toBeLessThanOrEqual(width);
      expect(galleryBox!.x).toBeGreaterThanOrEqual(0);

      const buy = main.getByRole('button', { name: checkout.buy, exact: true });
      await buy.scrollIntoViewIfNeeded();
      await expect(buy).toBeInViewport();
      await expect(main.getByRole('button', { name: product.favourite })).toBeVisible();
      await expect(main.locator('.mfc-product__availability')).toBeVisible();
      await expect(main.locator('.mfc-product__price')).toBeVisible();
      await expect(main.getByRole('link', { name: new RegExp(`^${product.toReviews} \\(${reviews.total} `) })).toBeVisible();

      await shop.scrollThrough();
      await expect(main.getByRole('heading', { level: 2, name: catalog.description })).toBeVisible();
      const section = main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading}( \\d+)?$`) });
      await expect(section.getByRole('list', { name: catalog.reviewsList }).getByRole('article').first()).toBeVisible();

      const widths = await overflowing(page);
      expect(widths.wide, `elements wider than ${widths.viewport} px`).toEqual([]);
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    });
  }

  test('When a finger swipes the gallery on a 390 px phone, then the next picture shows and the dots follow', async ({ browser, api }) => {
    const { item } = await productWithPicturesAndReviews(api);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await page.goto(`/products/${item.full_slug}`);
      const gallery = page.getByRole('main').getByRole('region', { name: product.gallery });
      const count = item.pictures.length;
      await expect(slides(gallery)).toHaveCount(count, { timeout: 30_000 });
      await expect(slide(gallery, 1, count)).toHaveAttribute('aria-current', 'true');
      // Below the desktop the dots stand for the thumbnails.
      await expect(gallery.getByRole('group', { name: product.thumbs })).toBeHidden();
      await expect(gallery.locator('.mfc-gallery__dots')).toBeVisible();
      await swiperRunning(gallery.locator('.mfc-gallery__main'));

      await swipeLeft(page, '.mfc-gallery__main');

      const second = slide(gallery, 2, count);
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(second.getByRole('img')).toHaveAttribute('src', item.pictures[1]!);
      await expect(second).toBeInViewport({ ratio: 0.9 });
      await expect(gallery.locator('.mfc-gallery__dot').nth(1)).toHaveClass(/mfc-gallery__dot--active/);
    } finally {
      await context.close();
    }
  });

  for (const width of [390, 1280] as const) {
    test(`When the keyboard moves from the top of the product page ${width} px wide, then «Купить» comes within a few Tab presses`, async ({
      shop,
      api,
      page,
    }) => {
      const { item } = await productWithPicturesAndReviews(api);
      await page.setViewportSize({ width, height: 844 });
      await shop.open(`/products/${item.full_slug}`);
      const buy = shop.main.getByRole('button', { name: checkout.buy, exact: true });
      // «Купить» is the checkout team's control, loaded with its code: slow on a busy machine.
      await expect(buy).toBeVisible({ timeout: 30_000 });
      await expect(slides(shop.main.getByRole('region', { name: product.gallery }))).toHaveCount(item.pictures.length);

      // The first stop of the page's own content: the breadcrumbs' first link.
      await shop.main.getByRole('link').first().focus();
      let presses = 0;
      while (presses < 30 && !(await buy.evaluate((element) => element === document.activeElement))) {
        await page.keyboard.press('Tab');
        presses += 1;
      }

      // Breadcrumbs, the gallery's arrows and one stop for its thumbnails, the brand and the reviews link.
      expect(presses).toBeLessThanOrEqual(12);
      await expect(buy).toBeFocused();
      await expect(buy).toBeInViewport();
    });
  }

  test('When the thumbnails are reached by Tab on a desktop, then they are one stop and the arrow keys choose the picture', async ({
    shop,
    api,
  }) => {
    const { item } = await productWithPicturesAndReviews(api);
    await shop.open(`/products/${item.full_slug}`);
    const gallery = shop.main.getByRole('region', { name: product.gallery });
    const thumbs = gallery.getByRole('group', { name: product.thumbs }).getByRole('button');
    await expect(thumbs).toHaveCount(item.pictures.length);
    await expect(slides(gallery)).toHaveCount(item.pictures.length);
    await swiperRunning(gallery.locator('.mfc-gallery__main'));

    await thumbs.first().focus();
    await thumbs.first().press('ArrowRight');

    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const second = slide(gallery, 2, item.pictures.length);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(second.getByRole('img')).toHaveAttribute('src', item.pictures[1]!);
    expect(await thumbs.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('tabindex')))).toEqual(
      item.pictures.map((_, index) => (index === 1 ? '0' : '-1')),
    );
  });
});
