// Routes the shell's server adds before its static files: the trailing-slash redirect, the runtime
// remotes manifest (from configuration, validated), and the HTML of every page with the right HTTP
// status (404 for unknown addresses) and its security headers (CSP built from the same configuration).
const fs = require('node:fs');
const path = require('node:path');
const { createDeclarationSource, routeFor } = require('./declarations.cjs');

const express = require('express');
const { CAPTCHA_ORIGINS, contentSecurityPolicy, setPageSecurityHeaders } = require('shared-kit/tooling/server');
const { readRegistry, registryPaths, resolveManifests, servedManifests } = require('shared-kit/tooling/registry');

const REMOTE_PORTS = { mf_catalog: 8081, mf_checkout: 8082, mf_account: 8083, mf_search: 8084 };
const REMOTE_NAMES = Object.keys(REMOTE_PORTS);
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
 * Asks the API whether what an address names exists. Only a clear "no" (404, or 400 for a malformed
 * slug) counts: an API that is slow or down leaves the page to say what is wrong.
 */
async function apiKnows(apiTarget, apiPath) {
  try {
    const response = await fetch(`${apiTarget}${apiPath}`, { signal: AbortSignal.timeout(2000) });
    return response.status !== 404 && response.status !== 400;
  } catch {
    return true;
  }
}

/** Pages whose existence the API decides: a product, a category, and the final catch-all content page. */
const LOOKUPS = [
  [/^\/products\/(.+)$/i, (rest) => `/api/products/${rest}`],
  [/^\/category\/(.+)$/i, (rest) => `/api/category/${rest}?pageSize=1`],
];

/** HTTP status of a page address: 200 for what exists, 404 for unknown addresses, products and pages. */
async function pageStatus(pathname, apiTarget, routes) {
  for (const [pattern, apiPath] of LOOKUPS) {
    const match = pattern.exec(pathname);
    if (match) return (await apiKnows(apiTarget, apiPath(match[1]))) ? 200 : 404;
  }
  if (isRemotePath(pathname, routes)) return 200;
  const slug = pathname.replace(/^\/+/, '');
  if (slug && !slug.includes('/')) {
    return (await apiKnows(apiTarget, `/api/pages/${encodeURIComponent(slug)}`)) ? 200 : 404;
  }
  return 404;
}

const SHOP_TITLE = 'Здоровье+';

/** HTML-escapes a declared title for the page's `<title>`. */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page's HTML with the title its owner declared («Корзина — Здоровье+»), until the page names itself. */
function withTitle(html, title) {
  if (!title) return html;
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} — ${SHOP_TITLE}`)}</title>`);
}

/** The cookie that keeps a shopper in one bucket (0–99) of the canaries, so a canary is theirs for good. */
const BUCKET_COOKIE = 'remote_bucket';
const BUCKET_MAX_AGE = 365 * 24 * 60 * 60;

/** The shopper's canary bucket from the cookie; a new shopper gets one at random, set on the answer. */
function bucketOf(req, res, https) {
  const match = /(?:^|;\s*)remote_bucket=(\d{1,2})(?:;|$)/.exec(req.headers.cookie ?? '');
  if (match) return Number(match[1]);
  const bucket = Math.floor(Math.random() * 100);
  res.append(
    'Set-Cookie',
    `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`,
  );
  return bucket;
}

/** Content-hashed release files never change; manifests, entries and declarations are revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z.]+$/;

function addRoutes(app, { distDir, declarations = createDeclarationSource() }) {
  const apiTarget = process.env.API_URL || 'http://127.0.0.1:3000';
  const indexFile = path.join(distDir, 'index.html');

  // The registry's releases, on the shop's own origin (a CDN may serve RELEASES_BASE_URL instead): the
  // files of `<remote>/<version>/`, never the registry itself or a release still being built.
  app.use('/releases', (req, res, next) => (/^\/mf-[a-z]+\/\d[^/]*\/[^/]+$/.test(req.path) ? next() : res.status(404).end()));
  app.use(
    '/releases',
    express.static(registryPaths().releasesDir, {
      index: false,
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  // Spec §2: drop a trailing slash, keep the query (the browser keeps the hash); the root is unchanged.
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

  app.get(/.*/, async (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html')) return next();
    const https = servedOverHttps(req);
    let csp;
    let remotes;
    try {
      remotes = remotesManifest(process.env, bucketOf(req, res, https));
      csp = pagePolicy(process.env, https);
    } catch (error) {
      // Without a valid remotes configuration the page could not load its parts: say so, in the log too.
      console.error(`[shell] ${error.message}`);
      setPageSecurityHeaders(res, { csp: contentSecurityPolicy({ https }), https });
      return res.status(500).type('text/plain; charset=utf-8').send('Магазин временно недоступен. Попробуйте зайти позже.');
    }
    // Addresses on the shop's own origin (the registry's releases) are read from this server itself.
    const routes = await declarations.routesOf(remotes, `http://127.0.0.1:${req.socket.localPort}/`);
    const status = await pageStatus(req.path, apiTarget, routes);
    let html;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch (error) {
      return next(error);
    }
    setPageSecurityHeaders(res, { csp, https });
    res.status(status).setHeader('Cache-Control', 'no-cache');
    return res.type('html').send(withTitle(html, status === 200 ? routeFor(routes, req.path)?.title : undefined));
  });
}

module.exports = { addRoutes, remotesManifest, validateRemotes, pagePolicy, RemotesConfigError, pageStatus, isRemotePath, BUCKET_COOKIE };
