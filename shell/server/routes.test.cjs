/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const express = require('express');
const { addRoutes, isRemotePath, pageStatus, pagePolicy, remotesManifest } = require('./routes.cjs');
const { compileDeclaration, createDeclarationSource } = require('./declarations.cjs');
const { product, reviews, categoryPage, jsonLdOf } = require('./seo/test-fixtures.cjs');

/**
 * The routes the four remotes declare today (their own declaration.json, as they publish it), as the server
 * compiles them. Not the shell's built-in copy, which may be older (ADR 0022): a page a remote adds alone is
 * tested without a shell file edited.
 */
const DECLARED_ROUTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-search'].flatMap((dir) => {
  const body = require(`../../${dir}/declaration.json`);
  return compileDeclaration(body, body.name);
});

const GOOD = {
  mf_catalog: 'https://catalog.zdorovie.example/mf-manifest.json',
  mf_checkout: 'https://checkout.zdorovie.example/mf-manifest.json',
  mf_account: 'http://localhost:8083/mf-manifest.json',
  mf_search: 'http://127.0.0.1:8084/mf-manifest.json',
};

/** A remotes file in a temporary folder, as REMOTES_FILE names it. */
function remotesFile(content) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-remotes-'));
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The shell's routes on a real port over a built-page stand-in; the API address answers nothing. */
function startShell(env, options = {}) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Здоровье+</title>');
  const saved = { ...process.env };
  Object.assign(process.env, { API_URL: 'http://127.0.0.1:1' }, env);
  const app = express();
  addRoutes(app, { distDir, ...options });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          process.env = saved;
          server.close();
        },
      }),
    );
  });
}

/** A stand-in of the shop's API answering each known address with its [status, body, headers]; 404 for the rest. */
function scriptedApi(answers) {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, etag: req.headers['if-none-match'] });
    const [status, body, headers] = answers[req.url] ?? [404, { statusCode: 404 }];
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body ?? ''));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

