// Server rendering of the shop's pages (ADR 0027): the shell's web server hands a page address to the
// renderer built in dist/server/render.js, which composes the layout with the page of its owner from the
// remotes' server containers, and puts the HTML, the data it was rendered with and the composition into
// the page. Any failure leaves the page to the browser, as it was before server rendering.
const path = require('node:path');
const fs = require('node:fs');
const { pageManifestOf } = require('shared-kit/tooling/shared-runtime');
const { compileSheet, criticalCss, inStyleElement, namesInHtml } = require('./critical-css.cjs');
const { createRenderPool } = require('./render-pool.cjs');

/** How long a page's remote part may take (its code, its data and its rendering). */
const DEFAULT_BUDGET_MS = 300;

/** Parses a Cookie header into name → value (the first of a repeated name). */
function parseCookies(header = '') {
  const cookies = {};
  for (const item of header.split(';')) {
    const part = item.trim();
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!(name in cookies)) {
      try {
        cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        cookies[name] = part.slice(index + 1).trim();
      }
    }
  }
  return cookies;
}

/** Where each remote's server container is: `server/remoteEntry.js` beside its browser manifest. */
function serverEntries(remotes, base) {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, manifest]) => [name, new URL('server/remoteEntry.js', new URL(manifest, base)).href]),
  );
}

/** JSON inside `<script type="application/json">`: nothing in it may close the element. */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** HTML-escapes an attribute value. */
function attribute(text) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * What the hydrating page will fetch first, announced in the head: the remotes' manifests (the header's
 * fragments and the page's own code start from them), each the one the page will choose (a remote's
 * shared-runtime container's when its declaration offers one, ADR 0029), and a connection to each
 * remote's origin.
 */
function hints(remotes, declarations = []) {
  const manifests = Object.entries(remotes)
    .filter(([, url]) => typeof url === 'string')
    .map(([name, url]) => pageManifestOf(url, declarations.find((body) => body?.name === name)));
  const origins = [...new Set(manifests.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${attribute(origin)}" crossorigin>`),
    ...manifests.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(url)}">`),
  ].join('');
}

/** How long a remote's list of stylesheets is kept before its manifest is read again. */
const STYLES_FRESH_MS = 5000;

/** How many read stylesheets are kept (their names carry their content's hash: a name is read once). */
const SHEETS_KEPT = 300;

