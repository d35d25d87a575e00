import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { mailPlugin } from './modules/mail/index';
import { reviewModerationPlugin } from './modules/moderation/index';
import { orderLifecyclePlugin } from './modules/orders/index';
import { paymentsPlugin } from './modules/payments/index';
import { searchEnginePlugin } from './modules/search/index';
import { restockLettersPlugin } from './modules/waitlist/index';
import { registerModuleRoutes } from './module-routes';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { hostileInputPlugin } from './plugins/hostile-input';
import { identityPlugin } from './plugins/identity';
import { operationsPlugin } from './plugins/operations';
import { publicCachePlugin } from './plugins/public-cache';
import { repositoriesPlugin } from './plugins/repositories';
import { swaggerPlugin } from './plugins/swagger';
import { sharedSchemas } from './shared/schemas';

/** What the app is built from; the database is opened (and later closed) by the caller. */
export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** A replica the public catalogue reads go to (`DATABASE_READ_URL`); the caller opens and closes it. */
  readDb?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The registry the metrics go to (a new one when absent) and whether Node's own metrics are collected (ADR 0050). */
  metrics?: { registry?: Registry; defaultMetrics?: boolean };
}

/**
 * Builds the Fastify app, in three steps whose order matters:
 *
 * 1. the app's own plugins, which decorate the app for everything after them: Swagger first (it must
 *    see every route), the shared schemas, the error handler, the hostile-input guard, the
 *    repositories (config, database), identity (who asks), the public cache, and the metrics and
 *    readiness state (plugins/operations.ts, ADR 0050), whose hook times every route after it;
 * 2. the modules' infrastructure plugins (`modules/<name>/…-plugin.ts`), listed here because they
 *    depend on one another: mail first (the others send letters), then the order life cycle and review
 *    moderation (they send letters), payments, the search engine (it drops the kept popular requests of
 *    the public cache) and the waitlist letters job. Each names what it needs (`fastify-plugin`'s
 *    `dependencies`), so a wrong order stops the start;
 * 3. the routes of every module, discovered: each `modules/<name>/routes.ts` exports `<name>Routes`,
 *    registered in the order of the folders' names ({@link registerModuleRoutes}). A new module's routes
 *    need no line here (ADR 0025).
 */
export async function buildApp({ config, db, readDb, logger = false, metrics = {} }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Behind the shop's web server (or a balancer) the client's address comes in X-Forwarded-For.
    trustProxy: config.trustProxy,
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      // Full product slugs are long; validation, not the router, decides what is too long.
      maxParamLength: 4096,
    },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    bodyLimit: 256 * 1024,
  });

  // 1. The app's own plugins.
  await app.register(swaggerPlugin);

  for (const schema of sharedSchemas) app.addSchema(schema);
  await app.register(errorHandlerPlugin);
  await app.register(hostileInputPlugin);
  await app.register(repositoriesPlugin, { config, db, readDb });
  await app.register(identityPlugin);
  await app.register(publicCachePlugin, { maxBytes: (config.publicCacheMb ?? 64) * 1024 * 1024 });
  await app.register(operationsPlugin, metrics);

  // 2. The modules' infrastructure plugins, in the order of what they need.
  await app.register(mailPlugin);
  await app.register(orderLifecyclePlugin);
  await app.register(reviewModerationPlugin);
  await app.register(paymentsPlugin);
  await app.register(searchEnginePlugin);
  await app.register(restockLettersPlugin);

  // 3. Every module's routes, discovered.
  await registerModuleRoutes(app);

  await app.ready();
  return app;
}
