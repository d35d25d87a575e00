// Routes the shell's server adds before its static files: the trailing-slash redirect, the runtime
// remotes manifest, and the HTML of every page with the right HTTP status (404 for unknown addresses).
const fs = require('node:fs');
const path = require('node:path');
const routePrefixes = require('shared-kit/route-prefixes.json');

const REMOTE_PORTS = { mf_catalog: 8081, mf_checkout: 8082, mf_account: 8083, mf_search: 8084 };

/** `/remotes.json`: from the file named by REMOTES_FILE (read on every request), else from the ports. */
function remotesManifest(req, env = process.env) {
  if (env.REMOTES_FILE) return JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
  const host = env.REMOTES_HOST || req.hostname || 'localhost';
  const manifest = {};
  for (const [name, port] of Object.entries(REMOTE_PORTS)) {
    const configured = env[`${name.toUpperCase()}_URL`];
    manifest[name] = configured || `http://${host}:${env[`${name.toUpperCase()}_PORT`] || port}/mf-manifest.json`;
  }
  return manifest;
}

/** A route pattern of spec §2 (`/category/*`) as a case-insensitive regular expression. */
function patternToRegex(pattern) {
  if (pattern === '/') return /^\/$/;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.endsWith('/*') ? `${escaped.slice(0, -2)}(/.*)?` : escaped}$`, 'i');
}

const OWNED = Object.values(routePrefixes).flat().map(patternToRegex);

/** Whether a path belongs to a remote's pages. */
function isRemotePath(pathname) {
  return OWNED.some((regex) => regex.test(pathname));
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
async function pageStatus(pathname, apiTarget) {
  for (const [pattern, apiPath] of LOOKUPS) {
    const match = pattern.exec(pathname);
    if (match) return (await apiKnows(apiTarget, apiPath(match[1]))) ? 200 : 404;
  }
  if (isRemotePath(pathname)) return 200;
  const slug = pathname.replace(/^\/+/, '');
  if (slug && !slug.includes('/')) {
    return (await apiKnows(apiTarget, `/api/pages/${encodeURIComponent(slug)}`)) ? 200 : 404;
  }
  return 404;
}

function addRoutes(app, { distDir }) {
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

  app.get('/remotes.json', (req, res) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      res.json(remotesManifest(req));
    } catch (error) {
      console.error('[shell] remotes manifest unreadable', error);
      res.status(500).json({ statusCode: 500, error: 'Internal Server Error', message: 'remotes.json unreadable' });
    }
  });

  app.get(/.*/, async (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html')) return next();
    const status = await pageStatus(req.path, apiTarget);
    res.status(status).setHeader('Cache-Control', 'no-cache');
    return res.sendFile(indexFile);
  });
}

module.exports = { addRoutes, remotesManifest, pageStatus, isRemotePath };
