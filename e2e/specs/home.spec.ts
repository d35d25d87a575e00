import { expect, test, type Product } from '../support/fixtures';
import { cardTitles } from '../support/cards';
import { swiperRunning } from '../support/carousel';
import { catalog } from '../support/texts';

/** The parts of the selections' answers the journeys read (contract: shared-kit/src/contracts/api/selection.ts). */
interface Banner {
  id: number;
  title: string;
  link_to_go: { real_slug: string } | null;
  image: { desktop: string; desktop_webp: string | null; image: string; image_webp: string | null };
}
interface ProductSelection {
  key: string;
  title: string;
  products: Product[];
}

test.describe('Home page, catalogue banners and recently viewed products', () => {
  test('When the home page opens, then the hero shows the slides of main_hero_top and moves to the next one', async ({ shop, api, page }) => {
    const active = await api.get<string[]>('selection/active_key');
    expect(active).toContain('main_hero_top');
    const banners = await api.get<Banner[]>('selection/main_hero_top');
    expect(banners.length, 'the seed has several hero slides').toBeGreaterThan(1);
    // No autoplay under reduced motion: the slide changes only when asked.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await shop.open('/');

    const hero = shop.main.getByRole('region', { name: catalog.heroSlider });
    for (const banner of banners) await expect(hero.getByRole('img', { name: banner.title, exact: true })).toBeAttached();
    const slide = (index: number) => hero.getByRole('group', { name: catalog.slide(index, banners.length), exact: true });
    const current = slide(1);
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current.getByRole('img')).toHaveAttribute('alt', banners[0]!.title);
    // On the desktop the picture is the desktop variant (WebP where the API has one).
    const first = banners[0]!;
    await expect
      .poll(() => current.getByRole('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname))
      .toBe(first.image.desktop_webp ?? first.image.desktop);
    if (first.link_to_go) {
      await expect(current.getByRole('link')).toHaveAttribute('href', first.link_to_go.real_slug);
    }

    await swiperRunning(hero);
    await hero.getByRole('button', { name: catalog.nextSlide }).click();

    const next = slide(2);
    await expect(next).toHaveAttribute('aria-current', 'true');
    await expect(current).not.toHaveAttribute('aria-current');
    await expect(next.getByRole('img')).toHaveAttribute('alt', banners[1]!.title);
    await expect(next).toBeInViewport({ ratio: 0.9 });
  });

  test('When the product rows load, then their cards are the selections’ products and lead to the product pages', async ({ shop, api, page }) => {
    const week = await api.get<ProductSelection>('selection/products/week');
    const actions = await api.get<ProductSelection>('selection/actions/main');
    expect(week.products.length).toBeGreaterThan(0);
    expect(actions.products.length).toBeGreaterThan(0);

    await shop.open('/');
    await shop.scrollThrough();

    const weekRow = shop.main.getByRole('region', { name: week.title, exact: true });
    await expect(weekRow.getByRole('article').first()).toBeVisible();
    expect(await cardTitles(weekRow)).toEqual(week.products.map((product) => product.title));
    const actionsRow = shop.main.getByRole('region', { name: actions.title, exact: true });
    expect(await cardTitles(actionsRow)).toEqual(actions.products.map((product) => product.title));

    const product = week.products[0]!;
    await weekRow.getByRole('article', { name: product.title }).getByRole('link', { name: product.title }).click();

    await expect(page).toHaveURL(new RegExp(`${product.url}$`));
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('When one section’s API fails, then that section says so quietly or is gone, and the rest of the page works', async ({ shop, api, page }) => {
    const week = await api.get<ProductSelection>('selection/products/week');
    const actions = await api.get<ProductSelection>('selection/actions/main');
    const banners = await api.get<Banner[]>('selection/main_hero_top');
    await page.route('**/api/selection/products/week*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/api/partners/*', (route) => route.abort());

    await shop.open('/');
    await shop.scrollThrough();

    const weekRow = shop.main.getByRole('region', { name: week.title, exact: true });
    await expect(weekRow.getByRole('alert')).toHaveText(new RegExp(catalog.loadFailed));
    await expect(weekRow.getByRole('button', { name: catalog.retry })).toBeVisible();
    await expect(weekRow.getByRole('article')).toHaveCount(0);
    const actionsRow = shop.main.getByRole('region', { name: actions.title, exact: true });
    await expect(actionsRow.getByRole('article').first()).toBeVisible();
    await expect(shop.main.getByRole('heading', { name: catalog.advantages })).toBeVisible();
    await expect(shop.main.getByRole('heading', { name: catalog.partners })).toHaveCount(0);
    await expect(shop.main.getByRole('region', { name: catalog.heroSlider }).getByRole('img', { name: banners[0]!.title })).toBeAttached();

    await page.unroute('**/api/selection/products/week*');
    await weekRow.getByRole('button', { name: catalog.retry }).click();
    await expect(weekRow.getByRole('article').first()).toBeVisible();
  });

  test('When the home page is opened on a 375 px phone, then nothing sticks out sideways', async ({ shop, api, page }) => {
    const week = await api.get<ProductSelection>('selection/products/week');
    await page.setViewportSize({ width: 375, height: 812 });

    await shop.open('/');
    await shop.scrollThrough();

    await expect(shop.main.getByRole('region', { name: week.title, exact: true }).getByRole('article').first()).toBeVisible();
    await expect(shop.main.getByRole('heading', { name: catalog.partners })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });

  test('When a product page is opened, then the visit is recorded, and the next product page shows it under «Вы смотрели»', async ({ shop, api, page }) => {
    const listing = await api.catalogue({ pageSize: 24 });
    const [first, second] = listing.products.content;
    expect(second, 'the seed has two products').toBeTruthy();

    const recorded = page.waitForResponse(
      (response) => response.url().includes('/api/products/visited') && response.request().method() === 'POST',
    );
    await shop.open(`/products/${first!.full_slug}`);
    const visit = await recorded;
    expect(visit.ok()).toBe(true);
    expect(visit.request().postDataJSON()).toEqual({ product_id: first!.id });

    await shop.open(`/products/${second!.full_slug}`);
    await shop.scrollThrough();

    const recent = shop.main.getByRole('region', { name: catalog.recentlyViewed, exact: true });
    await expect(recent.getByRole('article', { name: first!.title, exact: true })).toBeVisible();
    await expect(recent.getByRole('article', { name: second!.title, exact: true })).toHaveCount(0);
    // Under the reviews, where the product page shows it too.
    const reviews = shop.main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading}( \\d+)?$`) });
    const [reviewsTop, recentTop] = await Promise.all([reviews.boundingBox(), recent.boundingBox()]);
    expect(recentTop!.y).toBeGreaterThan(reviewsTop!.y);
  });

  test('When the catalogue dropdown opens, then the header_catalog banners show beside the categories', async ({ shop, api }) => {
    const banners = await api.get<Banner[]>('selection/header_catalog');
    expect(banners.length).toBeGreaterThan(0);

    await shop.open('/');
    await shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true }).click();

    const side = shop.header.getByRole('complementary', { name: catalog.dropdownBanners });
    await expect(side.getByRole('img', { name: banners[0]!.title, exact: true })).toBeVisible();
    for (const banner of banners) await expect(side.getByRole('img', { name: banner.title, exact: true })).toBeAttached();
    if (banners[0]!.link_to_go) {
      await expect(side.getByRole('link', { name: banners[0]!.title }).first()).toHaveAttribute('href', banners[0]!.link_to_go.real_slug);
    }
  });

  test('When a product has been opened, then the home page shows it under «Вы смотрели»', async ({ shop, api, page }) => {
    const listing = await api.catalogue({ pageSize: 24 });
    const [first, second] = listing.products.content;
    const recorded = (id: number) =>
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/products/visited') &&
          response.request().method() === 'POST' &&
          response.request().postDataJSON()?.product_id === id,
      );

    let visit = recorded(first!.id);
    await shop.open(`/products/${first!.full_slug}`);
    await visit;
    visit = recorded(second!.id);
    await shop.open(`/products/${second!.full_slug}`);
    await visit;
    await shop.open('/');
    await shop.scrollThrough();

    const recent = shop.main.getByRole('region', { name: catalog.recentlyViewed, exact: true });
    await expect(recent.getByRole('article').first()).toBeVisible();
    // Newest first.
    expect((await cardTitles(recent)).slice(0, 2)).toEqual([second!.title, first!.title]);
  });

  for (const width of [390, 768, 1280] as const) {
    test(`When the banner rows show ${width} px wide, then every row is filled from edge to edge`, async ({ shop, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await shop.open('/');
      await shop.scrollThrough();

      const lists = shop.main.locator('ul.mfc-banners');
      await expect(lists.first()).toBeVisible();
      // The lower rows load as they come near: each in its own time.
      await expect.poll(() => lists.count(), { message: 'the seed fills the home page banner places' }).toBeGreaterThan(1);
      const holes = await lists.evaluateAll((elements) =>
        elements.flatMap((list) => {
          const box = list.getBoundingClientRect();
          const rows = new Map<number, DOMRect[]>();
          for (const item of list.querySelectorAll(':scope > li')) {
            const rect = item.getBoundingClientRect();
            const top = Math.round(rect.top);
            rows.set(top, [...(rows.get(top) ?? []), rect]);
          }
          return [...rows.values()].flatMap((row) => {
            const left = Math.min(...row.map((rect) => rect.left));
            const right = Math.max(...row.map((rect) => rect.right));
            return Math.abs(left - box.left) > 1 || Math.abs(right - box.right) > 1
              ? [`${list.getAttribute('aria-label')}: a row of ${row.length} from ${Math.round(left)} to ${Math.round(right)} in ${Math.round(box.left)}–${Math.round(box.right)}`]
              : [];
          });
        }),
      );
      expect(holes).toEqual([]);
    });
  }
});

