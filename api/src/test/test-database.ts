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
 * In-memory PGlite by default. With `TEST_DATABASE_URL` a PostgreSQL server, where each test file
 * gets a freshly created schema of its own (first on the search_path) that is dropped afterwards,
 * so parallel runs and CI jobs never see each other's data.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPgliteDatabase(null);
    return { db, dispose: () => db.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (client) => {
    await client.query(`CREATE SCHEMA ${schema}`);
    // The extension is database-wide: keep it in public, where every test schema finds it.
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    } catch (error) {
      // Two files creating it at the same moment: the other one won, which is all we need.
      if ((error as { code?: string }).code !== '23505') throw error;
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
