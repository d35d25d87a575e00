// The small Node server every app of the shop is served by: static files with the right cache
// headers, gzip, CORS for remotes (their files are loaded from the shell's origin) and `/api` proxied
// to the API so the page and the API share an origin.
const path = require('node:path');
const fs = require('node:fs');
const { createHash, timingSafeEqual } = require('node:crypto');
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

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * Runs an app's readiness checks (each `name → () => Promise<outcome>`, an outcome `ok`, `off` or anything
 * else for not ready), each within {@link CHECK_TIMEOUT_MS}; a thrown check is `failed`, its error only logged.
 * @param {Map<string, () => Promise<string>>} checks
 */
async function runChecks(checks) {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]) => {
      let timer;
      try {
        const outcome = await Promise.race([
          check(),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
          }),
        ]);
        return [name, outcome];
      } catch (error) {
        console.warn(`[health] the readiness check ${name} failed: ${error instanceof Error ? error.message : error}`);
        return [name, 'failed'];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The probes of every app's server (ADR 0050, docs/operations.md): `/health/live` (the process answers),
 * `/health/ready` (its build is there, each check the app added answers, and it is not stopping: 503
 * otherwise) and the older `/healthz`. JSON, never cached.
 * @param {import('express').Express} app
 * @param {string} distDir
 */
function addProbes(app, distDir) {
  const noStore = (res) => res.setHeader('Cache-Control', 'no-store');
  app.get('/healthz', (_req, res) => {
    noStore(res);
    res.json({ ok: true });
  });
  app.get('/health/live', (_req, res) => {
    noStore(res);
    res.json({ status: 'ok' });
  });
  app.get('/health/ready', async (_req, res) => {
    noStore(res);
    const { operations } = app.locals;
    if (operations.draining) return res.status(503).json({ status: 'stopping', checks: {} });
    const checks = { build: fs.existsSync(distDir) ? 'ok' : 'missing', ...(await runChecks(operations.checks)) };
    const ready = Object.values(checks).every((outcome) => outcome === 'ok' || outcome === 'off');
    return res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not-ready', checks });
  });
}

/**
 * Creates an express app that serves a built app. `app.locals.operations` holds its state for the
 * probes and the graceful stop: `draining`, the readiness `checks` an app adds (name → check) and the
 * `closers` run once its server has stopped (ADR 0050).
 * @param {object} options
 * @param {string} options.distDir built files
 * @param {boolean} [options.cors] allow other origins (remotes)
 * @param {string} [options.apiTarget] where `/api` goes (http://127.0.0.1:3000)
 * @param {(app: import('express').Express) => void} [options.before] routes added before static files
 * @param {(app: import('express').Express) => void} [options.first] middleware added before any other (the shell's metrics)
 * @param {boolean} [options.spaFallback] answer unknown GETs that want HTML with index.html
 */
function createAppServer({ distDir, cors = false, apiTarget, before, first, spaFallback = true }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  app.locals.operations = { draining: false, checks: new Map(), closers: [] };
  if (first) first(app);
  // Every answer (files, the proxied API, errors): no type sniffing, and no full addresses to other sites.
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // While the process stops, each answer closes its connection: a balancer's kept connection that is
    // never idle (a request follows the last at once) would otherwise hold the stop until its grace ends.
    if (app.locals.operations.draining) res.setHeader('Connection', 'close');
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
  addProbes(app, distDir);
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

/**
 * Milliseconds of a graceful stop from `SHUTDOWN_DELAY_MS` (0: readiness answers 503 that long before the
 * port closes) and `SHUTDOWN_GRACE_MS` (10 000: what requests in flight get once it closed); the API reads
 * the same variables (ADR 0050).
 */
function stopTimes(env = process.env) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    if (!/^\d+$/.test(raw.trim()) || Number(raw) > 600_000) throw new Error(`${name} must be milliseconds from 0 to 600000, got "${raw}"`);
    return Number(raw);
  };
  return { delayMs: read('SHUTDOWN_DELAY_MS', 0), graceMs: read('SHUTDOWN_GRACE_MS', 10_000) };
}

