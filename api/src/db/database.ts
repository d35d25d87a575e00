/** The channel the catalogue's version is announced on (migration 0025). */
export const CATALOG_CHANNEL = 'catalog_version';

/** Rows of one statement and how many rows it changed. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** How a statement is run. */
export interface QueryOptions {
  prepared?: boolean;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs one statement with `$1`-style parameters. `options.prepared`: the statement is one of a few
   * fixed texts run very often (a category page's product list and cards), so PostgreSQL keeps it
   * prepared on each connection and stops planning it again; PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** The connections of a database at one moment, for the metrics (docs/operations.md). */
export interface PoolStats {
  /** Connections open (PGlite: its one connection). */
  total: number;
  /** Connections open and free (PGlite: 1 when no statement runs). */
  idle: number;
  /** Statements or checkouts waiting for a connection (PGlite: statements queued behind the running one). */
  waiting: number;
}

/**
 * The database the API talks to: embedded PGlite or a PostgreSQL server behind `pg.Pool`.
 * Both speak the same PostgreSQL dialect, so repositories never know which one they have.
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `callback` with the payload of every notification on {@link CATALOG_CHANNEL} committed by
   * anyone on this database (this process included: its own connections listen too, so a write this
   * process commits is known before the write's promise resolves). `onState(true)` says that nothing
   * is missed from now on, `onState(false)` that notifications may be missed (the listening connection
   * broke; it connects again by itself). Returns the function that stops listening.
   */
  listen(callback: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** Its connections now (the metrics read it on every scrape). */
  stats(): PoolStats;
  close(): Promise<void>;
}
