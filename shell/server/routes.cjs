// Routes the shell's server adds before its static files: the trailing-slash redirect, the runtime
// remotes manifest (from configuration, validated), what search engines read (robots.txt, the sitemaps,
// the favicons and manifest of public/), and the HTML of every page with the right HTTP status (404 for
// unknown addresses), its head for search engines and link previews (seo/), its caching and its security
// headers (CSP built from the same configuration).
const fs = require('node:fs');
const path = require('node:path');
const { Readable } = require('node:stream');
const { createDeclarationSource, routeFor } = require('./declarations.cjs');
const { createRenderer } = require('./render.cjs');
const { createShellMetrics } = require('./metrics.cjs');

const express = require('express');
const {
  CAPTCHA_ORIGINS,
  cacheHeaders,
  contentSecurityPolicy,
  servePrecompressed,
  setCacheHeaders,
  setPageSecurityHeaders,
  startMetricsServer,
} = require('shared-kit/tooling/server');
const { readRegistry, registryPaths, resolveManifests, servedManifests } = require('shared-kit/tooling/registry');
const {
  buildHead,
  cacheControlFor,
  classifyPage,
  insertHead,
  loadPageData,
  metaOfRemoteHead,
  publicBase,
  readOrganization,
  renderHead,
  robotsTxt,
} = require('./seo/index.cjs');
const { PUBLIC_PAGE } = require('./seo/answer.cjs');

const { REMOTES, REMOTE_NAMES } = require('shared-kit/tooling/apps');

/** Each remote's default port, from its package.json (`shop.port`). */
const REMOTE_PORTS = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port]));
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A remotes configuration the shell refuses to serve; the message says what is wrong, for the log. */
class RemotesConfigError extends Error {
  constructor(problems) {
    super(`remotes configuration is invalid: ${problems.join('; ')}`);
    this.name = 'RemotesConfigError';
    this.problems = problems;
  }
}

/** What is wrong with a manifest address (none for https, http on the loopback, or a path of the shop). */
function urlProblems(value, label) {
  if (/^\/(?!\/)/.test(value)) return [];
  let url;
  try {
    url = new URL(value);
  } catch {
    return [`${label} is not a URL: "${value}"`];
  }
  const problems = [];
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) problems.push(`${label} must be https (or http on localhost), got "${value}"`);
  if (url.username || url.password) problems.push(`${label} must not carry credentials`);
  return problems;
}

/**
 * Checks a remotes map: exactly the four known remotes, each an https URL, http on the loopback
 * (development and tests), or a path on the shop's own origin (`/releases/…`, the registry's releases),
 * without credentials. Throws {@link RemotesConfigError} listing every problem.
 */
