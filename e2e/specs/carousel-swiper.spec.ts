import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, type ProductDetails, type ShopApi } from '../support/fixtures';
import { swipeLeft, swiperRunning } from '../support/carousel';
import { catalog } from '../support/texts';

/** swiper's own chunk (mf-catalog `shared/ui/swiper/loadSwiper.ts`), asked for on idle or on the first touch. */
const SWIPER_CHUNK = /\/swiper\.[0-9a-f]{8}\.js(\?|$)/;

const gallery = { name: 'Фотографии товара', thumbs: 'Миниатюры фотографий' } as const;
const autoplay = { stop: 'Остановить смену слайдов', play: 'Продолжить смену слайдов' } as const;

/** What the test reads of the hero's swiper (`element.swiper`, swiper's own reference to itself). */
interface HeroSwiper {
  animating: boolean;
  activeIndex: number;
  slides: Element[];
  autoplay: { running: boolean; paused: boolean };
}

/**
 * The slide the hero shows once it holds still: swiper moves nothing, its autoplay is paused or stopped, and
 * the page marks the slide swiper shows. Read any sooner, a turn begun a moment before would land after it.
 */
async function stillSlide(hero: Locator): Promise<string | null> {
  const still = () =>
    hero.evaluate((element) => {
      const swiper = (element as HTMLElement & { swiper?: HeroSwiper }).swiper;
      if (!swiper || swiper.animating || (swiper.autoplay.running && !swiper.autoplay.paused)) return false;
      return element.querySelector('.swiper-slide[aria-current="true"]') === swiper.slides[swiper.activeIndex];
    });
  await expect.poll(still, { timeout: 10_000 }).toBe(true);
  return hero.locator('.swiper-slide[aria-current="true"]').getAttribute('aria-label');
}

interface PicturedProduct extends ProductDetails {
  pictures: string[];
  full_slug: string;
}

/** A product with three pictures or more, from the first pages of the catalogue. */
async function picturedProduct(api: ShopApi): Promise<PicturedProduct> {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await api.catalogue({ pageSize: 48, page });
    for (const listed of listing.products.content) {
      const item = (await api.product(listed.full_slug)) as PicturedProduct;
      if ((item.pictures ?? []).length >= 3) return item;
    }
  }
  throw new Error('the seed has no product with three pictures among the first 240');
}

