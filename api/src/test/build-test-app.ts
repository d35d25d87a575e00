import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createFileStore, defaultFileStoreKind, type FileStore, type FileStoreKind } from '../modules/files/index';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/seed';
import { openTestDatabase } from './test-database';

/** Products seeded for route tests: enough for paging and search, quick to insert. */
export const TEST_PRODUCT_COUNT = 600;

/**
 * The file store the tests run on (ADR 0051): the database on PostgreSQL (`TEST_DATABASE_URL`), the folder on
 * the embedded database, as a shop gets by default; `TEST_FILE_STORE=folder|database` names one.
 */
export const TEST_FILE_STORE: FileStoreKind = process.env.TEST_FILE_STORE === 'database' || process.env.TEST_FILE_STORE === 'folder'
  ? process.env.TEST_FILE_STORE
  : process.env.TEST_DATABASE_URL ? 'database' : 'folder';

/** Configuration of the app under test. */
export const testConfig: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: null,
  dataDir: '',
  seedProducts: TEST_PRODUCT_COUNT,
  mediaDir: path.join(os.tmpdir(), 'shop-api-test-media'),
  fileStore: TEST_FILE_STORE,
  logLevel: 'silent',
  nodeEnv: 'test',
  publicUrl: 'https://shop.test',
  smtpUrl: null,
  mailFrom: '"Здоровье+" <shop@shop.test>',
  trustProxy: 'loopback',
  authSecret: 'test-secret-of-the-api-tests-0123456789',
  captcha: { provider: 'development', siteKey: null, secret: 'test-captcha-secret', verifyUrl: null, minScore: 0.5, maxAgeSeconds: 120 },
};

/** The app under test with its database. */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Opens a test database, migrates and seeds it once, and builds the app over it. */
export async function buildTestApp(options: { productCount?: number; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const { db, dispose } = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db, { productCount: options.productCount ?? TEST_PRODUCT_COUNT });
  const app = await buildApp({ config: { ...testConfig, ...options.config }, db });
  return {
    app,
    db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** The store the app under test keeps the files of `space` in (`exchange` in `folder`, `media`), to look into it. */
export function testFileStore(t: TestApp, space: 'exchange' | 'media', folder: string): FileStore {
  return createFileStore({ kind: defaultFileStoreKind(t.app.config), db: t.db, folder, space });
}