function validateRemotes(manifest, source) {
  const problems = [];
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
    throw new RemotesConfigError([`${source} must be a JSON object of remote names and manifest URLs`]);
  }
  for (const name of Object.keys(manifest)) {
    if (!REMOTE_NAMES.includes(name)) problems.push(`${source}: unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
  }
  for (const name of REMOTE_NAMES) {
    const value = manifest[name];
    if (typeof value !== 'string') problems.push(`${source}: ${name} is missing`);
    else problems.push(...urlProblems(value, `${source}: ${name}`));
  }
  if (problems.length > 0) throw new RemotesConfigError(problems);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifest[name]]));
}

/**
 * `/remotes.json`, from configuration only (never from the request: its Host header is the client's to
 * choose): the file named by REMOTES_FILE (read on every request, so it can change without a restart),
 * else MF_<NAME>_URL, else `http://${REMOTES_HOST or localhost}:<MF_<NAME>_PORT or the default>/mf-manifest.json`.
 * Validated every time; an invalid configuration throws {@link RemotesConfigError}.
 */
function remotesManifest(env = process.env, bucket = 99) {
  return { ...configuredRemotes(env), ...registered(env, bucket) };
}

/** The remotes registry of the releases (ADR 0023), when one is configured or kept in its default place. */
function registryOf(env) {
  const { registryFile } = registryPaths(env);
  if (!env.REMOTES_REGISTRY && !fs.existsSync(registryFile)) return null;
  try {
    return readRegistry(registryFile);
  } catch (error) {
    throw new RemotesConfigError([`REMOTES_REGISTRY ${registryFile} cannot be read: ${error.message}`]);
  }
}

/** The registry's addresses, checked as the configuration's are; only the four known remotes count. */
function checkedRegistered(manifests) {
  const known = Object.entries(manifests).filter(([name]) => REMOTE_NAMES.includes(name));
  const problems = known.flatMap(([name, url]) => urlProblems(url, `the remotes registry: ${name}`));
  if (problems.length > 0) throw new RemotesConfigError(problems);
  return Object.fromEntries(known);
}

/** The registry's live (or, for this shopper's bucket, canary) release of each remote it has one of. */
function registered(env, bucket) {
  const registry = registryOf(env);
  return registry ? checkedRegistered(resolveManifests(registry, bucket)) : {};
}

/**
 * Whether the registry gives some remote to a share of the shoppers now: then what a page is composed of
 * depends on the visitor's bucket, and no page may be shared between visitors.
 */
function canaryRunning(env = process.env) {
  const registry = registryOf(env);
  return registry !== null && Object.values(registry.remotes).some((entry) => entry.live && entry.canary && entry.canary.share > 0);
}

/** Every manifest address the pages may load now: the configuration's and the registry's (live and canary). */
function servedRemotes(env) {
  const registry = registryOf(env);
  const fromRegistry = registry ? servedManifests(registry) : [];
  const problems = fromRegistry.flatMap((url) => urlProblems(url, 'the remotes registry'));
  if (problems.length > 0) throw new RemotesConfigError(problems);
  return [...Object.values(configuredRemotes(env)), ...fromRegistry];
}

/** The remotes of the configuration alone: REMOTES_FILE, else MF_*_URL, else the ports. */
function configuredRemotes(env) {
  if (env.REMOTES_FILE) {
    let parsed;
    try {
      parsed = JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
    } catch (error) {
      throw new RemotesConfigError([`REMOTES_FILE ${env.REMOTES_FILE} cannot be read as JSON: ${error.message}`]);
    }
    return validateRemotes(parsed, `REMOTES_FILE ${env.REMOTES_FILE}`);
  }
  const host = env.REMOTES_HOST || 'localhost';
  const manifest = {};
  for (const [name, port] of Object.entries(REMOTE_PORTS)) {
    const configured = env[`${name.toUpperCase()}_URL`];
    manifest[name] = configured || `http://${host}:${env[`${name.toUpperCase()}_PORT`] || port}/mf-manifest.json`;
  }
  return validateRemotes(manifest, 'MF_*_URL / REMOTES_HOST');
}

/** Whether the shop is served over https: PUBLIC_URL says so, or the request came over TLS. */
function servedOverHttps(req, env = process.env) {
  return (env.PUBLIC_URL || '').startsWith('https://') || req.secure === true;
}

/** The CSP of the shell's pages: the shop's origin, the remotes of the configuration, the captcha's. */
function pagePolicy(env = process.env, https = false) {
  const remoteOrigins = servedRemotes(env)
    .filter((url) => !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  const captchaOrigins = CAPTCHA_ORIGINS[env.CAPTCHA_PROVIDER] ?? [];
  return contentSecurityPolicy({ remoteOrigins, captchaOrigins, https });
}

/** Whether a path belongs to a remote's pages, by the routes the remotes declared. */
function isRemotePath(pathname, routes) {
  return routeFor(routes, pathname) !== undefined;
}

/**
 * HTTP status of a page address: 200 for what exists, 404 for unknown addresses, products, categories
 * and content pages (the API's clear "no"; an API that is slow or down leaves the page to say what is wrong).
 */
async function pageStatus(pathname, apiTarget, routes) {
  return (await loadPageData(classifyPage(pathname, routes), { apiTarget })).status;
}

/**
 * The metrics' label of a page: its declared route's pattern, or its kind (`/products/*`, `content`…),
 * never its address.
 */
function pageLabel(page, route) {
  if (route) return route.path;
  switch (page.type) {
    case 'home':
      return '/';
    case 'product':
      return '/products/*';
    case 'category':
      return '/category/*';
    case 'content':
      return 'content';
    default:
      return 'unmatched';
  }
}

/** The cookie that keeps a shopper in one bucket (0–99) of the canaries, so a canary is theirs for good. */
const BUCKET_COOKIE = 'remote_bucket';
const BUCKET_MAX_AGE = 365 * 24 * 60 * 60;

/** The shopper's canary bucket from the cookie, or null for a new shopper. */
function cookieBucket(req) {
  const match = /(?:^|;\s*)remote_bucket=(\d{1,2})(?:;|$)/.exec(req.headers.cookie ?? '');
  return match ? Number(match[1]) : null;
}

/** Puts a new shopper in a bucket for good. */
function setBucket(res, bucket, https) {
  res.append(
    'Set-Cookie',
    `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`,
  );
}

/** The shopper's canary bucket from the cookie; a new shopper gets one at random, set on the answer. */
function bucketOf(req, res, https) {
  const known = cookieBucket(req);
  if (known !== null) return known;
  const bucket = Math.floor(Math.random() * 100);
  setBucket(res, bucket, https);
  return bucket;
}

/** A bucket no canary takes: the live release of every remote. */
const LIVE_BUCKET = 100;

/** Cookies of the shopper's own besides the canary bucket (a session, a sign-in, a chosen city…). */
function hasOwnCookies(req) {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .some((name) => name !== '' && name !== BUCKET_COOKIE);
}

/** The favicons, the web app manifest and the sharing picture (public/): only these, a day in any cache. */
const PUBLIC_DIR = path.join(__dirname, '..', 'public');
const PUBLIC_FILES = new Set([
  '/favicon.ico',
  '/favicon.svg',
  '/favicon-32.png',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/site.webmanifest',
  '/og-image.png',
]);

/** How long the sitemaps may take: one is a range scan of up to 50 000 products. */
const SITEMAP_TIMEOUT_MS = 30_000;

/**
 * `/sitemap.xml` and `/sitemaps/<kind>-<n>.xml`: the API's sitemaps (api/src/modules/seo), asked with
 * the shop's public address so every link in them is the shop's; the caller's ETag goes along (304).
 */
function sitemapProxy(apiTarget, apiPath) {
  return async (req, res) => {
    const file = apiPath(req);
    const url = `${apiTarget}${file}?base=${encodeURIComponent(publicBase(req))}`;
    const etag = req.headers['if-none-match'];
    let response;
    try {
      response = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(SITEMAP_TIMEOUT_MS) });
    } catch {
      return res.status(503).setHeader('Retry-After', '60').type('text/plain; charset=utf-8').send('Карта сайта временно недоступна.');
    }
    for (const name of ['content-type', 'cache-control', 'etag']) {
      const value = response.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.status(response.status);
    if (!response.body || response.status === 304) return res.end();
    return Readable.fromWeb(response.body).pipe(res);
  };
}

/** robots.txt, the sitemaps and the files of public/, before the pages. */
function addSearchEngineRoutes(app, apiTarget) {
  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(robotsTxt(publicBase(req)));
  });
  app.get('/sitemap.xml', sitemapProxy(apiTarget, () => '/api/seo/sitemap.xml'));
  app.get(/^\/sitemaps\/[a-z]+-[1-9]\d{0,6}\.xml$/, sitemapProxy(apiTarget, (req) => `/api/seo${req.path}`));
  const files = express.static(PUBLIC_DIR, {
    index: false,
    dotfiles: 'ignore',
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=86400');
    },
  });
  app.use((req, res, next) => (PUBLIC_FILES.has(req.path) ? files(req, res, next) : next()));
}

