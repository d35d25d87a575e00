// The small Node server every app of the shop is served by: static files with the right cache
// headers, gzip, CORS for remotes (their files are loaded from the shell's origin) and `/api` proxied
// to the API so the page and the API share an origin.
const path = require('node:path');
const fs = require('node:fs');
const http = require('node:http');
const https = require('node:https');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { servePrecompressed } = require('./precompress.cjs');
const { portVariableOf } = require('./apps.cjs');

/** Connections to the API: kept open between calls, a bounded number of them. */
const KEEP_ALIVE = { keepAlive: true, maxSockets: 128, maxFreeSockets: 16 };

/**
 * Origins the captcha providers load their script, frames and calls from, by `CAPTCHA_PROVIDER` (the
 * API's variable: the shop's servers share one environment). The development provider needs none.
 */
const CAPTCHA_ORIGINS = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  smartcaptcha: ['https://smartcaptcha.yandexcloud.net'],
};

/** Features no page of the shop uses, switched off for every frame of it (and for anything injected). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The Content-Security-Policy of the shop's pages: scripts only from the shop's own origin and the
 * remotes' origins (plus the captcha provider's, when one is configured), never inline and never
 * `eval`; styles may be inline (React's `style` attributes and the page's first-paint `<style>`);
 * nothing may frame the shop.
 * @param {object} options
 * @param {string[]} [options.remoteOrigins] origins of the remotes' manifests (their code and styles)
 * @param {string[]} [options.captchaOrigins] the captcha provider's origins
 * @param {boolean} [options.https] the page is served over https (then http sub-resources are upgraded)
 */
function contentSecurityPolicy({ remoteOrigins = [], captchaOrigins = [], https = false } = {}) {
  const list = (...items) => [...new Set(items.flat())].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list(`'self'`, remoteOrigins, captchaOrigins)}`,
    `connect-src ${list(`'self'`, remoteOrigins, captchaOrigins)}`,
    `style-src ${list(`'self'`, `'unsafe-inline'`, remoteOrigins)}`,
    `img-src ${list(`'self'`, 'data:', 'blob:', remoteOrigins, captchaOrigins)}`,
    `font-src ${list(`'self'`, 'data:', remoteOrigins)}`,
    `frame-src ${captchaOrigins.length > 0 ? list(captchaOrigins) : `'none'`}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The headers of an HTML page of the shop: its CSP, no framing, no sniffing, the referrer policy, the
 * permissions policy, and HSTS when the page is served over https.
 * @param {import('express').Response} res
 * @param {{ csp: string, https: boolean }} options
 */
function setPageSecurityHeaders(res, { csp, https }) {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * The shop's JSON error answer, in the API's shape (`api/src/plugins/error-handler.ts`), for what this
 * server answers itself instead of the API.
 * @param {number} statusCode
 * @param {string} message Russian, shown to the customer
 * @param {string} [code]
 */
function errorBody(statusCode, message, code) {
  return JSON.stringify({
    statusCode,
    error: http.STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
  });
}

/** The API's messages for the requests Node refuses before any handler (`api/src/shared/messages.ts`). */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Слишком большие заголовки запроса'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Истекло время ожидания запроса'],
};

/**
 * Requests Node refuses before express sees them (an address or headers over Node's 16 KB, a malformed
 * request line): answered like the API answers them, in the shop's JSON with a Russian message, instead of
 * Node's bare status line. The connection is closed after it.
 * @param {Error & { code?: string }} error
 * @param {import('node:net').Socket} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already begun on this connection cannot be followed by another.
  if (!socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code] ?? [400, 'Некорректный запрос'];
  const body = errorBody(status, message, 'BAD_REQUEST');
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The HTTP server of an app: the express app plus {@link answerClientError}. Node's limit on the size of
 * the headers (16 KB, the address included) is the API's too, so an address the API would refuse is
 * refused here with the API's own answer.
 * @param {import('express').Express} app
 */
function createHttpServer(app) {
  const server = http.createServer(app);
  server.on('clientError', answerClientError);
  return server;
}

/**
 * After a proxied call failed: ends the browser's request so that its connection is never left behind a
 * body nobody reads (the next request on a kept-alive connection would wait for it, then be reset), and
 * answers 502 unless the API's answer has begun. A body still coming is read and dropped, and the
 * connection is closed after the answer.
 * @param {Error} error
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse | import('node:net').Socket} res
 * @param {import('node:http').IncomingMessage} [upstreamAnswer] the API's answer, when it came
 */
