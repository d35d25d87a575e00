import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
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

  let db: Database | null = null;
  const app = await (async () => {
    db = await openDatabase(config);
    const built = await buildApp({ config, db, logger: loggerOptions(config) });
    const log = built.log;
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
    process.exit(1);
  }
}

void main();
