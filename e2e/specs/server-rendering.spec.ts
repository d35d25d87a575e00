import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type ShopApi } from '../support/fixtures';
import { serveBuiltApp, stopGroup, waitForUrl } from '../support/servers';
import {
  API_URL,
  COUNTED_SHELL_PORT,
  COUNTING_API_PORT,
  DEGRADED_CATALOG_PORT,
  DEGRADED_SHELL_PORT,
  EXTERNAL_SHOP,
  OWN_STACK_ONLY,
  REPO_ROOT,
  RUN_DIR,
  remote,
  remotesManifest,
} from '../support/stack';
import { catalog, spec } from '../support/texts';

/**
 * Server rendering (ADR 0027): the catalogue's pages and the content pages arrive as complete HTML,
 * composed on the server from the remotes' server containers, and the browser hydrates them without a
 * mismatch and without asking the API again for what the page came with. A remote whose server container
 * is missing, slow or broken costs only its own slot, which the browser then renders.
 */

/** The text of an HTML fragment, as a reader without scripts or styles gets it. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The `<main>` of a page's HTML. */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  return start === -1 ? '' : html.slice(start, html.indexOf('</main>', start));
}

/** The `<head>` of a page's HTML. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

async function productPath(api: ShopApi): Promise<{ url: string; title: string }> {
  const product = await api.someProduct();
  return { url: product.url, title: product.title };
}

/** A price as the shop writes it: «1 099 ₽» (a narrow or plain space between thousands). */
function priceText(roubles: number): RegExp {
  const digits = String(Math.round(roubles)).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`${digits}\\s₽`);
}

test.describe('Server rendering', () => {
  test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('When a product page is read without scripts, then it shows its title, price, availability, breadcrumbs and description', async ({ page, api }) => {
      const product = await api.someProduct();
      const response = await page.goto(product.url);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
      await expect(main.getByRole('navigation', { name: catalog.breadcrumbs }).getByRole('link', { name: 'Главная' })).toBeVisible();
      await expect(main.getByText(priceText(product.price_current)).first()).toBeVisible();
      await expect(main.getByText(/В наличии|Нет в наличии|Под заказ/).first()).toBeVisible();
      await expect(main.getByRole('heading', { name: catalog.description })).toBeVisible();
    });

    test('When a product page is read without scripts, then its gallery is swiper’s markup, its first picture the frame’s size, with swiper’s rules inline', async ({ page, api }) => {
      const product = await api.someProduct();
      const response = await page.goto(product.url);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<style id="shop-first-paint">[^<]*\.swiper-wrapper\{/);
      const gallery = page.getByRole('main').locator('.mfc-gallery__main.swiper');
      const slide = gallery.locator(':scope > .swiper-wrapper > .swiper-slide').first();
      await expect(slide).toHaveAttribute('aria-label', catalog.slide(1, await gallery.locator('.swiper-slide').count()));
      const frame = (await gallery.boundingBox())!;
      const first = (await slide.boundingBox())!;
      expect(Math.round(first.width)).toBe(Math.round(frame.width));
      expect(Math.round(first.height)).toBe(Math.round(frame.height));
      expect(first.x).toBeCloseTo(frame.x, 0);
    });

    test('When a category page is read without scripts, then its products are listed', async ({ page, api }) => {
      const category = await api.biggestCategory();
      const response = await page.goto(`/category/${category.category.full_slug}`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: category.category.title })).toBeVisible();
      const first = category.products.content[0]!;
      await expect(main.getByRole('link', { name: first.title }).first()).toBeVisible();
    });

    test('When an unknown product is asked for, then the answer is 404 with the 404 page in its HTML', async ({ page }) => {
      const response = await page.goto('/products/no-such-product-anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: spec.notFoundTitle })).toBeVisible();
    });
  });

  test('When the main pages hydrate, then React reports no mismatch and the product is not asked for again', async ({ page, api }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|Minified React error #4(18|19|23|25)/i.test(message.text())) problems.push(message.text().slice(0, 300));
    });
    const product = await productPath(api);
    const category = await api.biggestCategory();
    for (const address of ['/', `/category/${category.category.full_slug}`, '/brands', '/about']) {
      const response = await page.goto(address);
      expect(await response?.text(), `${address} comes rendered`).toContain('data-rendered="server"');
    }
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/products/${product.url.replace(/^\/products\//, '')}`)) productCalls.push(request.url());
    });
    await page.goto(product.url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    // The page works after hydration: the gallery, reviews and buttons below arrive from the browser.
    await expect(page.getByRole('main').getByRole('heading', { name: catalog.reviewsHeading })).toBeVisible();
    expect(productCalls, 'the product the page came with is not asked for again').toEqual([]);
    expect(problems, 'hydration problems in the console').toEqual([]);
  });

  test('When a server-rendered page hydrates, then it keeps the server’s elements and needs no HTML cleaner', async ({ page, api }) => {
    // The page's heading and rich text as the server sent them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNodes: Element[] }).serverNodes = [...document.querySelectorAll('main h1, main .mfc-richtext')];
      });
    });
    const cleaner: string[] = [];
    page.on('request', (request) => {
      if (/\/html-cleaner\.[0-9a-f]+\.js$/.test(request.url())) cleaner.push(request.url());
    });
    const product = await productPath(api);
    const category = await api.biggestCategory();
    for (const address of ['/', `/category/${category.category.full_slug}`, product.url, '/brands', '/about']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-shop-ready', 'true');
      // The pages' code has come and the page has settled (the owner's routes, its page, the fragments).
      await page.waitForLoadState('networkidle');
      const nodes = await page.evaluate(() => {
        const kept = (window as unknown as { serverNodes: Element[] }).serverNodes;
        return { sent: kept.length, kept: kept.filter((node) => node.isConnected).length };
      });
      expect(nodes.sent, `${address} came with a heading`).toBeGreaterThan(0);
      expect(nodes.kept, `${address} keeps the server's elements`).toBe(nodes.sent);
    }
    // The server cleaned the descriptions; the hydrating page shows them as they came.
    expect(cleaner).toEqual([]);
  });
});

