import type { Page } from '@playwright/test';
import { expect, test, type ShopApi } from '../support/fixtures';
import { SHOP_URL } from '../support/stack';

/** The SEO fields of a product page's answer (`GET /api/products/…`) the head is built from. */
interface SeoProduct {
  title: string;
  full_slug: string;
  url: string;
  seo_title: string;
  seo_description: string;
  price_current: number;
  availability: 'in_stock' | 'soon' | 'out_of_stock';
}

type JsonLd = Record<string, unknown> & { '@type': string };

/** The JSON-LD blocks of the page as served, parsed. */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
const canonicalOf = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');

/** A product in stock, with its SEO fields. */
async function productInStock(api: ShopApi): Promise<SeoProduct> {
  const product = await api.someProduct();
  return api.get<SeoProduct>(`products/${product.full_slug}`);
}

/** The `<loc>`s of a sitemap document. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

test.describe('Search engines: pages as a crawler reads them, robots.txt, the sitemaps', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('When a product page is read without JavaScript, then its HTML has the title, description, canonical, sharing picture and a Product with an Offer in rubles', async ({
      page,
      api,
    }) => {
      const product = await productInStock(api);

      const response = await page.goto(product.url);

      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(product.seo_title || `${product.title} — Здоровье+`);
      expect(await metaContent(page, 'name="description"')).toBe(product.seo_description);
      const canonical = await canonicalOf(page);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname).toBe(product.url);
      expect(await metaContent(page, 'property="og:image"')).toMatch(/^https?:\/\/[^/]+\/\S+\.(webp|png|jpe?g)$/);
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
      const ld = (await jsonLd(page)).find((block) => block['@type'] === 'Product');
      expect(ld, 'a Product in the JSON-LD').toBeTruthy();
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        name: product.title,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'RUB',
          price: Number.isInteger(product.price_current) ? String(product.price_current) : product.price_current.toFixed(2),
          availability: product.availability === 'in_stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: canonical,
        },
      });
    });

    test('When a filtered, sorted, paged category is read, then its canonical address is the category without them, with its breadcrumbs', async ({
      page,
      api,
    }) => {
      const biggest = await api.biggestCategory();
      const { category } = biggest;

      const response = await page.goto(`/category/${category.full_slug}?page=2&sorting=price_asc&availability=in_stock`);

      expect(response?.status()).toBe(200);
      const canonical = await canonicalOf(page);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname).toBe(`/category/${category.full_slug}`);
      expect(new URL(canonical!).search).toBe('');
      const crumbs = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList') as
        | { itemListElement: { position: number; name: string; item: string }[] }
        | undefined;
      expect(crumbs, 'a BreadcrumbList in the JSON-LD').toBeTruthy();
      const last = crumbs!.itemListElement[crumbs!.itemListElement.length - 1]!;
      expect(last).toMatchObject({ position: crumbs!.itemListElement.length, name: category.title });
      expect(new URL(last.item).pathname).toBe(`/category/${category.full_slug}`);
    });

    test('When search results are read, then they say noindex', async ({ page }) => {
      for (const path of ['/search?q=витамин', '/search?query=витамин']) {
        await page.goto(path);
        expect(await metaContent(page, 'name="robots"'), path).toBe('noindex');
        await expect(page.locator('head link[rel="canonical"]'), path).toHaveCount(0);
      }
    });

    test('When an unknown product is read, then it answers 404 and says noindex', async ({ page }) => {
      const response = await page.goto('/products/takogo-tovara-net-sovsem');

      expect(response?.status()).toBe(404);
      expect(await metaContent(page, 'name="robots"')).toBe('noindex');
      expect(await jsonLd(page)).toEqual([]);
    });
  });

  test('When robots.txt is read, then the cart, the order, the cabinet and searches are closed and the sitemap is named', async ({ request }) => {
    const response = await request.get('/robots.txt');
    const text = await response.text();

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    for (const line of ['User-agent: *', 'Disallow: /cart$', 'Disallow: /order/', 'Disallow: /personal/', 'Disallow: /search?']) {
      expect(text.split('\n'), line).toContain(line);
    }
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('When the sitemap index is read, then it names chunks of products, categories and pages on the shop, and a product chunk lists the shop\'s products', async ({
    request,
    api,
  }) => {
    const product = await productInStock(api);

    const index = await request.get('/sitemap.xml');
    const chunks = locs(await index.text());

    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(chunks.map((loc) => new URL(loc).pathname)).toEqual(expect.arrayContaining(['/sitemaps/products-1.xml', '/sitemaps/categories-1.xml', '/sitemaps/pages-1.xml']));
    expect(new URL(chunks[0]!).origin).toBe(new URL(SHOP_URL).origin);
    const products = [];
    for (const chunk of chunks.filter((loc) => /\/products-\d+\.xml$/.test(loc))) {
      const answer = await request.get(new URL(chunk).pathname);
      expect(answer.status()).toBe(200);
      const xml = await answer.text();
      expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
      products.push(...locs(xml).map((loc) => new URL(loc).pathname));
    }
    expect(products).toContain(product.url);
    expect((await request.get('/sitemaps/products-9999.xml')).status()).toBe(404);
  });

  test('When a product page runs with JavaScript, then its JSON-LD, favicons and manifest raise no CSP violation', async ({ page, api, request }) => {
    const product = await productInStock(api);

    await page.goto(product.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect((await jsonLd(page)).map((block) => block['@type'])).toContain('Product');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
    const manifest = await request.get('/site.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml');
    // The browser loads the favicon itself; the cspViolations fixture fails the test on any violation it reported.
    await page.waitForLoadState('load');
  });
});
