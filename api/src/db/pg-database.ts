import pg from 'pg';
import { createHash } from 'node:crypto';
import { CATALOG_CHANNEL, type Database, type QueryOptions, type QueryResult, type Queryable } from './database';

/** Options of a PostgreSQL connection beyond its address. */
export interface PgDatabaseOptions {
  /** Schema to put first on the search_path (tests isolate each file in its own schema). */
  schema?: string;
  max?: number;
  /**
   * Whether opening fails when the server cannot be reached (the default). A replica is opened without it
   * (`false`): the API starts while it is down, and its reads go to the primary until it is back.
   */
  probe?: boolean;
}

const statementNames = new Map<string, string>();

/** The name a prepared statement has on every connection: a hash of its text. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: pg.PoolClient | pg.Client): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<Row>> {
      const result = await client.query(options.prepared ? { name: statementName(sql), text: sql, values: params } : { text: sql, values: params });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** How long a broken listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * A connection of its own that LISTENs on {@link CATALOG_CHANNEL} while the pool may have no connection
 * open, and connects again when it breaks; `onState(false)` while it is down, `onState(true)` once it listens.
 * `ready` settles after the first attempt, so a caller that awaits it knows whether it listens already
 * (as with PGlite, whose `onState(true)` comes before `listen` resolves).
 */
function keepListening(
  config: pg.ClientConfig,
  onNotification: (message: pg.Notification) => void,
  onState: (listening: boolean) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const lost = (broken: pg.Client): void => {
    if (client === broken) client = null;
    broken.removeAllListeners('notification');
    void broken.end().catch(() => undefined);
    if (stopped || retry) return;
    onState(false);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', onNotification);
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      onState(true);
    } catch {
      lost(next);
    }
  };
  const ready = connect();
  const stop = async (): Promise<void> => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    current?.removeAllListeners();
    await current?.end().catch(() => undefined);
  };
  return { ready, stop };
}

/** Connects to a PostgreSQL server through a `pg.Pool`. */
export async function openPgDatabase(connectionString: string, options: PgDatabaseOptions = {}): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString,
    // public stays on the path because pg_trgm lives there even when a test schema comes first.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const listeners = new Set<(payload: string) => void>();
  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== CATALOG_CHANNEL) return;
    for (const listener of listeners) listener(message.payload ?? '');
  };
  // Every pooled connection listens too: PostgreSQL delivers a transaction's own notification to its
  // connection with the commit, so a write of this process is known before its promise resolves.
  const listening = new WeakMap<pg.PoolClient, Promise<unknown>>();
  const checkout = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    let ready = listening.get(client);
    if (!ready) {
      client.on('notification', onNotification);
      ready = client.query(`LISTEN ${CATALOG_CHANNEL}`).catch(() => undefined);
      listening.set(client, ready);
    }
    await ready;
    return client;
  };
  /** Runs `fn` on a pooled connection; a connection that broke (an error without SQLSTATE) is not reused. */
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await checkout();
    try {
      const result = await fn(client);
      client.release();
      return result;
    } catch (error) {
      client.release((error as { code?: unknown }).code ? undefined : (error as Error));
      throw error;
    }
  };
  const stoppers = new Set<() => Promise<void>>();
  // Fail at start-up, not on the first request, when the server is unreachable.
  if (options.probe !== false) {
    const probe = await pool.connect();
    probe.release();
  }
  let closed = false;
  return {
    engine: 'postgres',
    query: (sql, params, options) => withClient((client) => wrap(client).query(sql, params, options)),
    exec: (sql) => withClient((client) => wrap(client).exec(sql)),
    async transaction(fn) {
      const client = await checkout();
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
    async listen(callback, onState) {
      listeners.add(callback);
      const listener = keepListening(clientConfig, onNotification, (state) => onState?.(state));
      const stop = async (): Promise<void> => {
        listeners.delete(callback);
        stoppers.delete(stop);
        await listener.stop();
      };
      stoppers.add(stop);
      // The first attempt's outcome is known before this resolves (a failed one goes on trying by itself).
      await listener.ready;
      return stop;
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...stoppers].map((stop) => stop()));
      await pool.end();
    },
  };
}
