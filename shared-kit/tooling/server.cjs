// The small Node server every app of the shop is served by: static files with the right cache
// headers, gzip, CORS for remotes (their files are loaded from the shell's origin) and `/api` proxied
// to the API so the page and the API share an origin.
const path = require('node:path');
const fs = require('node:fs');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');

/** Content-hashed build files (`540.23975487.js`) never change: everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z.]+$/;

/**
 * Creates an express app that serves a built app.
 * @param {object} options
 * @param {string} options.distDir built files
 * @param {boolean} [options.cors] allow other origins (remotes)
 * @param {string} [options.apiTarget] where `/api` goes (http://127.0.0.1:3000)
 * @param {(app: import('express').Express) => void} [options.before] routes added before static files
 * @param {boolean} [options.spaFallback] answer unknown GETs that want HTML with index.html
 */
function createAppServer({ distDir, cors = false, apiTarget, before, spaFallback = true }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  if (apiTarget) {
    app.use(
      createProxyMiddleware({
        target: apiTarget,
        pathFilter: '/api',
        changeOrigin: false,
        xfwd: true,
        on: {
          error(error, _req, res) {
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
            }
            res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'Сервис временно недоступен' }));
          },
        },
      }),
    );
  }
  app.use(compression());
  if (cors) {
    app.use((req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') return res.sendStatus(204);
      return next();
    });
  }
  app.get('/healthz', (_req, res) => res.json({ ok: true }));
  if (before) before(app);
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath).split(path.sep).join('/');
        if (HASHED.test(rel)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  if (spaFallback) {
    const indexFile = path.join(distDir, 'index.html');
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html') || path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(indexFile);
    });
  }
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  return app;
}

/** Reads the app's package.json (`shop.container`, `shop.port`). */
function readShopConfig(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { name: pkg.name, container: pkg.shop.container, port: pkg.shop.port };
}

/** Port of an app: `PORT` for the shell, `MF_CATALOG_PORT` and so on for remotes. */
function portOf(config, env = process.env) {
  const variable = config.container === 'shell' ? 'PORT' : `${config.container.toUpperCase()}_PORT`;
  const value = env[variable];
  if (value === undefined || value === '') return config.port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number, got "${value}"`);
  }
  return port;
}

/** Starts listening and stops cleanly on SIGINT/SIGTERM. */
function listen(app, port, label, host = process.env.HOST || '0.0.0.0') {
  const server = app.listen(port, host, () => {
    console.log(`[${label}] http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

module.exports = { createAppServer, readShopConfig, portOf, listen };
