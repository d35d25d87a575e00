import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, QueryResult, Queryable } from './database';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Opens the embedded PGlite database. PGlite runs one query at a time and takes seconds to
 * start, so a process keeps exactly one instance.
 *
 * @param dataDir folder to keep the data in, or null for an in-memory database (tests).
 */
export async function openPgliteDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ ...(dataDir !== null ? { dataDir } : {}), extensions: { pg_trgm } });
  const root = wrap(db);
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      return db.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
