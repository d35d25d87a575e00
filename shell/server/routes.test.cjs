/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const express = require('express');
const { addRoutes, isRemotePath, pageStatus, pagePolicy, remotesManifest } = require('./routes.cjs');
const { compileDeclaration, createDeclarationSource } = require('./declarations.cjs');
const builtIn = require('../src/federation/built-in-declarations.json');

/** The routes of the shell's built-in declarations, as the server compiles them. */
const BUILT_IN_ROUTES = Object.entries(builtIn).flatMap(([name, body]) => compileDeclaration(body, name));

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
function startShell(env) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Здоровье+</title>');
  const saved = { ...process.env };
  Object.assign(process.env, { API_URL: 'http://127.0.0.1:1' }, env);
  const app = express();
  addRoutes(app, { distDir });
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
      expect(isRemotePath(path, BUILT_IN_ROUTES)).toBe(true);
    }
    expect(isRemotePath('/categoryx', BUILT_IN_ROUTES)).toBe(false);
    expect(isRemotePath('/no/such', BUILT_IN_ROUTES)).toBe(false);
  });

  it('When a deep unknown path is asked for, then its status is 404 without asking the API', async () => {
    await expect(pageStatus('/no/such/page', 'http://127.0.0.1:1', BUILT_IN_ROUTES)).resolves.toBe(404);
  });

  it('When the API knows a product, category or content page, then 200; when it says 404, then 404', async () => {
    const api = await fakeApi(['/api/products/vitaminy/d3', '/api/category/vitaminy?pageSize=1', '/api/pages/policy']);
    try {
      await expect(pageStatus('/products/vitaminy/d3', api.url, BUILT_IN_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/products/no-such', api.url, BUILT_IN_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/category/vitaminy', api.url, BUILT_IN_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/category/nope', api.url, BUILT_IN_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/policy', api.url, BUILT_IN_ROUTES)).resolves.toBe(200);
      await expect(pageStatus('/nope', api.url, BUILT_IN_ROUTES)).resolves.toBe(404);
      await expect(pageStatus('/cart', api.url, BUILT_IN_ROUTES)).resolves.toBe(200);
      expect(api.seen).not.toContain('/api/cart');
    } finally {
      api.server.close();
    }
  });

  it('When the API cannot be reached, then a product page still answers 200 and says itself what is wrong', async () => {
    await expect(pageStatus('/products/anything', 'http://127.0.0.1:1', BUILT_IN_ROUTES)).resolves.toBe(200);
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
