/** @jest-environment node */
// The shell's web server around the server renderer (ADR 0027): which pages it renders, where the remotes'
// server containers are, what goes into the page, and that any failure leaves the page to the browser.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRenderer, createStylesheetSource, intoTemplate, parseCookies, rendersOnServer, serverEntries } = require('./render.cjs');
const { compileSheet } = require('./critical-css.cjs');
const { createShellMetrics } = require('./metrics.cjs');

/** Remotes' stylesheets as a test names them (href → CSS text, null: unreadable), instead of reading manifests. */
const styles = (files = {}) => ({
  sheetsOf: async () => Object.entries(files).map(([href, css]) => ({ href, sheet: css === null ? null : compileSheet(css) })),
});

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>';

/**
 * A built shell whose server build is the given module source (it runs in the pool's worker threads, so
 * it answers through what it returns: `request` is the page it was asked for).
 */
function builtShell(source) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.mkdirSync(path.join(distDir, 'server'));
  fs.writeFileSync(path.join(distDir, 'server', 'render.js'), source);
  return distDir;
}

/** Renderers made by a test, closed after it (their workers). */
const made = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((renderer) => renderer.close()));
});
const rendererOf = (options) => {
  const renderer = createRenderer(options);
  made.push(renderer);
  return renderer;
};

const page = (overrides = {}) => ({
  url: '/products/a?x=1',
  template: TEMPLATE,
  route: { server: true },
  remotes: { mf_catalog: 'http://localhost:8081/mf-manifest.json', mf_search: '/releases/mf-search/2.0.0/mf-manifest.json' },
  declarations: [{ name: 'mf_catalog' }],
  base: 'http://127.0.0.1:8080/',
  apiTarget: 'http://127.0.0.1:3000',
  cookie: 'top_banner_hidden=1; city=%D0%9F%D1%81%D0%BA%D0%BE%D0%B2',
  forwardedFor: '203.0.113.7, 127.0.0.1',
  publicBase: 'https://zdorovie.example',
  ...overrides,
});