/**
 * The stylesheets of every remote, read from their `mf-manifest.json` (the files of every exposed module,
 * loaded at once or later), kept a few seconds, the last good list kept when a manifest cannot be read;
 * and each stylesheet read and compiled for the page filter once (critical-css.cjs).
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 */
function createStylesheetSource({ fetch: fetcher = fetch, now = Date.now } = {}) {
  const kept = new Map();
  const sheets = new Map();

  async function read(manifestUrl) {
    const last = kept.get(manifestUrl);
    if (last && now() - last.at < STYLES_FRESH_MS) return last.files;
    try {
      const response = await fetcher(manifestUrl, { signal: AbortSignal.timeout(1500) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const manifest = await response.json();
      const publicPath = manifest?.metaData?.publicPath;
      const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
      const names = (Array.isArray(manifest?.exposes) ? manifest.exposes : []).flatMap((expose) => [
        ...(expose?.assets?.css?.sync ?? []),
        ...(expose?.assets?.css?.async ?? []),
      ]);
      const files = [...new Set(names.filter((name) => typeof name === 'string' && /^[\w./-]+\.css$/.test(name)))].map(
        (name) => new URL(name, base).href,
      );
      kept.set(manifestUrl, { files, at: now() });
      return files;
    } catch {
      const files = last ? last.files : [];
      kept.set(manifestUrl, { files, at: now() });
      return files;
    }
  }

  /** A stylesheet compiled, or null while it cannot be read (tried again a few seconds later). */
  async function compiled(href) {
    const known = sheets.get(href);
    if (known && (known.sheet || now() - known.at < STYLES_FRESH_MS)) return known.sheet;
    let sheet = null;
    try {
      const response = await fetcher(href, { signal: AbortSignal.timeout(1500) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      sheet = compileSheet(await response.text());
    } catch {
      sheet = null;
    }
    sheets.delete(href);
    sheets.set(href, { sheet, at: now() });
    if (sheets.size > SHEETS_KEPT) sheets.delete(sheets.keys().next().value);
    return sheet;
  }

  return {
    /** Every stylesheet of the remotes map, in the order of its remotes. */
    async stylesOf(remotes, base) {
      const lists = await Promise.all(Object.values(remotes).map((manifest) => read(new URL(manifest, base).href)));
      return lists.flat();
    },
    /** Every stylesheet of the remotes map with its compiled rules (null: not readable now). */
    async sheetsOf(remotes, base) {
      const files = await this.stylesOf(remotes, base);
      return Promise.all(files.map(async (href) => ({ href, sheet: await compiled(href) })));
    },
  };
}

/** The shell's own stylesheets (its built `*.css`) with their compiled rules, read once per build. */
function shellStyles(distDir) {
  let cached;
  return () => {
    const stamp = fs.existsSync(path.join(distDir, 'index.html')) ? fs.statSync(path.join(distDir, 'index.html')).mtimeMs : 0;
    if (!cached || cached.stamp !== stamp) {
      const files = fs.existsSync(distDir) ? fs.readdirSync(distDir).filter((name) => name.endsWith('.css')).sort() : [];
      cached = {
        stamp,
        sheets: files.map((name) => ({ href: `/${name}`, sheet: compileSheet(fs.readFileSync(path.join(distDir, name), 'utf8')) })),
      };
    }
    return cached.sheets;
  };
}

/**
 * The head's styles for a server-rendered page: the rules its HTML uses, inline, so it is drawn styled
 * with no stylesheet request before it; a stylesheet that could not be read is linked as it is.
 */
function stylesFor(html, sheets) {
  const readable = sheets.filter((item) => item.sheet);
  const css = readable.length > 0 ? criticalCss(readable.map((item) => item.sheet), namesInHtml(html)) : '';
  return (
    (css ? `<style id="shop-first-paint">${inStyleElement(css)}</style>` : '') +
    sheets
      .filter((item) => !item.sheet)
      .map((item) => `<link rel="stylesheet" href="${attribute(item.href)}">`)
      .join('')
  );
}

/** Puts the rendered page, its state and its composition into the page template. */
function intoTemplate(template, { html, state, composition, styles = '' }) {
  const data =
    `<script type="application/json" id="shop-state">${state}</script>` +
    `<script type="application/json" id="shop-remotes">${scriptJson(composition)}</script>`;
  return template
    .replace('</head>', () => `${hints(composition.remotes ?? {}, composition.declarations ?? [])}${styles}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-rendered="server">${html}</div>`)
    .replace('</body>', () => `${data}</body>`);
}

/**
 * Whether a page is server-rendered: a remote's page that its owner declares `render: "server"`, or one
 * of the shell's own content pages (a single slug no remote claims).
 */
function rendersOnServer(route, pathname) {
  if (route) return route.server === true;
  const slug = pathname.replace(/^\/+/, '');
  return slug.length > 0 && !slug.includes('/');
}

/**
 * The renderer of a built shell. Every page is rendered in the worker of its composition (render-pool.cjs,
 * ADR 0036), so each visitor's page is rendered with exactly the releases that visitor is composed with.
 * @param {{ distDir: string, budgetMs?: number, log?: (message: string) => void, kept?: number,
 *   metrics?: { observeRender(outcome: string, seconds: number): void } }} options `metrics`: where each render's
 *   outcome and time are counted (metrics.cjs)
 */
function createRenderer({
  distDir,
  budgetMs = Number(process.env.SSR_BUDGET_MS) || DEFAULT_BUDGET_MS,
  log = console.warn,
  stylesheets = createStylesheetSource(),
  kept,
  metrics,
}) {
  const bundle = path.join(distDir, 'server', 'render.js');
  const ownStyles = shellStyles(distDir);
  let pool;
  let closed = false;

  function load() {
    if (pool !== undefined) return pool;
    pool = process.env.SSR === 'off' || !fs.existsSync(bundle) ? null : createRenderPool({ bundle, kept, log });
    return pool;
  }

  return {
    /**
     * Renders a page into the template; null when it is left to the browser (not a server-rendered page,
     * no renderer built, or the render failed: logged).
     * @param {object} page
     * @param {string} page.url path and query
     * @param {string} page.template the shell's index.html
     * @param {object|undefined} page.route the declared route that takes the path
     * @param {Record<string,string>} page.remotes manifests the browser loads
     * @param {unknown[]} page.declarations the remotes' declarations
     * @param {string} page.base the shop's own origin (addresses of the registry's releases)
     * @param {string} page.apiTarget the API's origin
     * @param {string} [page.cookie] the request's Cookie header
     * @param {string} [page.forwardedFor] the visitor's address chain, for the API's calls (`X-Forwarded-For`)
     * @param {string} [page.publicBase] the shop's public address, which the links of the page's head are made on
     * @returns {Promise<{ status: number, degraded: string[], html: string, head: object|null }|null>} `head`: the
     *   page's head as its remote described it (ADR 0043; checked by seo/remote-head.cjs), or null
     */
    async render({ url, template, route, remotes, declarations, base, apiTarget, cookie, forwardedFor, publicBase }) {
      const pathname = new URL(url, 'http://shop.invalid').pathname;
      if (!rendersOnServer(route, pathname)) return null;
      const instance = load();
      if (!instance) return null;
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      try {
        const [result, remoteStyles] = await Promise.all([
          instance.render({
            url,
            remotes: serverEntries(remotes, base),
            declarations,
            apiBase: `${apiTarget}/api`,
            cookies: parseCookies(cookie),
            budgetMs,
            forwardedFor,
            publicBase,
          }),
          stylesheets.sheetsOf(remotes, base),
        ]);
        if (result.degraded.length > 0) log(`[shell] ${pathname} rendered without: ${result.degraded.join('; ')}`);
        metrics?.observeRender(result.degraded.length > 0 ? 'degraded' : 'rendered', seconds());
        return {
          status: result.status,
          degraded: result.degraded,
          // A renderer of a shell release before ADR 0043 answers no head.
          head: result.head ?? null,
          html: intoTemplate(template, {
            html: result.html,
            state: result.state,
            composition: { remotes, declarations },
            styles: stylesFor(result.html, [...ownStyles(), ...remoteStyles]),
          }),
        };
      } catch (error) {
        metrics?.observeRender('failed', seconds());
        log(`[shell] ${pathname} left to the browser: ${error instanceof Error ? error.stack : error}`);
        return null;
      }
    },
    /** The compositions whose server containers are kept now. */
    compositions() {
      return pool ? pool.compositions() : [];
    },
    /** Render workers kept and renders in flight (the metrics). */
    stats() {
      return pool ? pool.stats() : { workers: 0, inFlight: 0 };
    },
    /**
     * For the readiness probe: `off` (SSR=off), `missing` (server rendering is on but the server build is
     * not there), `closed` (stopping) or `ok`.
     */
    state() {
      if (process.env.SSR === 'off') return 'off';
      if (closed) return 'closed';
      return fs.existsSync(bundle) ? 'ok' : 'missing';
    },
    /** Stops the render workers. */
    async close() {
      closed = true;
      if (pool) await pool.close();
    },
  };
}

module.exports = { createRenderer, createStylesheetSource, parseCookies, serverEntries, intoTemplate, rendersOnServer, scriptJson, stylesFor };