/** Width and height of a PNG file, from its header. */
function pngSize(file) {
  const data = fs.readFileSync(file);
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

/** A stand-in of the shop's API answering 200 for the known addresses and 404 for the rest. */
function fakeApi(known) {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url);
    res.writeHead(known.includes(req.url) ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, seen, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

describe('shell server routes', () => {
  it('When a path belongs to a remote, then it is recognised, case-insensitively', () => {
    for (const path of ['/', '/category', '/category/a/b', '/products/x', '/brands', '/cart', '/order/confirm/5', '/personal/Waitlist', '/search']) {
      expect(isRemotePath(path, DECLARED_ROUTES)).toBe(true);
    }
    expect(isRemotePath('/categoryx', DECLARED_ROUTES)).toBe(false);
    expect(isRemotePath('/no/such', DECLARED_ROUTES)).toBe(false);
  });

  it('When a deep unknown path is asked for, then its status is 404 without asking the API', async () => {
    await expect(pageStatus('/no/such/page', 'http://127.0.0.1:1', DECLARED_ROUTES)).resolves.toBe(404);
    // Under a known prefix too: the cabinet has only the pages its remote declares.
    await expect(pageStatus('/personal/nope', 'http://127.0.0.1:1', DECLARED_ROUTES)).resolves.toBe(404);
  });

  it('When the API knows a product, category or content page, then 200; when it says 404, then 404', async () => {
    const api = await fakeApi(['/api/products/vitaminy/d3', '/api/category/vitaminy?pageSize=1', '/api/pages/policy']);
    try {
      await expect(pageStatus('/products/vitaminy/d3', api.url, DECLARED_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/products/no-such', api.url, DECLARED_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/category/vitaminy', api.url, DECLARED_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/category/nope', api.url, DECLARED_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/policy', api.url, DECLARED_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/nope', api.url, DECLARED_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/cart', api.url, DECLARED_ROUTES)).resolves.toBe(200);
      expect(api.seen).not.toContain('/api/cart');
    } finally {
      api.server.close();
    }
  });

  it('When the API cannot be reached, then a product page still answers 200 and says itself what is wrong', async () => {
    await expect(pageStatus('/products/anything', 'http://127.0.0.1:1', DECLARED_ROUTES)).resolves.toBe(200);
  });

  it('When REMOTES_FILE is unset, then the manifest points at each remote port on localhost, or at the configured URLs', () => {
    const manifest = remotesManifest({ MF_SEARCH_PORT: '9999', MF_CHECKOUT_URL: 'https://checkout.zdorovie.example/mf-manifest.json' });
    expect(manifest.mf_catalog).toBe('http://localhost:8081/mf-manifest.json');
    expect(manifest.mf_search).toBe('http://localhost:9999/mf-manifest.json');
    expect(manifest.mf_checkout).toBe('https://checkout.zdorovie.example/mf-manifest.json');
  });

  it('When a valid REMOTES_FILE is configured, then its four remotes are served as they are', () => {
    expect(remotesManifest({ REMOTES_FILE: remotesFile(GOOD) })).toEqual(GOOD);
  });

  it.each([
    ['an unknown remote', { ...GOOD, mf_evil: 'https://evil.example/mf-manifest.json' }, /unknown remote "mf_evil"/],
    ['a missing remote', { mf_catalog: GOOD.mf_catalog, mf_checkout: GOOD.mf_checkout, mf_account: GOOD.mf_account }, /mf_search is missing/],
    ['plain http off the loopback', { ...GOOD, mf_catalog: 'http://evil.example/mf-manifest.json' }, /mf_catalog must be https/],
    ['a javascript: URL', { ...GOOD, mf_search: 'javascript:alert(1)' }, /mf_search must be https/],
    ['a URL with credentials', { ...GOOD, mf_account: 'https://user:secret@accounts.example/mf-manifest.json' }, /credentials/],
    ['not a URL', { ...GOOD, mf_account: 'manifest' }, /not a URL/],
    ['an array', [GOOD.mf_catalog], /JSON object/],
    ['broken JSON', '{"mf_catalog": ', /cannot be read as JSON/],
  ])('When REMOTES_FILE has %s, then it is refused with a message that says why', (_case, content, message) => {
    expect(() => remotesManifest({ REMOTES_FILE: remotesFile(content) })).toThrow(message);
  });

  it('When a configured URL is plain http off the loopback, then the ports configuration is refused too', () => {
    expect(() => remotesManifest({ REMOTES_HOST: 'evil.example' })).toThrow(/must be https/);
  });

  it('When the CSP is built, then scripts come only from the shop and the configured remotes, never inline or eval', () => {
    const csp = pagePolicy({ REMOTES_FILE: remotesFile(GOOD) });
    const directive = (name) => csp.split('; ').find((part) => part.startsWith(`${name} `));

    expect(directive('script-src')).toBe(
      "script-src 'self' https://catalog.zdorovie.example https://checkout.zdorovie.example http://localhost:8083 http://127.0.0.1:8084",
    );
    expect(directive('connect-src')).toContain('https://catalog.zdorovie.example');
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline/);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('img-src')).toMatch(/^img-src 'self' data: blob:/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });

  it('When a captcha provider is configured, then its origins may load scripts and frames; over https requests are upgraded', () => {
    const csp = pagePolicy({ REMOTES_FILE: remotesFile(GOOD), CAPTCHA_PROVIDER: 'smartcaptcha' }, true);

    expect(csp).toMatch(/script-src [^;]*https:\/\/smartcaptcha\.yandexcloud\.net/);
    expect(csp).toMatch(/frame-src https:\/\/smartcaptcha\.yandexcloud\.net/);
    expect(csp).toMatch(/upgrade-insecure-requests/);
    expect(pagePolicy({ REMOTES_FILE: remotesFile(GOOD) })).toMatch(/frame-src 'none'/);
  });

  describe('over HTTP', () => {
    it('When a page is asked for with a forged Host, then /remotes.json and the CSP ignore it, and the page has its security headers', async () => {
      const shell = await startShell({ REMOTES_FILE: '', MF_CATALOG_URL: '', PUBLIC_URL: 'https://zdorovie.example' });
      try {
        const manifest = await new Promise((resolve, reject) => {
          http
            .get(`${shell.url}/remotes.json`, { headers: { host: 'evil.example' } }, (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve(JSON.parse(body)));
            })
            .on('error', reject);
        });
        const page = await fetch(`${shell.url}/cart`, { headers: { accept: 'text/html' } });

        expect(JSON.stringify(manifest)).not.toContain('evil.example');
        expect(manifest.mf_catalog).toBe('http://localhost:8081/mf-manifest.json');
        expect(page.status).toBe(200);
        expect(page.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:8081");
        expect(page.headers.get('content-security-policy')).not.toContain('evil.example');
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
        expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(page.headers.get('permissions-policy')).toContain('camera=()');
        expect(page.headers.get('x-frame-options')).toBe('DENY');
        expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      } finally {
        shell.close();
      }
    });

    it('When the remotes file is invalid, then /remotes.json and the pages answer 500 and the log says why', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const shell = await startShell({ REMOTES_FILE: remotesFile({ ...GOOD, mf_catalog: 'http://evil.example/x.json' }), PUBLIC_URL: 'http://localhost:8080' });
      try {
        const manifest = await fetch(`${shell.url}/remotes.json`);
        const page = await fetch(`${shell.url}/`, { headers: { accept: 'text/html' } });

        expect(manifest.status).toBe(500);
        expect(page.status).toBe(500);
        expect(page.headers.get('strict-transport-security')).toBeNull();
        expect(errors).toHaveBeenCalledWith(expect.stringMatching(/mf_catalog must be https/));
      } finally {
        shell.close();
        errors.mockRestore();
      }
    });
  });

  describe('what search engines and link previews read', () => {
    const PRODUCT = '/products/vitaminy-i-bady/vitamin-d/solgar-d3';
    const html = (headers = {}) => ({ headers: { accept: 'text/html', ...headers } });

    /** The shell over a scripted API, with PUBLIC_URL set as in production. */
    async function shellOverApi(answers, env = {}) {
      const api = await scriptedApi(answers);
      const shell = await startShell({ REMOTES_FILE: '', PUBLIC_URL: 'https://zdorovie.example', ...env, API_URL: api.url });
      return {
        api,
        shell,
        close: () => {
          shell.close();
          api.server.close();
        },
      };
    }

    it('When a product page is asked for, then the API is read once and the page carries its head, with the public address, kept a minute by shared caches without a cookie', async () => {
      const { api, shell, close } = await shellOverApi({
        [`/api${PRODUCT}`]: [200, product()],
        '/api/reviews/7?page=1&pageSize=3': [200, reviews()],
      });
      try {
        const page = await fetch(`${shell.url}${PRODUCT}`, html());
        const body = await page.text();

        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
        expect(page.headers.get('set-cookie')).toBeNull();
        expect(body).toContain('<title>Solgar Витамин D3 — купить в Пскове | Здоровье+</title>');
        expect(body.match(/<title>/g)).toHaveLength(1);
        expect(body.match(/<meta name="description"/g)).toHaveLength(1);
        expect(body).toContain(`<link rel="canonical" href="https://zdorovie.example${PRODUCT}">`);
        expect(body).toContain('<meta property="og:image" content="https://zdorovie.example/api/media/products/7.webp">');
        expect(jsonLdOf(body)[0].offers).toMatchObject({ priceCurrency: 'RUB', price: '1290.50' });
        expect(api.seen.map((call) => call.url)).toEqual([`/api${PRODUCT}`, '/api/reviews/7?page=1&pageSize=3']);
      } finally {
        close();
      }
    });

    it('When a page is server-rendered, then its head goes into the rendered HTML; the API\'s 404 stands over the render\'s status', async () => {
      const api = await scriptedApi({ [`/api${PRODUCT}`]: [200, product({ reviews_count: 0 })] });
      const renderer = {
        render: async ({ url, template }) => ({ status: 200, degraded: [], html: template.replace('</title>', `</title><main>${url}</main>`) }),
      };
      const shell = await startShell({ REMOTES_FILE: '', PUBLIC_URL: 'https://zdorovie.example', API_URL: api.url }, { renderer });
      try {
        const rendered = await fetch(`${shell.url}${PRODUCT}`, html());
        const body = await rendered.text();
        const unknown = await fetch(`${shell.url}/products/no-such`, html());
        const signedIn = await fetch(`${shell.url}${PRODUCT}`, html({ cookie: 'remote_bucket=5; auth_key=abc' }));

        expect(body).toContain(`<main>${PRODUCT}</main>`);
        expect(body).toContain('<title>Solgar Витамин D3 — купить в Пскове | Здоровье+</title>');
        expect(rendered.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
        expect(unknown.status).toBe(404);
        // Rendered with the shopper's own cookies, the page may show who asked.
        expect(signedIn.headers.get('cache-control')).toBe('no-cache');
      } finally {
        shell.close();
        api.server.close();
      }
    });

    /** The head mf_catalog's render describes for the product (shared-kit/src/contracts/head.ts), on the public address. */
    const describedHead = (overrides = {}) => ({
      title: 'Solgar Витамин D3 — купить в Пскове | Здоровье+',
      description: 'Solgar Витамин D3 по выгодной цене в Здоровье+.',
      canonical: `https://zdorovie.example${PRODUCT}`,
      openGraph: { type: 'product', image: 'https://zdorovie.example/api/media/products/7.webp', offer: { price: 1290.5, currency: 'RUB', available: true } },
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: '</script>Solgar' }],
      ...overrides,
    });

    /** A shell over a scripted API whose renderer answers as `answer` says, recording the requests it renders. */
    async function shellRendering(answer) {
      const api = await scriptedApi({ [`/api${PRODUCT}`]: [200, product({ reviews_count: 0 })] });
      const asked = [];
      const renderer = {
        render: async (request) => {
          asked.push(request);
          const result = answer(request);
          return result && { degraded: [], ...result, html: request.template.replace('</title>', '</title><main>page</main>') };
        },
      };
      const shell = await startShell({ REMOTES_FILE: '', PUBLIC_URL: 'https://zdorovie.example', API_URL: api.url }, { renderer });
      return { api, asked, shell, close: () => (shell.close(), api.server.close()) };
    }

    it('When the render describes the page\'s head, then the page carries it, written and escaped by the shell, and the API is not read for it', async () => {
      const { api, asked, shell, close } = await shellRendering(() => ({ status: 200, head: describedHead() }));
      try {
        const page = await fetch(`${shell.url}${PRODUCT}`, html());
        const body = await page.text();

        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
        expect(asked[0].publicBase).toBe('https://zdorovie.example');
        expect(body).toContain('<main>page</main>');
        expect(body.match(/<title>/g)).toHaveLength(1);
        expect(body).toContain('<title>Solgar Витамин D3 — купить в Пскове | Здоровье+</title>');
        expect(body).toContain(`<link rel="canonical" href="https://zdorovie.example${PRODUCT}">`);
        expect(body).toContain('<meta property="product:price:amount" content="1290.5">');
        expect(body).toContain('<meta property="og:site_name" content="Здоровье+">');
        expect(body).not.toContain('</script>Solgar');
        expect(jsonLdOf(body)).toEqual([{ '@context': 'https://schema.org', '@type': 'Product', name: '</script>Solgar' }]);
        expect(api.seen).toEqual([]);
      } finally {
        close();
      }
    });

    it('When the render gives no head (a release before heads, a failure, the budget spent) or one the contract refuses, then the shell reads the data and builds the head as before', async () => {
      const answers = {
        '/products/old': { status: 200 },
        '/products/broken': null,
        '/products/foreign': { status: 200, head: describedHead({ canonical: 'https://elsewhere.example/x' }) },
      };
      const { api, shell, close } = await shellRendering((request) => answers[new URL(request.url, 'http://x').pathname.replace(PRODUCT, '/products/old')]);
      try {
        const old = await (await fetch(`${shell.url}${PRODUCT}`, html())).text();

        expect(old).toContain('<title>Solgar Витамин D3 — купить в Пскове | Здоровье+</title>');
        expect(old).toContain(`<link rel="canonical" href="https://zdorovie.example${PRODUCT}">`);
        expect(jsonLdOf(old).map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
        expect(api.seen.map((call) => call.url)).toEqual([`/api${PRODUCT}`]);
        for (const path of ['/products/broken', '/products/foreign']) {
          const page = await fetch(`${shell.url}${path}`, html());
          // The shell's own read decides: the API does not know these.
          expect(page.status).toBe(404);
          expect(await page.text()).toContain('<title>Страница не найдена — Здоровье+</title>');
        }
        expect(api.seen.map((call) => call.url)).toEqual([`/api${PRODUCT}`, '/api/products/broken', '/api/products/foreign']);
      } finally {
        close();
      }
    });

    it('When the render says the product is unknown, then the answer is 404 with the not-found head, without reading the API again', async () => {
      const { api, shell, close } = await shellRendering(() => ({ status: 404, head: null }));
      try {
        const page = await fetch(`${shell.url}/products/no-such`, html());
        const body = await page.text();

        expect(page.status).toBe(404);
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect(body).toContain('<title>Страница не найдена — Здоровье+</title>');
        expect(body).toContain('<meta name="robots" content="noindex">');
        expect(body).not.toContain('rel="canonical"');
        expect(api.seen).toEqual([]);
      } finally {
        close();
      }
    });

    it('When PUBLIC_URL is unset, then the canonical address is on the host the page was asked at', async () => {
      const { shell, close } = await shellOverApi({ '/api/category/vitaminy-i-bady?pageSize=1': [200, categoryPage()] }, { PUBLIC_URL: '' });
      try {
        const body = await (await fetch(`${shell.url}/category/vitaminy-i-bady?brand=1&page=2`, html())).text();

        expect(body).toContain(`<link rel="canonical" href="${shell.url}/category/vitaminy-i-bady">`);
        expect(jsonLdOf(body)[0]['@type']).toBe('BreadcrumbList');
      } finally {
        close();
      }
    });

    it('When a personal page, a search, an unknown product or a page without its data is answered, then it is never kept by shared caches', async () => {
      const { shell, close } = await shellOverApi({ [`/api${PRODUCT}`]: [500, { statusCode: 500 }] });
      try {
        const cart = await fetch(`${shell.url}/cart`, html());
        const search = await fetch(`${shell.url}/search?query=d3`, html({ cookie: 'remote_bucket=5' }));
        const unknown = await fetch(`${shell.url}/products/no-such`, html());
        const broken = await fetch(`${shell.url}${PRODUCT}`, html());

        expect(cart.headers.get('cache-control')).toBe('private, no-store');
        expect(cart.headers.get('set-cookie')).toMatch(/^remote_bucket=\d{1,2};/);
        expect(await cart.text()).toContain('<meta name="robots" content="noindex">');
        expect(search.headers.get('cache-control')).toBe('no-cache');
        expect(search.headers.get('set-cookie')).toBeNull();
        expect(await search.text()).toContain('<meta name="robots" content="noindex">');
        expect(unknown.status).toBe(404);
        expect(unknown.headers.get('cache-control')).toBe('no-cache');
        expect(broken.status).toBe(200);
        expect(broken.headers.get('cache-control')).toBe('no-cache');
      } finally {
        close();
      }
    });

    it('When robots.txt is asked for, then it closes the personal pages and searches and names the sitemap on the public address', async () => {
      const { shell, close } = await shellOverApi({});
      try {
        const robots = await fetch(`${shell.url}/robots.txt`);
        const text = await robots.text();

        expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        expect(text).toContain('Disallow: /cart$');
        expect(text).toContain('Disallow: /search?');
        expect(text).toContain('Sitemap: https://zdorovie.example/sitemap.xml');
      } finally {
        close();
      }
    });

    it('When the sitemaps are asked for, then the API\'s are passed on with the public address, the ETag goes along, and an API away answers 503', async () => {
      const base = encodeURIComponent('https://zdorovie.example');
      const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>\n';
      const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600', etag: 'W/"sitemap-4"' };
      const { api, shell, close } = await shellOverApi({
        [`/api/seo/sitemap.xml?base=${base}`]: [200, xml, headers],
        [`/api/seo/sitemaps/products-2.xml?base=${base}`]: [304, '', headers],
      });
      try {
        const index = await fetch(`${shell.url}/sitemap.xml`);
        const chunk = await fetch(`${shell.url}/sitemaps/products-2.xml`, { headers: { 'if-none-match': 'W/"sitemap-4"' } });
        const missing = await fetch(`${shell.url}/sitemaps/products-9.xml`);

        expect(index.status).toBe(200);
        expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(index.headers.get('etag')).toBe('W/"sitemap-4"');
        expect(await index.text()).toBe(xml);
        expect(chunk.status).toBe(304);
        expect(api.seen.find((call) => call.url.startsWith('/api/seo/sitemaps/products-2')).etag).toBe('W/"sitemap-4"');
        expect(missing.status).toBe(404);
      } finally {
        close();
      }
      const away = await startShell({ REMOTES_FILE: '', PUBLIC_URL: 'https://zdorovie.example' });
      try {
        const sitemap = await fetch(`${away.url}/sitemap.xml`);
        expect(sitemap.status).toBe(503);
        expect(await sitemap.text()).toMatch(/временно недоступна/);
      } finally {
        away.close();
      }
    });

    it('When the favicons and the manifest are asked for, then they come with their types, the manifest\'s icons exist at their sizes, and nothing else of public/ is served', async () => {
      const { shell, close } = await shellOverApi({});
      try {
        const manifest = await fetch(`${shell.url}/site.webmanifest`);
        const body = await manifest.json();
        const types = {};
        for (const file of ['/favicon.svg', '/favicon.ico', '/favicon-32.png', '/apple-touch-icon.png', '/og-image.png']) {
          types[file] = (await fetch(`${shell.url}${file}`)).headers.get('content-type');
        }
        const script = await fetch(`${shell.url}/generate-icons.cjs`);
        const page = await fetch(`${shell.url}/`, html());

        expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
        expect(body).toMatchObject({ name: 'Здоровье+', theme_color: '#0b7d6e', start_url: '/' });
        for (const icon of body.icons.filter((item) => item.type === 'image/png')) {
          expect(pngSize(path.join(__dirname, '..', 'public', icon.src))).toEqual(icon.sizes.split('x').map(Number));
        }
        expect(pngSize(path.join(__dirname, '..', 'public', 'apple-touch-icon.png'))).toEqual([180, 180]);
        expect(pngSize(path.join(__dirname, '..', 'public', 'favicon-32.png'))).toEqual([32, 32]);
        expect(types).toEqual({
          '/favicon.svg': 'image/svg+xml',
          '/favicon.ico': 'image/vnd.microsoft.icon',
          '/favicon-32.png': 'image/png',
          '/apple-touch-icon.png': 'image/png',
          '/og-image.png': 'image/png',
        });
        expect(script.status).toBe(404);
        expect(page.headers.get('content-security-policy')).toContain("manifest-src 'self'");
        expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
      } finally {
        close();
      }
    });
  });

  describe('the remotes\' own declarations of their pages', () => {
    /** A remote's server on loopback answering its `mf-declaration.json` (or 404 when `declaration` is null). */
    function fakeRemote(declaration) {
      const served = { declaration };
      const server = http.createServer((req, res) => {
        if (req.url === '/mf-declaration.json' && served.declaration) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify(served.declaration));
        }
        res.writeHead(404);
        return res.end();
      });
      return new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve({ server, served, manifest: `http://127.0.0.1:${server.address().port}/mf-manifest.json` }));
      });
    }

    it('When mf_account releases a new page in its declaration, then the shell serves it with its title and no release of its own; a dropped page becomes 404', async () => {
      const account = await fakeRemote({
        name: 'mf_account',
        version: '1.6.0',
        platform: '^1.0.0',
        routes: [{ path: '/personal/subscriptions', guarded: true, title: 'Подписки <и рассылки>' }],
        fragments: {},
      });
      const shell = await startShell({ REMOTES_FILE: remotesFile({ ...GOOD, mf_account: account.manifest }) });
      try {
        const page = await fetch(`${shell.url}/personal/subscriptions`, { headers: { accept: 'text/html' } });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<title>Подписки &#60;и рассылки&#62; — Здоровье+</title>');

        const dropped = await fetch(`${shell.url}/personal/orders/archive/x`, { headers: { accept: 'text/html' } });
        expect(dropped.status).toBe(404);
      } finally {
        shell.close();
        account.server.close();
      }
    });

    it('When a remote publishes no declaration (down, or released before them), then its built-in one stands in', async () => {
      const checkout = await fakeRemote(null);
      const shell = await startShell({ REMOTES_FILE: remotesFile({ ...GOOD, mf_checkout: checkout.manifest }) });
      try {
        const cart = await fetch(`${shell.url}/cart`, { headers: { accept: 'text/html' } });
        expect(cart.status).toBe(200);
        expect(await cart.text()).toContain('<title>Корзина — Здоровье+</title>');
      } finally {
        shell.close();
        checkout.server.close();
      }
    });

    it('When a remote stops answering, then its last good declaration is kept; a fresh one is read after a few seconds', async () => {
      let now = 0;
      const catalog = await fakeRemote({ name: 'mf_catalog', routes: [{ path: '/' }, { path: '/sale', title: 'Распродажа' }], fragments: {} });
      const source = createDeclarationSource({ now: () => now });
      const manifest = { mf_catalog: catalog.manifest };
      try {
        expect((await source.routesOf(manifest)).map((route) => route.title)).toEqual([undefined, 'Распродажа']);
        catalog.served.declaration = { name: 'mf_catalog', routes: [{ path: '/' }, { path: '/sale', title: 'Скидки' }], fragments: {} };
        expect((await source.routesOf(manifest))[1].title).toBe('Распродажа');
        now += 6000;
        expect((await source.routesOf(manifest))[1].title).toBe('Скидки');
        catalog.served.declaration = null;
        now += 6000;
        expect((await source.routesOf(manifest))[1].title).toBe('Скидки');
        catalog.served.declaration = { name: 'mf_search', routes: [{ path: '/' }], fragments: {} };
        now += 6000;
        expect((await source.routesOf(manifest))[1].title).toBe('Скидки');
      } finally {
        catalog.server.close();
      }
    });
  });

  describe('the remotes registry', () => {
    /** A registry with mf_checkout 1.4.0 live and 1.5.0 as a canary for half the shoppers, its releases on disk. */
    function registryFolder(canaryUrl = 'https://canary.zdorovie.example/mf-checkout/1.5.0/mf-manifest.json') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-releases-'));
      fs.mkdirSync(path.join(dir, 'mf-checkout', '1.4.0'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-checkout', '1.4.0', 'remoteEntry.js'), 'var mf_checkout;');
      fs.writeFileSync(path.join(dir, 'mf-checkout', '1.4.0', '123.0123abcd.js'), '1');
      const entry = (version, manifest) => ({ version, manifest, dir: `mf-checkout/${version}`, integrity: 'sha384-x', commit: 'abc', builtAt: '2026-11-24T00:00:00.000Z' });
      fs.writeFileSync(
        path.join(dir, 'registry.json'),
        JSON.stringify({
          schema: 1,
          remotes: {
            mf_checkout: {
              releases: [entry('1.4.0', '/releases/mf-checkout/1.4.0/mf-manifest.json'), entry('1.5.0', canaryUrl)],
              live: '1.4.0',
              previous: [],
              canary: { version: '1.5.0', share: 50 },
              history: [],
            },
          },
        }),
      );
      return { RELEASES_DIR: dir, REMOTES_REGISTRY: path.join(dir, 'registry.json') };
    }

    it('When a shopper comes with no bucket, then one is set; buckets under the share get the canary, the others the live version', async () => {
      const shell = await startShell({ REMOTES_FILE: remotesFile(GOOD), ...registryFolder() });
      try {
        const first = await fetch(`${shell.url}/remotes.json`);
        expect(first.headers.get('set-cookie')).toMatch(/^remote_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);

        const inCanary = await (await fetch(`${shell.url}/remotes.json`, { headers: { cookie: 'remote_bucket=10' } })).json();
        const live = await fetch(`${shell.url}/remotes.json`, { headers: { cookie: 'remote_bucket=90' } });
        expect(live.headers.get('set-cookie')).toBeNull();
        expect(inCanary.mf_checkout).toBe('https://canary.zdorovie.example/mf-checkout/1.5.0/mf-manifest.json');
        expect((await live.json()).mf_checkout).toBe('/releases/mf-checkout/1.4.0/mf-manifest.json');
        expect(inCanary.mf_catalog).toBe(GOOD.mf_catalog);

        const page = await fetch(`${shell.url}/cart`, { headers: { accept: 'text/html', cookie: 'remote_bucket=90' } });
        expect(page.headers.get('content-security-policy')).toContain('https://canary.zdorovie.example');
      } finally {
        shell.close();
      }
    });

    it('When a canary runs, then a newcomer\'s first page puts them in a bucket and is rendered for it, never shared; without a canary, pages are shared and set no bucket', async () => {
      const rendered = [];
      const renderer = {
        render: async ({ remotes, template }) => {
          rendered.push(remotes.mf_checkout);
          return { status: 200, degraded: [], html: template.replace('</title>', `</title><main>${remotes.mf_checkout}</main>`) };
        },
      };
      const registry = registryFolder();
      const api = await scriptedApi({ '/api/pages/about': [200, { title: 'О нас', content: '<p>О магазине</p>' }] });
      const shell = await startShell({ REMOTES_FILE: remotesFile(GOOD), ...registry, API_URL: api.url }, { renderer });
      const html = (cookie) => ({ headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      try {
        const newcomer = await fetch(`${shell.url}/about`, html());
        const bucket = Number(/^remote_bucket=(\d{1,2});/.exec(newcomer.headers.get('set-cookie') ?? '')?.[1]);
        expect(bucket).toBeGreaterThanOrEqual(0);
        const expected = bucket < 50 ? 'https://canary.zdorovie.example/mf-checkout/1.5.0/mf-manifest.json' : '/releases/mf-checkout/1.4.0/mf-manifest.json';
        expect(rendered.at(-1)).toBe(expected);
        expect(await newcomer.text()).toContain(`<main>${expected}</main>`);
        expect(newcomer.headers.get('cache-control')).toBe('no-cache');
        expect(newcomer.headers.get('vary')).toMatch(/Cookie/);
        // The same visitor keeps their composition on the next page and in the browser's own reads.
        const again = await fetch(`${shell.url}/about`, html(`remote_bucket=${bucket}`));
        expect(await again.text()).toContain(`<main>${expected}</main>`);
        expect((await (await fetch(`${shell.url}/remotes.json`, html(`remote_bucket=${bucket}`))).json()).mf_checkout).toBe(expected);
        const inCanary = await fetch(`${shell.url}/about`, html('remote_bucket=3'));
        expect(await inCanary.text()).toContain('<main>https://canary.zdorovie.example/mf-checkout/1.5.0/mf-manifest.json</main>');

        // The canary ends: newcomers share the live page again.
        const file = registry.REMOTES_REGISTRY;
        const ended = JSON.parse(fs.readFileSync(file, 'utf8'));
        ended.remotes.mf_checkout.canary = null;
        fs.writeFileSync(file, JSON.stringify(ended));
        const shared = await fetch(`${shell.url}/about`, html());
        expect(shared.headers.get('set-cookie')).toBeNull();
        expect(shared.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
        expect(shared.headers.get('vary')).toMatch(/Cookie/);
        expect(await shared.text()).toContain('<main>/releases/mf-checkout/1.4.0/mf-manifest.json</main>');
      } finally {
        shell.close();
        api.server.close();
      }
    });

    it('When the releases are asked for, then hashed files are immutable and the entry is revalidated; nothing outside is served', async () => {
      const shell = await startShell({ REMOTES_FILE: remotesFile(GOOD), ...registryFolder() });
      try {
        const entry = await fetch(`${shell.url}/releases/mf-checkout/1.4.0/remoteEntry.js`);
        const chunk = await fetch(`${shell.url}/releases/mf-checkout/1.4.0/123.0123abcd.js`);
        const outside = await fetch(`${shell.url}/releases/..%2fregistry.json`);
        const registry = await fetch(`${shell.url}/releases/registry.json`);
        expect(registry.status).toBe(404);
        expect(entry.status).toBe(200);
        expect(entry.headers.get('cache-control')).toBe('no-cache');
        expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(outside.status).not.toBe(200);
      } finally {
        shell.close();
      }
    });

    it('When the registry names an address the shop would not load, then the pages refuse to start and the log says why', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
      const shell = await startShell({ REMOTES_FILE: remotesFile(GOOD), ...registryFolder('http://evil.example/mf-manifest.json') });
      try {
        const manifest = await fetch(`${shell.url}/remotes.json`, { headers: { cookie: 'remote_bucket=10' } });
        expect(manifest.status).toBe(500);
        expect(errors).toHaveBeenCalledWith(expect.stringMatching(/remotes registry: mf_checkout must be https/));
      } finally {
        shell.close();
        errors.mockRestore();
      }
    });
  });
});