describe('the server renderer in the shell\'s web server', () => {
  it('When a page is declared server-rendered, then the renderer gets the server containers beside the manifests, the API, the cookies and the visitor\'s address', async () => {
    const renderer = rendererOf({
      distDir: builtShell(`
        exports.renderPage = async (request) => ({
          status: 200,
          html: '<main class="mfc-product">Товар</main>',
          state: JSON.stringify({ page: {}, asked: request }),
          degraded: [],
        });
      `),
      log: () => undefined,
      stylesheets: styles({
        'http://localhost:8081/751.541bcecc.css': '.mfc-product{margin:0}.mfc-cart{margin:1px}',
        'http://localhost:8082/56.5a6546e3.css': null,
      }),
    });
    const result = await renderer.render(page());
    const state = JSON.parse(/<script type="application\/json" id="shop-state">(.*?)<\/script>/.exec(result.html)[1]);
    expect(state.asked).toMatchObject({
      url: '/products/a?x=1',
      remotes: {
        mf_catalog: 'http://localhost:8081/server/remoteEntry.js',
        mf_search: 'http://127.0.0.1:8080/releases/mf-search/2.0.0/server/remoteEntry.js',
      },
      apiBase: 'http://127.0.0.1:3000/api',
      cookies: { top_banner_hidden: '1', city: 'Псков' },
      // The API limits by the visitor's address, not the shell's.
      forwardedFor: '203.0.113.7, 127.0.0.1',
      // The links of the page's head are made on the shop's public address (ADR 0043).
      publicBase: 'https://zdorovie.example',
    });
    expect(result.status).toBe(200);
    // A renderer that answers no head (a shell's renderer before ADR 0043) leaves the head to the shell.
    expect(result.head).toBeNull();
    expect(result.html).toContain('<div id="root" data-rendered="server"><main class="mfc-product">Товар</main></div>');
    expect(state.page).toEqual({});
    expect(result.html).toContain('"mf_catalog":"http://localhost:8081/mf-manifest.json"');
    // The head announces the manifests the hydrating page fetches first, and the remotes' origins.
    expect(result.html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:8081/mf-manifest.json">');
    expect(result.html).toContain('<link rel="preconnect" href="http://localhost:8081" crossorigin>');
    expect(result.html).toContain('href="/releases/mf-search/2.0.0/mf-manifest.json"');
    // The page is drawn styled before any script and any stylesheet request: the rules it uses are in its
    // head; a stylesheet that could not be read is linked instead.
    expect(result.html).toContain('<style id="shop-first-paint">.mfc-product{margin:0}</style>');
    expect(result.html).not.toContain('.mfc-cart');
    expect(result.html).toContain('<link rel="stylesheet" href="http://localhost:8082/56.5a6546e3.css"></head>');
    expect(result.html).not.toContain('751.541bcecc.css');
  });

  it('When the render describes the page\'s head, then it comes with the page, as data, for the shell to write', async () => {
    const head = { title: 'Товар — Здоровье+', openGraph: { type: 'product' }, jsonLd: [{ '@type': 'Product', name: '</script>' }] };
    const renderer = rendererOf({
      distDir: builtShell(`exports.renderPage = async () => ({ status: 200, html: '<main>Товар</main>', state: '{}', degraded: [], head: ${JSON.stringify(head)} });`),
      log: () => undefined,
      stylesheets: styles({}),
    });

    const result = await renderer.render(page());

    expect(result.head).toEqual(head);
    expect(result.html).not.toContain('</script>"');
  });

  it('When a page is not declared server-rendered (or is personal), then the renderer is not asked', async () => {
    const renderer = rendererOf({ distDir: builtShell(`exports.renderPage = async () => { throw new Error('asked'); };`), log: () => undefined, stylesheets: styles() });
    expect(await renderer.render(page({ route: { server: false } }))).toBeNull();
    expect(await renderer.render(page({ url: '/cart', route: { server: false } }))).toBeNull();
  });

  it('When the render fails, then the page is left to the browser and the log says why', async () => {
    const logged = [];
    const renderer = rendererOf({ distDir: builtShell(`exports.renderPage = async () => { throw new Error('boom'); };`), log: (line) => logged.push(line), stylesheets: styles() });
    expect(await renderer.render(page())).toBeNull();
    expect(logged.join('\n')).toContain('boom');
  });

  it('When no renderer was built, then every page is left to the browser', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const renderer = createRenderer({ distDir, log: () => undefined });
    expect(await renderer.render(page())).toBeNull();
    // Readiness says so: server rendering is on but its build is missing.
    expect(renderer.state()).toBe('missing');
  });

  it('When pages are rendered and one fails, then the metrics time each by outcome, count the failure and see the pool', async () => {
    const metrics = createShellMetrics();
    const value = async (name, labels = {}, suffix = '') =>
      (await metrics.registry.getSingleMetric(name).get()).values.find(
        (item) => (suffix === '' || item.metricName === `${name}${suffix}`) && Object.entries(labels).every(([key, wanted]) => item.labels[key] === wanted),
      )?.value ?? 0;
    const renderer = rendererOf({
      distDir: builtShell(`
        exports.renderPage = async (request) => {
          if (request.url.startsWith('/broken')) throw new Error('boom');
          return { status: 200, html: '<main>Товар</main>', state: '{}', degraded: [] };
        };
      `),
      log: () => undefined,
      stylesheets: styles(),
      metrics,
    });
    metrics.watchRenderPool(() => renderer.stats());

    await renderer.render(page());
    await renderer.render(page({ url: '/broken' }));

    expect(await value('shell_render_duration_seconds', { outcome: 'rendered' }, '_count')).toBe(1);
    expect(await value('shell_render_duration_seconds', { outcome: 'failed' }, '_count')).toBe(1);
    expect(await value('shell_render_failures_total')).toBe(1);
    expect(await value('shell_render_pool_workers')).toBe(1);
    expect(await value('shell_render_pool_in_flight')).toBe(0);
    expect(renderer.state()).toBe('ok');
    await renderer.close();
    expect(renderer.state()).toBe('closed');
  });

  it('When the composition holds text that could close a script, then it cannot', () => {
    const html = intoTemplate(TEMPLATE, { html: '', state: '{}', composition: { remotes: { mf_catalog: '</script><script>alert(1)//' } } });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('When a remote declares a shared-runtime container, then the head announces that manifest, the one the page will load (ADR 0029)', () => {
    const { SHARED_RUNTIME } = require('shared-kit/tooling/shared-runtime');
    const offer = (name, version) => ({ name, routes: [], sharedRuntime: { manifest: 'mf-manifest.shared-runtime.json', version } });
    const html = intoTemplate(TEMPLATE, {
      html: '',
      state: '{}',
      composition: {
        remotes: { mf_catalog: 'http://localhost:8081/mf-manifest.json', mf_search: '/releases/mf-search/2.0.0/mf-manifest.json', mf_account: 'http://localhost:8083/mf-manifest.json' },
        declarations: [offer('mf_catalog', SHARED_RUNTIME.version), offer('mf_search', SHARED_RUNTIME.version), offer('mf_account', '0.0.1')],
      },
    });
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:8081/mf-manifest.shared-runtime.json">');
    expect(html).toContain('href="/releases/mf-search/2.0.0/mf-manifest.shared-runtime.json"');
    // Built on another runtime: the page loads its full container.
    expect(html).toContain('href="http://localhost:8083/mf-manifest.json"');
    // The composition itself keeps the configured manifests: the page chooses with its own runtime.
    expect(html).toContain('"mf_catalog":"http://localhost:8081/mf-manifest.json"');
  });

  it('When cookies, addresses and paths are read, then odd input does not break them', () => {
    expect(parseCookies('a=1; a=2; =x; broken; b=%E0%A4%A')).toEqual({ a: '1', b: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
    expect(serverEntries({ mf_catalog: 'https://cdn.example/mf-catalog/1.2.0/mf-manifest.json' }, 'http://127.0.0.1/')).toEqual({
      mf_catalog: 'https://cdn.example/mf-catalog/1.2.0/server/remoteEntry.js',
    });
    expect(rendersOnServer(undefined, '/about')).toBe(true);
    expect(rendersOnServer(undefined, '/a/b')).toBe(false);
    expect(rendersOnServer(undefined, '/')).toBe(false);
  });

  it('When the remotes\' manifests are read for stylesheets, then every exposed module\'s files count, a manifest that fails keeps its last list, and odd names are left out', async () => {
    let answer = {
      metaData: { publicPath: 'auto' },
      exposes: [
        { assets: { css: { sync: ['751.css'], async: ['599.css', '751.css'] } } },
        { assets: { css: { sync: ['"><script>.css', 'x.js'], async: [] } } },
      ],
    };
    let now = 0;
    const source = createStylesheetSource({
      fetch: async () => (answer ? { ok: true, json: async () => answer } : { ok: false, status: 503 }),
      now: () => now,
    });
    const remotes = { mf_catalog: '/releases/mf-catalog/1.0.0/mf-manifest.json' };
    expect(await source.stylesOf(remotes, 'http://127.0.0.1:8080/')).toEqual([
      'http://127.0.0.1:8080/releases/mf-catalog/1.0.0/751.css',
      'http://127.0.0.1:8080/releases/mf-catalog/1.0.0/599.css',
    ]);
    answer = null;
    now = 60_000;
    expect(await source.stylesOf(remotes, 'http://127.0.0.1:8080/')).toHaveLength(2);
  });

  it('When stylesheets are read for the page filter, then each is read once, and one that fails is tried again later', async () => {
    const asked = [];
    let failing = true;
    let now = 0;
    const source = createStylesheetSource({
      fetch: async (url) => {
        asked.push(url);
        if (url.endsWith('mf-manifest.json')) return { ok: true, json: async () => ({ exposes: [{ assets: { css: { sync: ['a.css', 'b.css'], async: [] } } }] }) };
        if (url.endsWith('b.css') && failing) return { ok: false, status: 503 };
        return { ok: true, text: async () => '.a{color:red}' };
      },
      now: () => now,
    });
    const remotes = { mf_catalog: 'http://localhost:8081/mf-manifest.json' };
    const first = await source.sheetsOf(remotes, 'http://127.0.0.1:8080/');
    expect(first.map((item) => [item.href, item.sheet === null])).toEqual([
      ['http://localhost:8081/a.css', false],
      ['http://localhost:8081/b.css', true],
    ]);
    await source.sheetsOf(remotes, 'http://127.0.0.1:8080/');
    expect(asked.filter((url) => url.endsWith('.css'))).toHaveLength(2);
    failing = false;
    now = 60_000;
    const later = await source.sheetsOf(remotes, 'http://127.0.0.1:8080/');
    expect(later.every((item) => item.sheet !== null)).toBe(true);
    expect(asked.filter((url) => url.endsWith('a.css'))).toHaveLength(1);
  });
});