/** A stand-in for mf_catalog's server: its files, but its server container as the mode says. */
function degradedCatalog(mode: { current: 'missing' | 'slow' | 'broken' }): http.Server {
  const target = `http://localhost:${remote('mf_catalog').port}`;
  return http.createServer(async (request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/server/')) {
      if (mode.current === 'missing') return response.writeHead(404).end();
      if (mode.current === 'broken') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        return response.end('throw new Error("a broken server container");');
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const upstream = await fetch(`${target}${url}`);
    const headers: Record<string, string> = { 'access-control-allow-origin': '*' };
    const type = upstream.headers.get('content-type');
    if (type) headers['content-type'] = type;
    response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
}

test.describe('A remote whose server container fails', () => {
  test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);
  test.describe.configure({ mode: 'serial' });

  const mode: { current: 'missing' | 'slow' | 'broken' } = { current: 'missing' };
  let stand: http.Server | undefined;
  let shell: ChildProcess | undefined;
  const shop = `http://localhost:${DEGRADED_SHELL_PORT}`;

  /** A fresh shell (nothing of the remote kept from before), composed with the stand-in. */
  async function startShell() {
    await stopGroup(shell);
    const remotesFile = path.join(RUN_DIR, 'degraded-remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ ...remotesManifest(), mf_catalog: `http://localhost:${DEGRADED_CATALOG_PORT}/mf-manifest.json` }));
    // The product's budget: a container slower than it is not waited for.
    shell = serveBuiltApp(
      path.join(REPO_ROOT, 'shell'),
      { PORT: String(DEGRADED_SHELL_PORT), REMOTES_FILE: remotesFile, API_URL, SSR_BUDGET_MS: '300' },
      'degraded shell',
    );
    await waitForUrl(`${shop}/healthz`, shell);
  }

  test.beforeAll(async () => {
    stand = degradedCatalog(mode);
    await new Promise<void>((resolve) => stand!.listen(DEGRADED_CATALOG_PORT, resolve));
  });

  test.afterAll(async () => {
    await stopGroup(shell);
    await new Promise((resolve) => stand?.close(resolve));
  });

  for (const current of ['missing', 'slow', 'broken'] as const) {
    test(`When mf_catalog's server container is ${current}, then only its slot is left to the browser, which renders it`, async ({ page, api, request }) => {
      test.setTimeout(90_000);
      mode.current = current;
      await startShell();
      const product = await productPath(api);
      const answer = await request.get(`${shop}${product.url}`);
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      // The layout is there, server-rendered: the skip link, the header's phone, the footer.
      expect(html).toContain('data-rendered="server"');
      expect(textOf(html)).toContain('Перейти к основному содержимому');
      expect(html).toContain('<footer');
      // The product's slot is not (a slow container is not waited for beyond the render budget): the
      // browser renders it.
      expect(textOf(mainOf(html))).not.toContain(product.title);
      // Without the catalogue's render the page still has the product's head: the shell read it itself (ADR 0043).
      expect(headOf(html)).toContain(`<link rel="canonical" href="${shop}${product.url}">`);
      expect(headOf(html)).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);

      await page.goto(`${shop}${product.url}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 30_000 });
    });
  }
});

/** A stand-in for the suite's API that passes every call on and records its path. */
function countingApi(seen: string[]): http.Server {
  return http.createServer(async (request, response) => {
    seen.push(request.url ?? '/');
    const upstream = await fetch(`${API_URL}${request.url ?? '/'}`, { headers: { accept: 'application/json' } });
    const headers: Record<string, string> = {};
    const type = upstream.headers.get('content-type');
    if (type) headers['content-type'] = type;
    response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
}

test.describe('The API read once per server render', () => {
  test.skip(EXTERNAL_SHOP !== null, OWN_STACK_ONLY);

  const seen: string[] = [];
  let stand: http.Server | undefined;
  let shell: ChildProcess | undefined;
  const shop = `http://localhost:${COUNTED_SHELL_PORT}`;

  test.beforeAll(async () => {
    stand = countingApi(seen);
    await new Promise<void>((resolve) => stand!.listen(COUNTING_API_PORT, '127.0.0.1', resolve));
    const remotesFile = path.join(RUN_DIR, 'counted-remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(remotesManifest()));
    shell = serveBuiltApp(
      path.join(REPO_ROOT, 'shell'),
      { PORT: String(COUNTED_SHELL_PORT), REMOTES_FILE: remotesFile, API_URL: `http://127.0.0.1:${COUNTING_API_PORT}` },
      'counted shell',
    );
    await waitForUrl(`${shop}/healthz`, shell);
  });

  test.afterAll(async () => {
    await stopGroup(shell);
    await new Promise((resolve) => stand?.close(resolve));
  });

  test('When a product page is server-rendered, then the API is asked for the product once, and the page has its head from that answer', async ({ request, api }) => {
    test.setTimeout(60_000);
    const product = (await api.someProduct()) as Awaited<ReturnType<ShopApi['someProduct']>> & { reviews_count: number };
    // The composition's worker warms up with its first page; the product's page is counted alone.
    expect((await request.get(`${shop}/brands`)).status()).toBe(200);
    seen.length = 0;

    const answer = await request.get(`${shop}${product.url}`);
    const html = await answer.text();

    expect(answer.status()).toBe(200);
    expect(textOf(mainOf(html))).toContain(product.title);
    const productReads = seen.filter((url) => url.split('?')[0] === `/api/products/${product.full_slug}`);
    expect(productReads, `the API's calls of the render: ${seen.join(', ')}`).toHaveLength(1);
    // Its reviews are read once too, for its JSON-LD, and only when it has any.
    expect(seen.filter((url) => url.startsWith(`/api/reviews/${product.id}?`))).toHaveLength(product.reviews_count > 0 ? 1 : 0);
    const head = headOf(html);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${shop}${product.url}">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    expect(head).toMatch(/"@type":"BreadcrumbList"/);
  });

  test('When an unknown product is server-rendered, then it answers 404 with the not-found head', async ({ request }) => {
    const answer = await request.get(`${shop}/products/no-such-product-at-all`);
    const head = headOf(await answer.text());

    expect(answer.status()).toBe(404);
    expect(head).toContain('<title>Страница не найдена — Здоровье+</title>');
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});
