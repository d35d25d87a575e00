import cluster from 'node:cluster';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { openPgDatabase } from './db/pg-database';
import { replicaWithFallback } from './db/replica-database';
import { seedIfEmpty } from './db/seed/seed';

/** Seconds a graceful stop may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

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
 * workers, which share the port (node:cluster), starts again any that die, and on SIGINT/SIGTERM
 * stops them all and waits for them (ADR 0021).
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
  let stopping = false;
  let delay = RESTART_DELAY_MS;
  const fork = (): void => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
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
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 1000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
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
  const app = await (async () => {
    db = await openDatabase(config);
    readDb = config.databaseReadUrl ? replicaWithFallback(await openPgDatabase(config.databaseReadUrl, { probe: false }), db, { onState: (inUse) => replicaState(inUse) }) : null;
    const built = await buildApp({ config, db, readDb: readDb ?? undefined, logger: loggerOptions(config) });
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

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // A terminal sends Ctrl-C to the whole process group, and the start script forwards it as well:
    // the second signal must not cut the graceful stop short.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      app.log.error('graceful stop timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    void (async () => {
      await app.close();
      await (db as Database | null)?.close();
      await (readDb as Database | null)?.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Typically the port is taken. Close the database properly: a PGlite folder left open is damaged.
    app.log.error({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    console.error(`The API could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`);
    await app.close();
    await (db as Database | null)?.close();
    await (readDb as Database | null)?.close();
    process.exit(1);
  }
}

void main();
