/** Rows of one statement and how many rows it changed. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database the API talks to: embedded PGlite or a PostgreSQL server behind `pg.Pool`.
 * Both speak the same PostgreSQL dialect, so repositories never know which one they have.
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
