import type { Database, QueryOptions, QueryResult, Queryable } from './database';

/** SQLSTATE classes and codes that say the server cannot be reached or is going away, not that the SQL is wrong. */
const UNREACHABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error says the database could not be reached (a refused or broken connection, a server shutting
 * down or starting up), as opposed to an error of the statement itself, which the primary would give too.
 */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return NETWORK_CODES.has(code) || UNREACHABLE_STATES.has(code) || code.startsWith('08');
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message);
}

export interface ReplicaOptions {
  /** How long the replica is left alone after it could not be reached, before it is tried again. */
  retryAfterMs?: number;
  now?: () => number;
  /** Told when reads move to the primary (`false`) and back to the replica (`true`). */
  onState?: (replicaInUse: boolean) => void;
}

/**
 * The public catalogue reads' database (ADR 0021): the replica, and the primary while the replica cannot be
 * reached. A read that finds the replica unreachable is answered by the primary at once; the replica is
 * then left alone for `retryAfterMs` and tried again by the first read after it. The reads are the same
 * statements on both (a replica is a copy of the primary), so a shopper sees no difference but the
 * replica's lag, which the primary does not have. Notifications are the primary's (they do not cross to a
 * replica); closing closes the replica only, the primary being its owner's.
 */
export function replicaWithFallback(replica: Database, primary: Database, options: ReplicaOptions = {}): Database {
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const now = options.now ?? Date.now;
  let downUntil = 0;

  const read = async <T>(run: (database: Queryable | Database) => Promise<T>): Promise<T> => {
    if (now() < downUntil) return run(primary);
    const wasDown = downUntil !== 0;
    try {
      const result = await run(replica);
      if (wasDown) {
        downUntil = 0;
        options.onState?.(true);
      }
      return result;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      downUntil = now() + retryAfterMs;
      if (!wasDown) options.onState?.(false);
      return run(primary);
    }
  };

  return {
    engine: replica.engine,
    query<Row>(sql: string, params?: unknown[], queryOptions?: QueryOptions): Promise<QueryResult<Row>> {
      return read((database) => database.query<Row>(sql, params, queryOptions));
    },
    exec: (sql) => read((database) => database.exec(sql)),
    // A read-only unit of work: run again from the start on the primary when the replica is unreachable.
    transaction: (fn) => read((database) => (database as Database).transaction(fn)),
    listen: (callback, onState) => primary.listen(callback, onState),
    // The pool of the replica's own connections (the primary's is counted as the primary's).
    stats: () => replica.stats(),
    close: () => replica.close(),
  };
}