/** How long the API's liveness answer is trusted by the shell's readiness: probes stay cheap for the API. */
const API_CHECK_FRESH_MS = 1000;

/** Whether the API answers its liveness probe; the answer is kept {@link API_CHECK_FRESH_MS}. */
function apiCheck(apiTarget, now = Date.now) {
  let last = { at: -Infinity, outcome: Promise.resolve('failed') };
  return () => {
    if (now() - last.at < API_CHECK_FRESH_MS) return last.outcome;
    const outcome = fetch(`${apiTarget}/api/health/live`, { signal: AbortSignal.timeout(1500) }).then(
      (response) => (response.ok ? 'ok' : 'failed'),
      () => 'unreachable',
    );
    last = { at: now(), outcome };
    return outcome;
  };
}

/**
 * Before every other middleware of the shell's server (shared-kit/tooling/start-app.cjs): its metrics
 * (metrics.cjs), timing every request, served on SHELL_METRICS_PORT when set (ADR 0050).
 */
function first(app) {
  const metrics = createShellMetrics({ defaultMetrics: true });
  app.locals.shellMetrics = metrics;
  app.use(metrics.middleware);
  startMetricsServer({ portVariable: 'SHELL_METRICS_PORT', read: metrics.read }).then(
    (server) => {
      if (!server) return;
      console.log(`[shell] metrics on ${process.env.METRICS_HOST || '127.0.0.1'}:${process.env.SHELL_METRICS_PORT}/metrics`);
      app.locals.operations.closers.push(() => new Promise((resolve) => server.close(resolve)));
    },
    (error) => {
      console.error(`[shell] the metrics server could not start: ${error.message}`);
      process.exit(1);
    },
  );
}

