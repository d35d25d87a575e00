import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPgDatabase } from '../db/pg-database';
import { openPgliteDatabase } from '../db/pglite-database';

/** A database for one test file and the way to get rid of it. */
export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the file's schema. */
  dispose(): Promise<void>;
}

/** SQLSTATEs of a database or extension that another process created at the same moment. */
const CREATED_BY_ANOTHER = new Set(['42P04', '23505']);

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database of this Jest worker on the server of `TEST_DATABASE_URL`: `<database>_w<JEST_WORKER_ID>`
 * (`test_w1`, `test_w2`), or null without `TEST_DATABASE_URL`. Each worker has its own, so files running
 * at once never share a database: not its notification channel (the catalogue's cache listens on one),
 * not its advisory locks (migrations take one).
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.TEST_DATABASE_URL;
  if (!url) return null;
  return workerDatabaseUrl(url, env.JEST_WORKER_ID ?? '1');
}

/** `url` with its database name followed by `_w<worker>`. */
export function workerDatabaseUrl(url: string, worker: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1)) || 'postgres';
  parsed.pathname = `/${encodeURIComponent(`${name}_w${worker}`)}`;
  return parsed.toString();
}

/** The database name of a connection string. */
function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Creates the worker's database on the server when it is not there yet. */
async function ensureWorkerDatabase(serverUrl: string, workerUrl: string): Promise<void> {
  const name = databaseName(workerUrl);
  await withAdmin(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } catch (error) {
      if (!CREATED_BY_ANOTHER.has((error as { code?: string }).code ?? '')) throw error;
    }
  });
}

/**
 * In-memory PGlite by default. With `TEST_DATABASE_URL` a PostgreSQL server: the Jest worker's own
 * database ({@link testDatabaseUrl}, created when missing), where each test file gets a freshly created
 * schema of its own (first on the search_path) that is dropped afterwards, so parallel runs and CI jobs
 * never see each other's data.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const db = await openPgliteDatabase(null);
    return { db, dispose: () => db.close() };
  }
  await ensureWorkerDatabase(process.env.TEST_DATABASE_URL!, url);
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (client) => {
    await client.query(`CREATE SCHEMA ${schema}`);
    // The extension is database-wide: keep it in public, where every test schema finds it.
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    } catch (error) {
      // Two files creating it at the same moment: the other one won, which is all we need.
      if (!CREATED_BY_ANOTHER.has((error as { code?: string }).code ?? '')) throw error;
    }
  });
  const db = await openPgDatabase(url, { schema, max: 4 });
  return {
    db,
    async dispose() {
      await db.close();
      await withAdmin(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}