function endFailedProxyCall(error, req, res, upstreamAnswer) {
  const bodyUnread = !req.complete;
  if (bodyUnread) {
    req.unpipe();
    req.resume();
  }
  // A WebSocket upgrade gives a socket: nothing can be answered on it.
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.writableEnded) return;
  if (upstreamAnswer || res.headersSent) {
    // The API answered before its connection broke (it refused a body it would not read, say): its whole
    // answer is passed on as it came; one cut short cannot be finished, so the connection is dropped.
    if (bodyUnread && !res.headersSent) res.setHeader('connection', 'close');
    if (!upstreamAnswer?.complete) res.destroy();
    return;
  }
  res.writeHead(502, {
    'content-type': 'application/json; charset=utf-8',
    ...(bodyUnread ? { connection: 'close' } : {}),
  });
  res.end(errorBody(502, 'Сервис временно недоступен'));
}

/** The largest rest of a body this server reads and drops after the API answered without it (16 MB). */
const DROPPED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The API answered while the browser was still sending the body (it refused it: 413, 415, 401…). The API
 * will not read the rest, so once its answer is passed on, the call to the API is ended and the rest of
 * the body is read here and dropped: the browser's kept-alive connection then carries its next request
 * at once (left alone, it waited behind the unread body until the idle timeout reset it). A body whose
 * length is unknown or over {@link DROPPED_BODY_BYTES} gets `Connection: close` instead.
 * @param {import('node:http').IncomingMessage} proxyRes
 * @param {import('node:http').IncomingMessage} req
 */
function dropBodyAfterEarlyAnswer(proxyRes, req) {
  const declared = Number(req.headers['content-length']);
  // Set on the API's answer: its headers are copied onto the browser's answer after this runs.
  if (!(Number.isInteger(declared) && declared <= DROPPED_BODY_BYTES)) proxyRes.headers.connection = 'close';
  proxyRes.once('end', () => {
    if (req.complete) return;
    req.unpipe();
    proxyRes.req.destroy();
    req.resume();
  });
}

/** Content-hashed build files (`540.23975487.js`) never change: everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z.]+$/;

/** The caching of a built file, by its path inside the build (`540.23975487.js`, `remoteEntry.js`). */
function cacheHeaders(relativePath) {
  return { 'Cache-Control': HASHED.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache' };
}

function setCacheHeaders(res, relativePath) {
  for (const [name, value] of Object.entries(cacheHeaders(relativePath))) res.setHeader(name, value);
}

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
  // Every answer (files, the proxied API, errors): no type sniffing, and no full addresses to other sites.
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  // Before the proxy: the API's JSON reaches the browser compressed too.
  app.use(compression());
  if (apiTarget) {
    /** The API's answer to each proxied request, once it came. */
    const upstreamAnswers = new WeakMap();
    app.use(
      createProxyMiddleware({
        target: apiTarget,
        pathFilter: '/api',
        changeOrigin: false,
        xfwd: true,
        // Connections to the API are kept and reused (without an agent every call opened its own).
        agent: apiTarget.startsWith('https:') ? new https.Agent(KEEP_ALIVE) : new http.Agent(KEEP_ALIVE),
        on: {
          // `Connection` is between the browser and this server; toward the API the agent keeps its own.
          proxyReq(proxyReq) {
            proxyReq.removeHeader('connection');
          },
          proxyRes(proxyRes, req) {
            upstreamAnswers.set(req, proxyRes);
            if (!req.complete) dropBodyAfterEarlyAnswer(proxyRes, req);
          },
          // The API may answer before it read the body (413, 415) and close its connection while the body
          // is still being sent: its answer, when it came, is what the browser gets, never a 502 over it.
          error(error, req, res) {
            endFailedProxyCall(error, req, res, upstreamAnswers.get(req));
          },
        },
      }),
    );
  }
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
  // The brotli copy a production build wrote beside a file, to a browser that takes brotli; else the file.
  app.use(servePrecompressed(distDir, cacheHeaders));
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        setCacheHeaders(res, path.relative(distDir, filePath).split(path.sep).join('/'));
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
  const variable = portVariableOf(config.container);
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
  const server = createHttpServer(app).listen(port, host, () => {
    console.log(`[${label}] http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

module.exports = {
  createAppServer,
  createHttpServer,
  readShopConfig,
  portOf,
  listen,
  contentSecurityPolicy,
  setPageSecurityHeaders,
  cacheHeaders,
  setCacheHeaders,
  servePrecompressed,
  CAPTCHA_ORIGINS,
};
