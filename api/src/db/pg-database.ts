import pg from 'pg';
import type { Database, QueryResult, Queryable } from './database';

/** Options of a PostgreSQL connection beyond its address. */
export interface PgDatabaseOptions {
  /** Schema to put first on the search_path (tests isolate each file in its own schema). */
  schema?: string;
  max?: number;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Connects to a PostgreSQL server through a `pg.Pool`. */
export async function openPgDatabase(connectionString: string, options: PgDatabaseOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // public stays on the path because pg_trgm lives there even when a test schema comes first.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  let closed = false;
  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