/** The servers this process listens with ({@link listen}), stopped together by one signal. */
const running = new Set();
let stopping = false;

/**
 * Stops every server of the process gracefully (ADR 0050): readiness answers 503 at once; after the delay
 * each server stops accepting and closes its idle connections; requests in flight get the grace time
 * (then their connections are closed and the process exits 1); then each app's closers run (the shell's
 * render workers, its metrics server) and the process exits 0.
 */
function stopAll(signal, { delayMs, graceMs } = stopTimes()) {
  if (stopping) return;
  stopping = true;
  console.log(`[${signal}] stopping: readiness answers 503`);
  for (const { app } of running) app.locals.operations.draining = true;
  let cut = false;
  setTimeout(() => {
    const stops = [...running].map(
      ({ app, server }) =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        }).then(() => Promise.all(app.locals.operations.closers.map((close) => Promise.resolve().then(close).catch(() => undefined)))),
    );
    const grace = setTimeout(() => {
      cut = true;
      console.warn(`requests still in flight after ${graceMs} ms: their connections are closed`);
      for (const { server } of running) server.closeAllConnections();
    }, graceMs);
    void Promise.all(stops).then(() => {
      clearTimeout(grace);
      process.exit(cut ? 1 : 0);
    });
  }, delayMs);
  setTimeout(() => process.exit(1), delayMs + graceMs + 5000).unref();
}

/**
 * Starts listening; SIGINT or SIGTERM stops every server of the process gracefully ({@link stopAll}). A
 * connection kept open after its request does not hold the stop: Node closes it between requests.
 */
function listen(app, port, label, host = process.env.HOST || '0.0.0.0') {
  const times = stopTimes();
  const server = createHttpServer(app).listen(port, host, () => {
    console.log(`[${label}] http://localhost:${port}`);
  });
  running.add({ app, server });
  if (running.size === 1) {
    // `on`, not `once`: a second signal is ignored rather than killing the process mid-stop.
    process.on('SIGINT', () => stopAll('SIGINT', times));
    process.on('SIGTERM', () => stopAll('SIGTERM', times));
  }
  return server;
}

/** Whether an address reaches only this machine. */
function isLoopback(host) {
  return ['127.0.0.1', '::1', 'localhost'].includes(host) || /^127\./.test(host);
}

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time. */
function bearerMatches(header, token) {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The metrics server of an app's process (ADR 0050): `GET /metrics` on a port of its own (`portVariable`,
 * e.g. `SHELL_METRICS_PORT`; none when unset), on `METRICS_HOST` (127.0.0.1), asking for
 * `Authorization: Bearer $METRICS_TOKEN` when a token is set. Another address than the loopback without a
 * token is refused: shoppers never read the metrics. Resolves with the server, or null when not configured.
 * @param {{ portVariable: string, read: () => Promise<{ contentType: string, body: string }>, env?: NodeJS.ProcessEnv }} options
 */
function startMetricsServer({ portVariable, read, env = process.env }) {
  const portRaw = env[portVariable];
  if (portRaw === undefined || portRaw === '') return Promise.resolve(null);
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${portVariable} must be a port from 1 to 65535, got "${portRaw}"`);
  const host = env.METRICS_HOST || '127.0.0.1';
  const token = env.METRICS_TOKEN || null;
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  if (token === null && !isLoopback(host)) {
    throw new Error(`METRICS_HOST=${host} opens the metrics beyond this machine: set METRICS_TOKEN, the bearer token the scrapes must send`);
  }
  const json = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Метрики — GET /metrics' });
    }
    if (token !== null && !bearerMatches(req.headers.authorization, token)) {
      return json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Нужен токен метрик (METRICS_TOKEN)' }, { 'www-authenticate': 'Bearer' });
    }
    return read().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => json(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'Метрики не собраны' }),
    );
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

module.exports = {
  createAppServer,
  createHttpServer,
  readShopConfig,
  portOf,
  listen,
  stopAll,
  stopTimes,
  startMetricsServer,
  contentSecurityPolicy,
  setPageSecurityHeaders,
  cacheHeaders,
  setCacheHeaders,
  servePrecompressed,
  CAPTCHA_ORIGINS,
};
