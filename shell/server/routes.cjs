// Routes the shell's server adds before its static files: the trailing-slash redirect, the runtime
// remotes manifest (from configuration, validated), and the HTML of every page with the right HTTP
// status (404 for unknown addresses) and its security headers (CSP built from the same configuration).
const fs = require('node:fs');
const path = require('node:path');
const { createDeclarationSource, routeFor } = require('./declarations.cjs');

const { CAPTCHA_ORIGINS, contentSecurityPolicy, setPageSecurityHeaders } = require('shared-kit/tooling/server');

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

/**
 * Checks a remotes map: exactly the four known remotes, each an https URL, or http on the loopback
 * (development and tests), without credentials. Throws {@link RemotesConfigError} listing every problem.
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
    if (typeof value !== 'string') {
      problems.push(`${source}: ${name} is missing`);
      continue;
    }
    let url;
    try {
      url = new URL(value);
    } catch {
      problems.push(`${source}: ${name} is not a URL: "${value}"`);
      continue;
    }
    const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !loopbackHttp) problems.push(`${source}: ${name} must be https (or http on localhost), got "${value}"`);
    if (url.username || url.password) problems.push(`${source}: ${name} must not carry credentials`);
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
function remotesManifest(env = process.env) {
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
  const remoteOrigins = Object.values(remotesManifest(env)).map((url) => new URL(url).origin);
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

function addRoutes(app, { distDir, declarations = createDeclarationSource() }) {
  const apiTarget = process.env.API_URL || 'http://127.0.0.1:3000';
  const indexFile = path.join(distDir, 'index.html');

  // Spec §2: drop a trailing slash, keep the query (the browser keeps the hash); the root is unchanged.
  app.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path !== '/' && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      return res.redirect(301, (req.path.replace(/\/+$/, '') || '/') + query);
    }
    return next();
  });

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      res.json(remotesManifest());
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
      remotes = remotesManifest();
      csp = pagePolicy(process.env, https);
    } catch (error) {
      // Without a valid remotes configuration the page could not load its parts: say so, in the log too.
      console.error(`[shell] ${error.message}`);
      setPageSecurityHeaders(res, { csp: contentSecurityPolicy({ https }), https });
      return res.status(500).type('text/plain; charset=utf-8').send('Магазин временно недоступен. Попробуйте зайти позже.');
    }
    const routes = await declarations.routesOf(remotes);
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

module.exports = { addRoutes, remotesManifest, validateRemotes, pagePolicy, RemotesConfigError, pageStatus, isRemotePath };