/** Holds swiper's chunk until `release()`: the page shows the server's markup alone meanwhile. */
async function holdSwiper(page: Page): Promise<{ asked: () => boolean; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(SWIPER_CHUNK, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}


test.describe('Carousels on swiper: server markup first, swiper’s code later', () => {
  test('When swiper’s code is held back, then the gallery and the hero are drawn from the server at their final size, and stay so when it comes @phone', async ({
    shop,
    api,
    page,
  }) => {
    const item = await picturedProduct(api);
    const hold = await holdSwiper(page);
    await shop.open(`/products/${item.full_slug}`);
    const pictures = shop.main.getByRole('region', { name: gallery.name });
    const first = pictures.getByRole('group', { name: catalog.slide(1, item.pictures.length), exact: true });
    await expect(first).toBeVisible();
    await expect(pictures.locator('.mfc-gallery__main')).not.toHaveClass(/swiper-initialized/);
    const before = (await first.boundingBox())!;
    const main = (await pictures.locator('.mfc-gallery__main').boundingBox())!;
    // The first picture fills the square frame from the first paint.
    expect(Math.round(before.width)).toBe(Math.round(main.width));
    expect(Math.round(before.height)).toBe(Math.round(main.width));

    await expect.poll(hold.asked, { timeout: 15_000 }).toBe(true);
    await hold.release();
    await swiperRunning(pictures.locator('.mfc-gallery__main'));
    const after = (await first.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });

  test('When the home page is drawn before swiper’s code, then the hero’s first slide has its final box and nothing shifts @phone', async ({
    shop,
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const hold = await holdSwiper(page);
    await shop.open('/');
    const hero = shop.main.getByRole('region', { name: catalog.heroSlider });
    const slide = hero.locator('.swiper-slide').first();
    await expect(slide).toBeVisible();
    const before = (await slide.boundingBox())!;
    const heroBox = (await hero.boundingBox())!;
    expect(Math.round(before.width)).toBe(Math.round(heroBox.width));

    await expect.poll(hold.asked, { timeout: 15_000 }).toBe(true);
    await hold.release();
    await swiperRunning(hero);
    const after = (await slide.boundingBox())!;
    expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThanOrEqual(0.02);
  });

  test('When a finger swipes the gallery, then the next picture shows and the dots follow @phone', async ({ browser, api }) => {
    const item = await picturedProduct(api);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'ru-RU' });
    const page = await context.newPage();
    try {
      await page.goto(`/products/${item.full_slug}`);
      const pictures = page.getByRole('main').getByRole('region', { name: gallery.name });
      await swiperRunning(pictures.locator('.mfc-gallery__main'));
      const count = item.pictures.length;

      await swipeLeft(page, '.mfc-gallery__main');

      const second = pictures.getByRole('group', { name: catalog.slide(2, count), exact: true });
      await expect(second).toHaveClass(/swiper-slide-active/);
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(second).toBeInViewport({ ratio: 0.9 });
      await expect(pictures.locator('.mfc-gallery__dot').nth(1)).toHaveClass(/mfc-gallery__dot--active/);
    } finally {
      await context.close();
    }
  });

  test('When a thumbnail is clicked and the picture double-clicked on a desktop, then it shows that picture and zooms it in to 2.2 and out', async ({
    shop,
    api,
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const item = await picturedProduct(api);
    await shop.open(`/products/${item.full_slug}`);
    const pictures = shop.main.getByRole('region', { name: gallery.name });
    const thumbs = pictures.getByRole('group', { name: gallery.thumbs }).getByRole('button');
    await expect(thumbs).toHaveCount(item.pictures.length);
    await swiperRunning(pictures.locator('.mfc-gallery__main'));

    await thumbs.nth(2).click();

    const third = pictures.getByRole('group', { name: catalog.slide(3, item.pictures.length), exact: true });
    await expect(third).toHaveClass(/swiper-slide-active/);
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(third).toBeInViewport({ ratio: 0.9 });

    await third.getByRole('img').dblclick();
    await expect(third).toHaveClass(/swiper-slide-zoomed/);
    await expect(third.locator('picture')).toHaveCSS('transform', /^matrix\(2\.2, 0, 0, 2\.2/);
    await third.getByRole('img').dblclick();
    await expect(third).not.toHaveClass(/swiper-slide-zoomed/);
  });

  test('When the hero is left alone, then it turns by itself; under the pointer or with the focus inside it waits; its button stops it @phone', async ({
    shop,
    page,
  }) => {
    await shop.open('/');
    const hero = shop.main.getByRole('region', { name: catalog.heroSlider });
    await swiperRunning(hero);
    const count = await hero.locator('.swiper-slide').count();
    expect(count, 'the seed has several hero slides').toBeGreaterThan(1);
    const shown = () => hero.locator('.swiper-slide[aria-current="true"]').getAttribute('aria-label');

    // It turns by itself (every 5 s).
    await expect.poll(shown, { timeout: 12_000 }).toBe(catalog.slide(2, count));

    // Under the pointer it waits.
    await hero.hover();
    const under = await stillSlide(hero);
    await page.waitForTimeout(6500);
    expect(await shown()).toBe(under);
    await page.mouse.move(0, 0);
    await expect.poll(shown, { timeout: 12_000 }).not.toBe(under);

    // With the focus inside it waits.
    const stop = hero.getByRole('button', { name: autoplay.stop });
    await stop.focus();
    const focused = await stillSlide(hero);
    await page.waitForTimeout(6500);
    expect(await shown()).toBe(focused);

    // The button stops it for good, and offers to go on.
    await stop.click();
    await expect(hero.getByRole('button', { name: autoplay.play })).toBeVisible();
    await page.locator('body').focus();
    await page.mouse.move(0, 0);
    await shop.main.getByRole('heading').first().focus();
    const stopped = await stillSlide(hero);
    await page.waitForTimeout(6500);
    expect(await shown()).toBe(stopped);
  });

  test('When the visitor asked for less motion, then the hero never turns by itself and has no stop button @phone', async ({ shop, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shop.open('/');
    const hero = shop.main.getByRole('region', { name: catalog.heroSlider });
    await swiperRunning(hero);
    const count = await hero.locator('.swiper-slide').count();
    await expect(hero.getByRole('button', { name: autoplay.stop })).toHaveCount(0);
    await page.waitForTimeout(7000);
    await expect(hero.getByRole('group', { name: catalog.slide(1, count), exact: true })).toHaveAttribute('aria-current', 'true');
  });
});
