import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';

/** What the 1C exchange reports to the metrics (ADR 0018, ADR 0050); `kind` is `catalog` or `sale`. */
export interface ExchangeMetrics {
  /** A package (an uploaded file) is taken for import. */
  received(kind: 'catalog' | 'sale'): void;
  /** A package was imported, with the elements (products, offers, orders) it wrote. */
  imported(kind: 'catalog' | 'sale', rows: number): void;
  /** A package's import failed. */
  failed(kind: 'catalog' | 'sale'): void;
}

/** The API's metrics: its registry (served by the metrics server, server.ts) and what the modules report. */
export interface ApiMetrics {
  registry: Registry;
  exchange: ExchangeMetrics;
}

/** The process's state for the load balancer: once `draining`, readiness answers 503 (docs/operations.md). */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
    lifecycle: Lifecycle;
  }
}

/** Label of a request that matched no route: one label for every unknown address, never the address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a kept answer (a millisecond) to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route pattern of a request (`/api/products/:slug`), never its address: the labels stay bounded. */
function routeOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/** A counter of a running total kept elsewhere (the public cache's hits), read when scraped: it adds what the total grew by. */
function followingCounter(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      // A total that went back (a cache made again) starts over.
      this.inc(now >= seen ? now - seen : now);
      seen = now;
    },
  });
}

function poolGauges(registry: Registry, databases: () => Array<[string, Database]>): void {
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Connections of each database by state: total, idle, and waiting (checkouts or statements waiting for a connection; PGlite has one connection)',
    labelNames: ['database', 'engine', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, db] of databases()) {
        const stats = db.stats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ database: name, engine: db.engine, state }, stats[state]);
      }
    },
  });
}

/**
 * The API's Prometheus metrics (prom-client) and its readiness state (ADR 0050): a histogram and a counter
 * of the requests by method, route pattern and status class; the public cache's hits, misses and size;
 * the 1C exchange's packages, rows and failures; the database pools; Node's own metrics when
 * `defaultMetrics` (the server asks for them; tests build many apps in one process).
 */
export const operationsPlugin = fp<{ registry?: Registry; defaultMetrics?: boolean }>(
  async (app: FastifyInstance, options) => {
    const registry = options.registry ?? new Registry();
    if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status class', labelNames, registers: [registry] });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeOf(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    followingCounter(registry, 'shop_public_cache_hits_total', 'Public catalogue answers served from the kept copies (ADR 0020)', () => app.publicCache.stats().hits);
    followingCounter(registry, 'shop_public_cache_misses_total', 'Public catalogue answers that had to be read from the database', () => app.publicCache.stats().misses);
    new Gauge({
      name: 'shop_public_cache_bytes',
      help: 'Bytes of public catalogue answers kept by the process',
      registers: [registry],
      collect() {
        this.set(app.publicCache.stats().bytes);
      },
    });
    new Gauge({
      name: 'shop_public_cache_entries',
      help: 'Public catalogue answers kept by the process',
      registers: [registry],
      collect() {
        this.set(app.publicCache.stats().entries);
      },
    });

    const kind = ['kind'] as const;
    const received = new Counter({ name: 'shop_exchange_packages_received_total', help: '1C exchange packages (uploaded files) taken for import', labelNames: kind, registers: [registry] });
    const imported = new Counter({ name: 'shop_exchange_packages_imported_total', help: '1C exchange packages imported', labelNames: kind, registers: [registry] });
    const rows = new Counter({ name: 'shop_exchange_rows_imported_total', help: 'Elements (products, offers, orders) the 1C exchange imported', labelNames: kind, registers: [registry] });
    const failures = new Counter({ name: 'shop_exchange_failures_total', help: '1C exchange packages whose import failed', labelNames: kind, registers: [registry] });
    const exchange: ExchangeMetrics = {
      received: (name) => received.inc({ kind: name }),
      imported: (name, count) => {
        imported.inc({ kind: name });
        rows.inc({ kind: name }, count);
      },
      failed: (name) => failures.inc({ kind: name }),
    };

    poolGauges(registry, () => [['primary', app.db], ...(app.readDb !== app.db ? [['replica', app.readDb] as [string, Database]] : [])]);

    app.decorate('metrics', { registry, exchange });
    app.decorate('lifecycle', { draining: false });
  },
  { name: 'operations', dependencies: ['repositories', 'public-cache'] },
);
