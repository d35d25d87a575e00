import path from 'node:path';
import { loadAddressConfig, type AddressProviderConfig } from './modules/addresses/index';
import { loadCaptchaConfig, type CaptchaConfig } from './modules/captcha/index';
import { loadExchangeConfig, type ExchangeConfig } from './modules/exchange/index';
import { loadFileStoreKind, type FileStoreKind } from './modules/files/index';
import { loadModerationMode } from './modules/moderation/index';
import type { ModerationMode } from './modules/moderation/index';
import { loadOperatorConfig, type OperatorConfig } from './modules/operators/index';
import { loadPaymentConfig, type PaymentConfig } from './modules/payments/index';
import { loadOperationsConfig, type OperationsConfig } from './operations-config';
import { loadScalingConfig, type ScalingConfig } from './scaling-config';
import { loadVitalsSampleRate } from './modules/vitals/index';
import { loadYandexConfig, type YandexConfig } from './modules/yandex-id/index';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/pglite-settings';
import { SITE_NAME } from './shared/shop';

/** Log levels pino understands, plus `silent`. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** Settings of the API process, read once from the environment at start-up. */
export interface AppConfig extends Partial<ScalingConfig>, Partial<OperationsConfig> {
  port: number;
  host: string;
  /** A PostgreSQL connection string; when absent the embedded PGlite in {@link AppConfig.dataDir} is used. */
  databaseUrl: string | null;
  /** Folder of the embedded PGlite database. */
  dataDir: string;
  /** Products the seed generates in an empty database (3 200; up to 200 000 for benchmarks). */
  seedProducts: number;
  /**
   * Shared buffers of the embedded PGlite (`PGLITE_SHARED_BUFFERS_MB`, 32; ADR 0045): its pages kept in the
   * process's memory. PostgreSQL's own default (128 MB) was most of the API's resident memory. Optional as
   * `payment` is: a configuration built by hand gets the default.
   */
  pgliteSharedBuffersMb?: number;
  /** Folder of the pictures the API renders (WebP variants of drawn packshots and banners), in the folder store. */
  mediaDir: string;
  /**
   * Where the API keeps its own files, the 1C exchange's packages and the rendered pictures (`FILE_STORE`,
   * ADR 0051): `database` (the default with `DATABASE_URL`: every process and machine sees them) or
   * `folder` (`EXCHANGE_DIR`, `MEDIA_DIR`; the default on the embedded database). Optional as `payment`
   * is: a configuration built by hand gets the default.
   */
  fileStore?: FileStoreKind;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: (typeof NODE_ENVS)[number];
  /** Address the customers open the shop at, without a trailing slash; used for absolute links (og:image). */
  publicUrl: string;
  /**
   * Origins besides {@link AppConfig.publicUrl}'s whose pages may send the shop's state-changing calls
   * with the sign-in cookie (`ALLOWED_ORIGINS`, comma-separated). Optional as `payment` is.
   */
  allowedOrigins?: string[];
  /** SMTP relay (`smtp://user:pass@host:587`, `smtps://…`); when null, letters go to the development outbox. */
  smtpUrl: string | null;
  /** Sender of the shop's letters, `"Name" <address>`. */
  mailFrom: string;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: Fastify's `trustProxy` value.
   * By default the loopback, where the shop's own web server proxies `/api`.
   */
  trustProxy: boolean | string;
  /**
   * Server secret of the keyed hashes (HMAC-SHA-256) under which session keys, sign-in tokens and
   * e-mail codes are stored. At least 32 characters; required in production.
   */
  authSecret: string;
  /** Captcha of the forms (`CAPTCHA_*`): provider, keys and what a token must satisfy. */
  captcha: CaptchaConfig;
  /**
   * Online payments (`PAYMENT_PROVIDER`, `YOOKASSA_*`). Optional only for configurations built by hand
   * (tests): the app then uses the test provider (`DEFAULT_PAYMENT_CONFIG`); `loadConfig` always sets it.
   */
  payment?: PaymentConfig;
  /**
   * The postal service's ids of its two kinds of delivery (`POST_PICKUP_SERVICE_ID`,
   * `POST_COURIER_SERVICE_ID`), stored on orders sent by post; null when not set. Optional as `payment` is.
   */
  postalServiceIds?: { pickup: string | null; courier: string | null };
  /** Street suggestions of the order form (`ADDRESS_PROVIDER`, `DADATA_*`); the shop's own streets when absent. */
  address?: AddressProviderConfig;
  /** Sign-in with Yandex ID (`YANDEX_*`); null or absent when `YANDEX_CLIENT_ID` is not set (the button is hidden). */
  yandex?: YandexConfig | null;
  /** The exchange with 1C (`EXCHANGE_*`); `DEFAULT_EXCHANGE_CONFIG` when absent. Optional as `payment` is. */
  exchange?: ExchangeConfig;
  /** The shop's operators (`OPERATOR_USERS`); `DEFAULT_OPERATOR_CONFIG` when absent. Optional as `payment` is. */
  operator?: OperatorConfig;
  /** `REVIEWS_MODERATION`: pre (loadConfig's default) or post (what a configuration built by hand gets). */
  reviewsModeration?: ModerationMode;
  /**
   * `VITALS_SAMPLE_RATE`: the share of page views (0–1) whose shell measures and sends the field data (ADR
   * 0042); 0.1 when absent (loadConfig's default, and what a configuration built by hand gets).
   */
  vitalsSampleRate?: number;
}

