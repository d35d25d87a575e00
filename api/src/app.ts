import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { accountsRoutes } from './modules/accounts/routes';
import { personalTopRoutes } from './modules/accounts/personal-top-routes';
import { productsReviewRoutes } from './modules/accounts/products-review-routes';
import { bonusesRoutes } from './modules/bonuses/routes';
import { cartRoutes } from './modules/cart/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { citiesRoutes } from './modules/cities/routes';
import { visitedRoutes } from './modules/catalog/visited-routes';
import { contentRoutes } from './modules/content/routes';
import { exchangeRoutes } from './modules/exchange/routes';
import { favouritesRoutes } from './modules/favourites/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { feedsRoutes } from './modules/feeds/routes';
import { mailPlugin } from './modules/mail/mail-plugin';
import { mailRoutes } from './modules/mail/routes';
import { mediaRoutes } from './modules/media/routes';
import { reviewModerationPlugin } from './modules/moderation/moderation-plugin';
import { moderationRoutes } from './modules/moderation/routes';
import { operatorRoutes } from './modules/operators/routes';
import { orderLifecyclePlugin } from './modules/orders/order-lifecycle';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { paymentsRoutes } from './modules/payments/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { searchRoutes } from './modules/search/routes';
import { searchEnginePlugin } from './modules/search/search-engine';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { showcaseRoutes } from './modules/showcase/routes';
import { systemRoutes } from './modules/system/routes';
import { restockLettersPlugin } from './modules/waitlist/restock-letters-plugin';
import { waitlistRoutes } from './modules/waitlist/routes';
import { yandexIdRoutes } from './modules/yandex-id/routes';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { hostileInputPlugin } from './plugins/hostile-input';
import { identityPlugin } from './plugins/identity';
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
}

/**
 * Builds the Fastify app. Order matters: external plugins first (Swagger must see every route),
 * then the app's own plugins (schemas, errors, repositories, identity), then the route modules.
 */
export async function buildApp({ config, db, readDb, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
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

  await app.register(swaggerPlugin);

  for (const schema of sharedSchemas) app.addSchema(schema);
  await app.register(errorHandlerPlugin);
  await app.register(hostileInputPlugin);
  await app.register(repositoriesPlugin, { config, db, readDb });
  await app.register(identityPlugin);
  await app.register(publicCachePlugin, { maxBytes: (config.publicCacheMb ?? 64) * 1024 * 1024 });
  await app.register(mailPlugin);
  await app.register(orderLifecyclePlugin);
  await app.register(reviewModerationPlugin);
  await app.register(paymentsPlugin);
  await app.register(searchEnginePlugin);
  await app.register(restockLettersPlugin);

  await app.register(systemRoutes);
  await app.register(accountsRoutes);
  await app.register(contentRoutes);
  await app.register(catalogRoutes);
  await app.register(visitedRoutes);
  await app.register(searchRoutes);
  await app.register(showcaseRoutes);
  await app.register(reviewsRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentsRoutes);
  await app.register(bonusesRoutes);
  await app.register(productsReviewRoutes);
  await app.register(personalTopRoutes);
  await app.register(favouritesRoutes);
  await app.register(waitlistRoutes);
  await app.register(mediaRoutes);
  await app.register(mailRoutes);
  await app.register(citiesRoutes);
  await app.register(captchaRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(feedbackRoutes);
  await app.register(yandexIdRoutes);
  await app.register(exchangeRoutes);
  await app.register(operatorRoutes);
  await app.register(moderationRoutes);
  await app.register(feedsRoutes);

  await app.ready();
  return app;
}
