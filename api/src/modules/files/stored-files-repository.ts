import type { Database, Queryable } from '../../db/database';

/** Largest piece of a file in one row (migration 0051): a package is written and read a piece at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/** bytea as PostgreSQL's driver (a Buffer) or PGlite (a Uint8Array) gives it. */
const toBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/** `LIKE` pattern of the files under a folder: its name with `\`, `%` and `_` taken literally, then `/%`. */
const under = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/** The reads of `stored_files` and `stored_file_chunks` (migration 0051), on the database or in a transaction. */
export interface StoredFileReads {
  size(name: string): Promise<number | null>;
  /** The pieces overlapping `[start, end)`, in order. */
  chunksBetween(name: string, start: number, end: number): Promise<Array<{ position: number; data: Buffer }>>;
  /** The first piece at or after `position`; null past the end. */
  chunkFrom(name: string, position: number): Promise<{ position: number; data: Buffer } | null>;
  /** Every piece of a file in order (a small file); null when there is no such file. */
  allChunks(name: string): Promise<Buffer[] | null>;
}

/** The rows of `stored_files` and `stored_file_chunks` (migration 0051). */
export interface StoredFilesRepository extends StoredFileReads {
  /** Writes a whole file (replacing one of the name) in one transaction. */
  replace(name: string, data: Buffer, contentType: string, sha256: string | null): Promise<void>;
  /** Appends bytes at the file's end (creating it when there is none), in one transaction. */
  append(name: string, data: Buffer, contentType: string): Promise<void>;
  rename(from: string, to: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  removeUnder(prefix: string): Promise<void>;
  listUnder(prefix: string): Promise<string[]>;
}

async function insertChunks(tx: Queryable, name: string, from: number, data: Buffer): Promise<void> {
  for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) {
    await tx.query('INSERT INTO stored_file_chunks (file_name, position, data) VALUES ($1, $2, $3)', [name, from + offset, data.subarray(offset, offset + CHUNK_BYTES)]);
  }
}

export function storedFileReadsOn(db: Queryable): StoredFileReads {
  return {
    async allChunks(name) {
      const { rows } = await db.query<{ data: Uint8Array | null }>(
        'SELECT c.data FROM stored_files f LEFT JOIN stored_file_chunks c ON c.file_name = f.name WHERE f.name = $1 ORDER BY c.position',
        [name],
      );
      return rows.length === 0 ? null : rows.flatMap((row) => (row.data ? [toBuffer(row.data)] : []));
    },

    async size(name) {
      const { rows } = await db.query<{ size: string }>('SELECT size FROM stored_files WHERE name = $1', [name]);
      return rows[0] ? Number(rows[0].size) : null;
    },

    async chunksBetween(name, start, end) {
      // A piece is at most CHUNK_BYTES long, so the pieces that overlap start at most that far before it.
      const { rows } = await db.query<{ position: string; data: Uint8Array }>(
        `SELECT position, data FROM stored_file_chunks
          WHERE file_name = $1 AND position > $2::bigint - $4::bigint AND position < $3::bigint
          ORDER BY position`,
        [name, start, end, CHUNK_BYTES],
      );
      return rows.map((row) => ({ position: Number(row.position), data: toBuffer(row.data) }));
    },

    async chunkFrom(name, position) {
      const { rows } = await db.query<{ position: string; data: Uint8Array }>(
        'SELECT position, data FROM stored_file_chunks WHERE file_name = $1 AND position >= $2 ORDER BY position LIMIT 1',
        [name, position],
      );
      return rows[0] ? { position: Number(rows[0].position), data: toBuffer(rows[0].data) } : null;
    },
  };
}

export function createStoredFilesRepository(db: Database): StoredFilesRepository {
  return {
    ...storedFileReadsOn(db),

    async replace(name, data, contentType, sha256) {
      if (data.length <= CHUNK_BYTES) {
        // One statement, so one round trip and one commit: an archive's thousands of pictures are written so.
        await db.query(
          `WITH file AS (
             INSERT INTO stored_files (name, content_type, size, sha256) VALUES ($1, $2, $3, $4)
             ON CONFLICT (name) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, sha256 = EXCLUDED.sha256, created_at = now()
             RETURNING name
           ), stale AS (
             DELETE FROM stored_file_chunks WHERE file_name = $1 AND (position > 0 OR $3::bigint = 0)
           )
           INSERT INTO stored_file_chunks (file_name, position, data) SELECT name, 0, $5 FROM file WHERE $3::bigint > 0
           ON CONFLICT (file_name, position) DO UPDATE SET data = EXCLUDED.data`,
          [name, contentType, data.length, sha256, data],
        );
        return;
      }
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM stored_files WHERE name = $1', [name]);
        await tx.query('INSERT INTO stored_files (name, content_type, size, sha256) VALUES ($1, $2, $3, $4)', [name, contentType, data.length, sha256]);
        await insertChunks(tx, name, 0, data);
      });
    },

    async append(name, data, contentType) {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO stored_files (name, content_type) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, contentType]);
        // Locked: two requests appending to one file at once write one after the other.
        const { rows } = await tx.query<{ size: string }>('SELECT size FROM stored_files WHERE name = $1 FOR UPDATE', [name]);
        const size = Number(rows[0].size);
        await insertChunks(tx, name, size, data);
        await tx.query('UPDATE stored_files SET size = size + $2, sha256 = NULL WHERE name = $1', [name, data.length]);
      });
    },

    async rename(from, to) {
      return db.transaction(async (tx) => {
        await tx.query('DELETE FROM stored_files WHERE name = $1 AND name <> $2', [to, from]);
        const { rowCount } = await tx.query('UPDATE stored_files SET name = $2 WHERE name = $1', [from, to]);
        return rowCount > 0;
      });
    },

    async remove(name) {
      await db.query('DELETE FROM stored_files WHERE name = $1', [name]);
    },

    async removeUnder(prefix) {
      await db.query(`DELETE FROM stored_files WHERE name LIKE $1 ESCAPE '\\'`, [under(prefix)]);
    },

    async listUnder(prefix) {
      const { rows } = await db.query<{ name: string }>(`SELECT name FROM stored_files WHERE name LIKE $1 ESCAPE '\\' ORDER BY name`, [under(prefix)]);
      return rows.map((row) => row.name);
    },
  };
}