/** What a postal delivery id may look like: the service's own code, digits, letters, `_` and `-`. */
const POSTAL_SERVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The secret used when none is set outside production; a production server refuses to start with it. */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-used-in-production';

/** Thrown when one or more environment variables are invalid; the message lists each of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The monorepo root: `api/src` and `api/dist` both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Reads and validates the configuration. Every bad variable is reported at once, so a
 * misconfigured deployment fails on the first start with one clear message.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const portRaw = value('API_PORT') ?? '3000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) {
    problems.push(`API_PORT must be an integer from 0 to 65535, got "${portRaw}"`);
  }

  const host = value('API_HOST') ?? '127.0.0.1';
  if (!/^[\w.:\-[\]]+$/.test(host)) problems.push(`API_HOST must be a host name or an IP address, got "${host}"`);

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }

  const dataDir = path.resolve(REPO_ROOT, value('DATA_DIR') ?? path.join('.data', 'pglite'));
  const seedProductsRaw = value('SEED_PRODUCTS') ?? '3200';
  const seedProducts = Number(seedProductsRaw);
  if (!/^\d+$/.test(seedProductsRaw) || seedProducts < 1 || seedProducts > 200_000) {
    problems.push(`SEED_PRODUCTS must be an integer from 1 to 200000, got "${seedProductsRaw}"`);
  }

  const sharedBuffersRaw = value('PGLITE_SHARED_BUFFERS_MB') ?? String(DEFAULT_PGLITE_SHARED_BUFFERS_MB);
  const pgliteSharedBuffersMb = Number(sharedBuffersRaw);
  if (!/^\d+$/.test(sharedBuffersRaw) || pgliteSharedBuffersMb < 1 || pgliteSharedBuffersMb > 1024) {
    problems.push(`PGLITE_SHARED_BUFFERS_MB must be an integer from 1 to 1024, got "${sharedBuffersRaw}"`);
  }

  const mediaDir = path.resolve(REPO_ROOT, value('MEDIA_DIR') ?? path.join('.data', 'media'));

  const logLevel = (value('LOG_LEVEL') ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const nodeEnv = (value('NODE_ENV') ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${nodeEnv}"`);
  }

  const publicUrlRaw = value('PUBLIC_URL') ?? 'http://localhost:8080';
  let publicUrl = publicUrlRaw;
  try {
    const url = new URL(publicUrlRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    publicUrl = publicUrlRaw.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL must be an http(s) URL, got "${publicUrlRaw}"`);
  }

  const allowedOrigins: string[] = [];
  for (const item of (value('ALLOWED_ORIGINS') ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    try {
      const url = new URL(item);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/+$/, '')) throw new Error('origin');
      allowedOrigins.push(url.origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS must list origins like https://shop.example, got "${item}"`);
    }
  }

  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (smtpUrl === null && nodeEnv === 'production') {
    problems.push('SMTP_URL is required in production: the development outbox never runs there');
  }

  const mailFrom = value('MAIL_FROM') ?? `"${SITE_NAME}" <shop@zdorovie-plus-pskov.ru>`;
  if (!/<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address or "Name" <address>, got "${mailFrom}"`);
  }

  const trustProxyRaw = value('TRUST_PROXY') ?? 'loopback';
  const trustProxy = trustProxyRaw === 'true' ? true : trustProxyRaw === 'false' ? false : trustProxyRaw;

  const authSecret = value('AUTH_SECRET') ?? (nodeEnv === 'production' ? '' : DEVELOPMENT_AUTH_SECRET);
  if (nodeEnv === 'production' && (authSecret === '' || authSecret === DEVELOPMENT_AUTH_SECRET)) {
    problems.push('AUTH_SECRET is required in production: a random string of at least 32 characters');
  } else if (authSecret.length < 32) {
    problems.push('AUTH_SECRET must be at least 32 characters long');
  }

  const captcha = loadCaptchaConfig(value, nodeEnv, problems);
  const payment = loadPaymentConfig(value, nodeEnv, problems);

  const postalServiceIds = { pickup: value('POST_PICKUP_SERVICE_ID') ?? null, courier: value('POST_COURIER_SERVICE_ID') ?? null };
  for (const [name, id] of [['POST_PICKUP_SERVICE_ID', postalServiceIds.pickup], ['POST_COURIER_SERVICE_ID', postalServiceIds.courier]] as const) {
    if (id !== null && !POSTAL_SERVICE_ID.test(id)) problems.push(`${name} must be 1–64 letters, digits, "_" or "-", got "${id}"`);
  }

  const address = loadAddressConfig(value, problems);
  const yandex = loadYandexConfig(value, problems);
  const scaling = loadScalingConfig(value, databaseUrl, problems);
  const operations = loadOperationsConfig(value, problems);
  const exchange = loadExchangeConfig(value, nodeEnv, problems, REPO_ROOT);
  const fileStore = loadFileStoreKind(value, databaseUrl, problems);
  const operator = loadOperatorConfig(value, nodeEnv, problems);
  const reviewsModeration = loadModerationMode(value, problems);
  const vitalsSampleRate = loadVitalsSampleRate(value, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port, host, databaseUrl, dataDir, seedProducts, pgliteSharedBuffersMb, mediaDir, fileStore, logLevel, nodeEnv, publicUrl, allowedOrigins, smtpUrl, mailFrom, trustProxy, authSecret, captcha,
    payment, postalServiceIds, address, yandex, exchange, operator, reviewsModeration, vitalsSampleRate, ...scaling, ...operations,
  };
}
