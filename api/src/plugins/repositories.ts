import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { createAccountsRepository, type AccountsRepository } from '../modules/accounts/index';
import { addressBookOn, type AddressBook } from '../modules/addresses/index';
import { createCartRepository, type CartRepository } from '../modules/cart/index';
import { dropUnqualifiedGift } from '../modules/cart/index';
import { createPromoCodeRepository, type PromoCodeRepository } from '../modules/cart/index';
import { createOrdersRepository, type OrdersRepository } from '../modules/checkout/index';
import { createCatalogRepository, type CatalogRepository } from '../modules/catalog/index';
import { createCitiesRepository, type CitiesRepository } from '../modules/cities/index';
import { createFormGuardRepository, type FormGuardRepository } from '../modules/captcha/index';
import { createConsentsRepository, type ConsentsRepository } from '../modules/consents/index';
import { createContentRepository, type ContentRepository } from '../modules/content/index';
import { createFavouritesRepository, type FavouritesRepository } from '../modules/favourites/index';
import { createFeedbackRepository, type FeedbackRepository } from '../modules/feedback/index';
import { createSubscriptionsRepository, type SubscriptionsRepository } from '../modules/subscriptions/index';
import { createOutboxRepository, type OutboxRepository } from '../modules/mail/index';
import { createPaymentsRepository, type PaymentsRepository } from '../modules/payments/index';
import { createReviewsRepository, type ReviewsRepository } from '../modules/reviews/index';
import { createSearchRepository, type SearchRepository } from '../modules/search/index';
import { createShowcaseRepository, type ShowcaseRepository } from '../modules/showcase/index';
import { createVisitsRepository, type VisitsRepository } from '../modules/catalog/index';
import { createWaitlistRepository, type WaitlistRepository } from '../modules/waitlist/index';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits-repository';

/** Every repository of the API; the only code that writes SQL. */
export interface Repositories {
  accounts: AccountsRepository;
  /** The customers' address books. */
  addresses: AddressBook;
  cart: CartRepository;
  catalog: CatalogRepository;
  cities: CitiesRepository;
  consents: ConsentsRepository;
  content: ContentRepository;
  favourites: FavouritesRepository;
  feedback: FeedbackRepository;
  /** Form rate limits and spent captcha tokens. */
  formGuard: FormGuardRepository;
  /** Per-address limits and the HTTP Basic sign-in limits (ADR 0034). */
  limits: RateLimitsRepository;
  subscriptions: SubscriptionsRepository;
  /** The development outbox of letters. */
  outbox: OutboxRepository;
  orders: OrdersRepository;
  /** Online payments of orders. */
  payments: PaymentsRepository;
  promos: PromoCodeRepository;
  reviews: ReviewsRepository;
  search: SearchRepository;
  showcase: ShowcaseRepository;
  visits: VisitsRepository;
  waitlist: WaitlistRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    repositories: Repositories;
    /** Where the public catalogue reads go: the replica of `DATABASE_READ_URL`, else the database itself. */
    readDb: Database;
    /** The repositories over {@link FastifyInstance.readDb}: only for the kept public reads (ADR 0021). */
    readRepositories: Repositories;
  }
}

/** Builds the repositories over one database. */
export function createRepositories(db: Database): Repositories {
  return {
    accounts: createAccountsRepository(db),
    addresses: addressBookOn(db),
    cart: createCartRepository(db, dropUnqualifiedGift),
    catalog: createCatalogRepository(db),
    cities: createCitiesRepository(db),
    consents: createConsentsRepository(db),
    content: createContentRepository(db),
    favourites: createFavouritesRepository(db),
    feedback: createFeedbackRepository(db),
    formGuard: createFormGuardRepository(db),
    limits: createRateLimitsRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    outbox: createOutboxRepository(db),
    orders: createOrdersRepository(db, dropUnqualifiedGift),
    payments: createPaymentsRepository(db),
    promos: createPromoCodeRepository(db),
    reviews: createReviewsRepository(db),
    search: createSearchRepository(db),
    showcase: createShowcaseRepository(db),
    visits: createVisitsRepository(db),
    waitlist: createWaitlistRepository(db),
  };
}

/** Decorates the app with its configuration, database (and read replica) and repositories. */
export const repositoriesPlugin = fp<{ config: AppConfig; db: Database; readDb?: Database }>(
  async (app, options) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    const repositories = createRepositories(options.db);
    app.decorate('repositories', repositories);
    app.decorate('readDb', options.readDb ?? options.db);
    app.decorate('readRepositories', options.readDb ? createRepositories(options.readDb) : repositories);
  },
  { name: 'repositories' },
);
