import cluster from 'node:cluster';
import type http from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { AggregatorRegistry, Registry } from 'prom-client';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { openPgDatabase } from './db/pg-database';
import { replicaWithFallback } from './db/replica-database';
import { seedIfEmpty } from './db/seed/seed';
import { DEFAULT_OPERATIONS_CONFIG } from './operations-config';
import { closeServer, startMetricsServer, type MetricsText } from './operations-server';

/** What a graceful stop may take beyond the configured delay and grace (closing the databases) before the process exits anyway. */
const CLOSING_MARGIN_MS = 5000;

/** The graceful stop's delay and grace (`SHUTDOWN_DELAY_MS`, `SHUTDOWN_GRACE_MS`; ADR 0050). */
function stopTimes(config: AppConfig): { delayMs: number; graceMs: number } {
  return {
    delayMs: config.shutdownDelayMs ?? DEFAULT_OPERATIONS_CONFIG.shutdownDelayMs,
    graceMs: config.shutdownGraceMs ?? DEFAULT_OPERATIONS_CONFIG.shutdownGraceMs,
  };
}

/** Serves the metrics when `API_METRICS_PORT` is set; null otherwise. A port that cannot be taken stops the start. */
async function metricsServerOf(config: AppConfig, read: () => Promise<MetricsText>, onError: (error: unknown) => void): Promise<http.Server | null> {
  if (!config.metricsPort) return null;
  return startMetricsServer({
    port: config.metricsPort,
    host: config.metricsHost ?? DEFAULT_OPERATIONS_CONFIG.metricsHost,
    token: config.metricsToken ?? null,
    read,
    onError,
  });
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY && hasPinoPretty();
  return {
    level: config.logLevel,
    // Header values may carry session and sign-in keys.
    redact: ['req.headers["x-authorization"]', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

function hasPinoPretty(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** How long a worker that died is waited for before it is started again (it doubles up to a minute while they keep dying). */
const RESTART_DELAY_MS = 1000;

/**
 * `API_WORKERS` > 1 (PostgreSQL only): this primary process migrates and seeds once, then runs the
 * workers, which share the port (node:cluster), starts again any that die, serves the metrics of all of
 * them in one scrape (prom-client's AggregatorRegistry), and on SIGINT/SIGTERM forwards the signal to
 * every worker, which stops gracefully, and waits for them (ADR 0021, ADR 0050).
 */
async function runPrimary(config: AppConfig): Promise<void> {
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    const seed = await seedIfEmpty(db, { productCount: config.seedProducts });
    if (seed.catalogueSeeded) console.log(`seeded ${seed.products} products in ${seed.durationMs} ms`);
  } finally {
    await db.close();
  }
  const aggregator = new AggregatorRegistry();
  const metricsServer = await metricsServerOf(
    config,
    async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }),
    (error) => console.error('The API workers\' metrics were not collected:', error instanceof Error ? error.message : error),
  );
  let stopping = false;
  let exitCode = 0;
  let delay = RESTART_DELAY_MS;
  const stopped = (): void => {
    void closeServer(metricsServer).then(() => process.exit(exitCode));
  };
  const fork = (): void => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) stopped();
        return;
      }
      delay = Date.now() - startedAt > 60_000 ? RESTART_DELAY_MS : Math.min(delay * 2, 60_000);
      console.error(`API worker ${worker.process.pid} stopped (${signal ?? code}); starting another in ${delay} ms`);
      setTimeout(fork, delay);
    });
  };
  for (let index = 0; index < (config.workers ?? 1); index += 1) fork();
  console.log(`API: ${config.workers} workers on ${config.host}:${config.port}`);
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`API: ${signal}: stopping the workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const { delayMs, graceMs } = stopTimes(config);
    setTimeout(() => {
      console.error('API: the workers did not stop in time; killed');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, delayMs + graceMs + CLOSING_MARGIN_MS + 1000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) stopped();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Starts the API: configuration, database, migrations, first-start seed, then HTTP. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if ((config.workers ?? 1) > 1 && cluster.isPrimary) {
    await runPrimary(config).catch((error: unknown) => {
      console.error('The API could not start:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
    return;
  }

  let db: Database | null = null;
  let readDb: Database | null = null;
  // Told once the app's logger exists; a replica that cannot be reached before that is logged by its first read after.
  let replicaState = (_inUse: boolean): void => undefined;
  const registry = new Registry();
  // A worker's metrics are collected by the primary, which serves them for all workers: an aggregator
  // made in a worker answers the primary's requests with this registry.
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }
  const app = await (async () => {
    db = await openDatabase(config);
    readDb = config.databaseReadUrl ? replicaWithFallback(await openPgDatabase(config.databaseReadUrl, { probe: false }), db, { onState: (inUse) => replicaState(inUse) }) : null;
    const built = await buildApp({
      config,
      db,
      readDb: readDb ?? undefined,
      logger: loggerOptions(config),
      metrics: { registry, defaultMetrics: true },
    });
    const log = built.log;
    replicaState = (inUse) =>
      inUse ? log.info('the read replica answers again: catalogue reads go to it') : log.warn('the read replica cannot be reached: catalogue reads go to the primary');
    log.info({ engine: db.engine, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'database opened');
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
    const seed = await seedIfEmpty(db, { productCount: config.seedProducts });
    if (seed.catalogueSeeded || seed.contentSeeded) {
      log.info({ products: seed.products, durationMs: seed.durationMs }, `seeded ${seed.products} products in ${seed.durationMs} ms`);
    }
    if (seed.selectionsSeeded.length) log.info({ selections: seed.selectionsSeeded }, 'selections seeded');
    if (seed.reviews) log.info({ reviews: seed.reviews, reviewMedia: seed.reviewMedia }, `seeded ${seed.reviews} reviews`);
    return built;
  })().catch(async (error: unknown) => {
    console.error('The API could not start:', error instanceof Error ? error.message : error);
    await (db as Database | null)?.close().catch(() => undefined);
    await (readDb as Database | null)?.close().catch(() => undefined);
    process.exit(1);
  });

  let metricsServer: http.Server | null = null;
  let stopping = false;
  /**
   * The graceful stop (ADR 0050): readiness answers 503 at once; after `SHUTDOWN_DELAY_MS` (the
   * balancer's time to notice) the port stops accepting, requests in flight get `SHUTDOWN_GRACE_MS` to
   * finish (then their connections are closed and the process exits 1), and the databases are closed.
   */
  const stop = (signal: NodeJS.Signals): void => {
    // A terminal sends Ctrl-C to the whole process group, and the start script forwards it as well:
    // the second signal must not cut the graceful stop short.
    if (stopping) return;
    stopping = true;
    app.lifecycle.draining = true;
    const { delayMs, graceMs } = stopTimes(config);
    app.log.info({ signal, delayMs, graceMs }, 'stopping: readiness answers 503');
    setTimeout(() => {
      app.log.error('graceful stop timed out');
      process.exit(1);
    }, delayMs + graceMs + CLOSING_MARGIN_MS).unref();
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      let cut = false;
      const grace = setTimeout(() => {
        cut = true;
        app.log.warn({ graceMs }, 'requests still in flight after the grace time: their connections are closed');
        app.server.closeAllConnections();
      }, graceMs);
      // Stops accepting, waits for the requests in flight, then runs the plugins' own closing.
      await app.close();
      clearTimeout(grace);
      await closeServer(metricsServer);
      await (db as Database | null)?.close();
      await (readDb as Database | null)?.close();
      app.log.info('stopped');
      process.exit(cut ? 1 : 0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The shop's port, then (one process only: a cluster's primary serves its workers') the metrics' port.
  const listeners: Array<{ address: string; listen: () => Promise<unknown> }> = [
    { address: `${config.host}:${config.port}`, listen: () => app.listen({ port: config.port, host: config.host }) },
  ];
  if (!cluster.isWorker && config.metricsPort) {
    listeners.push({
      address: `${config.metricsHost}:${config.metricsPort} (API_METRICS_PORT)`,
      listen: async () => {
        metricsServer = await metricsServerOf(
          config,
          async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
          (error) => app.log.error({ err: error }, 'the metrics were not collected'),
        );
        app.log.info(`metrics on ${config.metricsHost}:${config.metricsPort}/metrics`);
      },
    });
  }
  for (const { address, listen } of listeners) {
    try {
      await listen();
    } catch (error) {
      // Typically the port is taken. Close the database properly: a PGlite folder left open is damaged.
      app.log.error({ err: error }, `cannot listen on ${address}`);
      console.error(`The API could not listen on ${address}: ${error instanceof Error ? error.message : error}`);
      await app.close();
      await (db as Database | null)?.close();
      await (readDb as Database | null)?.close();
      process.exit(1);
    }
  }
}

void main();
