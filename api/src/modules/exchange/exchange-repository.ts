import type { Queryable } from '../../db/database';

/** The two exchanges 1C runs: the catalogue (`type=catalog`) and the orders (`type=sale`). */
export type ExchangeKind = 'catalog' | 'sale';

/** Where the import of one uploaded file stands. */
export interface ImportRecord {
  status: 'running' | 'done' | 'failed';
  message: string;
  done_count: number;
  /** Running, but not touched for longer than asked: the process that ran it stopped. */
  stale: boolean;
}

/** Sessions of 1C's exchange, the imports of their files and the pictures they uploaded. */
export interface ExchangeRepository {
  /** Deletes sessions a week past their end; answers their ids, so their upload folders go too. */
  deleteOldSessions(): Promise<number[]>;
  /** Opens a session of `hours`, known by the hash of its cookie. */
  insertSession(kind: ExchangeKind, cookieHash: string, hours: number): Promise<void>;
  /** The live session of this cookie hash and kind; null when unknown, expired or of another kind. */
  findSession(cookieHash: string, kind: ExchangeKind): Promise<number | null>;
  /** Forgets the imports of a session (all, or of one file unless it is running). */
  deleteImports(sessionId: number, fileName?: string): Promise<void>;
  /** Marks a file's import as running from the start. */
  startImport(sessionId: number, fileName: string): Promise<void>;
  /**
   * Counts the elements a running import has done, which also keeps it from looking stale; false when the
   * import is no longer running (a new exchange of the session removed it).
   */
  touchImport(sessionId: number, fileName: string, done: number): Promise<boolean>;
  /** Marks an import done, with what it did. */
  finishImport(sessionId: number, fileName: string, done: number, message: string): Promise<void>;
  /** Marks an import failed, with the message 1C shows. */
  failImport(sessionId: number, fileName: string, message: string): Promise<void>;
  /** A file's import; stale when running but untouched for `staleSeconds`. */
  findImport(sessionId: number, fileName: string, staleSeconds: number): Promise<ImportRecord | null>;
  /** A picture 1C uploaded, by its file name. */
  findPicture(fileName: string): Promise<{ content_type: string; data: Buffer } | null>;
}

/** Creates the repository over the database. */
export function createExchangeRepository(db: Queryable): ExchangeRepository {
  return {
    async deleteOldSessions() {
      const { rows } = await db.query<{ id: string }>("DELETE FROM exchange_sessions WHERE expires_at < now() - interval '7 days' RETURNING id");
      return rows.map((row) => Number(row.id));
    },
    async insertSession(kind, cookieHash, hours) {
      await db.query(`INSERT INTO exchange_sessions (kind, cookie_hash, expires_at) VALUES ($1, $2, now() + $3::int * interval '1 hour')`, [kind, cookieHash, hours]);
    },
    async findSession(cookieHash, kind) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM exchange_sessions WHERE cookie_hash = $1 AND kind = $2 AND expires_at > now()', [cookieHash, kind]);
      return rows[0] ? Number(rows[0].id) : null;
    },
    async deleteImports(sessionId, fileName) {
      if (fileName === undefined) await db.query('DELETE FROM exchange_imports WHERE session_id = $1', [sessionId]);
      else await db.query('DELETE FROM exchange_imports WHERE session_id = $1 AND file_name = $2 AND status <> $3', [sessionId, fileName, 'running']);
    },
    async startImport(sessionId, fileName) {
      await db.query(
        `INSERT INTO exchange_imports (session_id, file_name, status) VALUES ($1, $2, 'running')
         ON CONFLICT (session_id, file_name) DO UPDATE SET status = 'running', done_count = 0, message = '', started_at = now(), touched_at = now()`,
        [sessionId, fileName],
      );
    },
    async touchImport(sessionId, fileName, done) {
      const { rowCount } = await db.query("UPDATE exchange_imports SET done_count = $3, touched_at = now() WHERE session_id = $1 AND file_name = $2 AND status = 'running'", [sessionId, fileName, done]);
      return rowCount > 0;
    },
    async finishImport(sessionId, fileName, done, message) {
      await db.query("UPDATE exchange_imports SET status = 'done', done_count = $3, message = $4, touched_at = now() WHERE session_id = $1 AND file_name = $2", [
        sessionId,
        fileName,
        done,
        message,
      ]);
    },
    async failImport(sessionId, fileName, message) {
      await db.query("UPDATE exchange_imports SET status = 'failed', message = $3, touched_at = now() WHERE session_id = $1 AND file_name = $2", [sessionId, fileName, message]);
    },
    async findImport(sessionId, fileName, staleSeconds) {
      const { rows } = await db.query<ImportRecord>(
        `SELECT status, message, done_count, touched_at < now() - $3::int * interval '1 second' AS stale
         FROM exchange_imports WHERE session_id = $1 AND file_name = $2`,
        [sessionId, fileName, staleSeconds],
      );
      return rows[0] ?? null;
    },
    async findPicture(fileName) {
      const { rows } = await db.query<{ content_type: string; data: Buffer }>('SELECT content_type, data FROM product_pictures WHERE file_name = $1', [fileName]);
      return rows[0] ?? null;
    },
  };
}