/**
 * The shell's own routes. Its readiness (shared-kit/tooling/server.cjs) also asks whether the API answers and
 * whether the render pool is up; its render workers are closed once the server has stopped.
 */
function addRoutes(app, { distDir, declarations = createDeclarationSource(), renderer = createRenderer({ distDir, metrics: app.locals.shellMetrics }) }) {
  const apiTarget = process.env.API_URL || 'http://127.0.0.1:3000';
  const indexFile = path.join(distDir, 'index.html');
  const { operations, shellMetrics } = app.locals;
  if (operations) {
    operations.checks.set('api', apiCheck(apiTarget));
    operations.checks.set('render', async () => renderer.state?.() ?? 'ok');
    operations.closers.push(() => renderer.close());
  }
  if (shellMetrics && renderer.stats) shellMetrics.watchRenderPool(() => renderer.stats());

  /**
   * The server-rendered page, or null. Rendered with the releases this visitor is composed with (the live
   * ones, or a canary for a visitor in its share), each composition in its own render worker (ADR 0036).
   */
  async function serverRendered(req, { remotes, route, html, base }) {
    return renderer.render({
      url: req.originalUrl,
      template: html,
      route,
      remotes,
      declarations: await declarations.declarationsOf(remotes, base),
      base,
      apiTarget,
      cookie: req.headers.cookie,
      // As the proxy of /api passes it: the chain so far, then who connected to this server.
      forwardedFor: [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
      publicBase: publicBase(req),
    });
  }

  // The registry's releases, on the shop's own origin (a CDN may serve RELEASES_BASE_URL instead): the
  // files of `<remote>/<version>/` and of its server build `server/` (ADR 0027), never the registry itself
  // or a release still being built.
  app.use('/releases', (req, res, next) =>
    /^\/mf-[a-z]+\/\d[^/]*\/(server\/)?[^/]+$/.test(req.path) ? next() : res.status(404).end(),
  );
  // Content-hashed release files never change; manifests, entries and declarations are revalidated. A
  // release keeps the brotli copies its build wrote.
  app.use('/releases', servePrecompressed(registryPaths().releasesDir, cacheHeaders));
  app.use(
    '/releases',
    express.static(registryPaths().releasesDir, {
      index: false,
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        setCacheHeaders(res, path.basename(filePath));
      },
    }),
  );

  // docs/product.md §2: drop a trailing slash, keep the query (the browser keeps the hash); the root is unchanged.
  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path !== '/' && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, (req.path.replace(/\/+$/, '') || '/') + query);
    }
    return next();
  });

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      res.json(remotesManifest(process.env, bucketOf(req, res, servedOverHttps(req))));
    } catch (error) {
      console.error(`[shell] ${error.message}`);
      res.status(500).json({ statusCode: 500, error: 'Internal Server Error', message: 'Не удалось загрузить разделы магазина' });
    }
  });

  addSearchEngineRoutes(app, apiTarget);

  /**
   * The page's head and status: the head its remote described from the data it rendered the page with
   * (ADR 0043), so that data is read once; a page the render says is unknown gets the not-found head.
   * Otherwise (no server render, a remote that gives no head, a render that failed or ran out of its
   * budget) the shell reads the page's data itself and builds the head from it, as before ADR 0043.
   */
  async function headOf(req, page, rendered) {
    const base = publicBase(req);
    const query = new URLSearchParams(req.originalUrl.slice(req.path.length).replace(/^\?/, ''));
    const described = rendered?.status === 200 ? metaOfRemoteHead(rendered.head, base) : null;
    if (described) return { status: 200, html: renderHead(described), complete: true };
    if (rendered?.status === 404) {
      return { status: 404, html: buildHead({ page, status: 404, data: null, path: req.path, query, base }).html, complete: true };
    }
    const loaded = await loadPageData(page, { apiTarget });
    // The API's clear "no" stands whatever the render made of it (a render short of time may not know).
    const status = loaded.status === 404 ? 404 : rendered ? rendered.status : loaded.status;
    const head = buildHead({
      page,
      status,
      data: loaded.data,
      reviews: loaded.reviews,
      path: req.path,
      query,
      base,
      organization: page.type === 'home' && status === 200 ? readOrganization() : null,
    });
    return { status, html: head.html, complete: loaded.complete };
  }

  /** The page's head and caching (seo/), with the server-rendered body when there is one. */
  async function pageAnswer(req, res, { remotes, routes, html, origin, perVisitor }) {
    const page = classifyPage(req.path, routes);
    res.locals.page = pageLabel(page, routeFor(routes, req.path));
    const rendered = await serverRendered(req, { remotes, route: routeFor(routes, req.path), html, base: origin });
    const head = await headOf(req, page, rendered);
    const cacheControl = cacheControlFor(page, {
      status: head.status,
      complete: head.complete && !(rendered?.degraded?.length > 0),
      // A page rendered with the shopper's own cookies (sign-in, session, city) may show who asked; while
      // a canary runs, the page is composed for the visitor's bucket.
      personalised: perVisitor || (Boolean(rendered) && hasOwnCookies(req)),
    });
    return { status: head.status, cacheControl, html: insertHead(rendered ? rendered.html : html, head.html) };
  }

  app.get(/.*/, async (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html')) return next();
    const https = servedOverHttps(req);
    const known = cookieBucket(req);
    let csp;
    let remotes;
    let perVisitor;
    let bucket;
    try {
      // While a canary runs, a new visitor is put in a bucket by the first page, which is composed (and
      // server-rendered) for that bucket; otherwise every newcomer gets the live composition, which may be
      // kept by shared caches.
      perVisitor = canaryRunning(process.env);
      bucket = known ?? (perVisitor ? Math.floor(Math.random() * 100) : LIVE_BUCKET);
      remotes = remotesManifest(process.env, bucket);
      csp = pagePolicy(process.env, https);
    } catch (error) {
      // Without a valid remotes configuration the page could not load its parts: say so, in the log too.
      console.error(`[shell] ${error.message}`);
      setPageSecurityHeaders(res, { csp: contentSecurityPolicy({ https }), https });
      return res.status(500).type('text/plain; charset=utf-8').send('Магазин временно недоступен. Попробуйте зайти позже.');
    }
    // Addresses on the shop's own origin (the registry's releases) are read from this server itself.
    const origin = `http://127.0.0.1:${req.socket.localPort}/`;
    const routes = await declarations.routesOf(remotes, origin);
    let html;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch (error) {
      return next(error);
    }
    const answer = await pageAnswer(req, res, { remotes, routes, html, origin, perVisitor });
    // A page kept by shared caches sets no cookie; the newcomer's bucket is then set by /remotes.json or
    // by the first page while a canary runs.
    if (known === null && answer.cacheControl !== PUBLIC_PAGE) setBucket(res, bucket === LIVE_BUCKET ? Math.floor(Math.random() * 100) : bucket, https);
    setPageSecurityHeaders(res, { csp, https });
    // A cache keys the page by the visitor's cookies: a page made for one bucket is never another's.
    res.vary('Cookie');
    res.status(answer.status).setHeader('Cache-Control', answer.cacheControl);
    return res.type('html').send(answer.html);
  });
}

module.exports = { addRoutes, first, pageLabel, remotesManifest, validateRemotes, pagePolicy, RemotesConfigError, pageStatus, isRemotePath, BUCKET_COOKIE };
