import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

/** What a scrape answers: the metrics' text and its content type. */
export interface MetricsText {
  contentType: string;
  body: string;
}

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The metrics server (ADR 0050): `GET /metrics` on a port of its own, never the shop's, so neither the
 * shell's proxy of `/api` nor a balancer in front of the API lets shoppers read it. With a token every
 * scrape must send `Authorization: Bearer <token>` (401 otherwise); without one it is meant for the
 * loopback (the configuration refuses another address without a token). Resolves once it listens.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | null;
  read: () => Promise<MetricsText>;
  onError?: (error: unknown) => void;
}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Метрики — GET /metrics' });
      return;
    }
    if (options.token !== null && !bearerMatches(req.headers.authorization, options.token)) {
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Нужен токен метрик (METRICS_TOKEN)' }, { 'www-authenticate': 'Bearer' });
      return;
    }
    options.read().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        options.onError?.(error);
        json(res, 500, { statusCode: 500, error: 'Internal Server Error', message: 'Метрики не собраны' });
      },
    );
  });
  // A scrape is one short request: nothing is kept open that would hold a stopping process.
  server.keepAliveTimeout = 1000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Closes a server, its idle connections at once. */
export function closeServer(server: http.Server | null): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
