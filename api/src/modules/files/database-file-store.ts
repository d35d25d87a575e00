import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { checkedName, FileNotFoundError, type FileReads, type FileStore, type FileWriter } from './stored-files';
import { CHUNK_BYTES, createStoredFilesRepository, storedFileReadsOn, type StoredFileReads } from './stored-files-repository';

/** Type of a file whose type nobody gave (a 1C package). */
const OCTET_STREAM = 'application/octet-stream';

/** Reading files through `rows` (the database, or a transaction of the caller). */
function fileReads(rows: StoredFileReads, full: (name: string) => string): FileReads {
  async function readRange(name: string, start: number, length: number): Promise<Buffer> {
    const end = start + Math.max(0, length);
    const parts = (await rows.chunksBetween(full(name), start, end)).map(({ position, data }) =>
      data.subarray(Math.max(0, start - position), Math.max(0, Math.min(data.length, end - position))),
    );
    return Buffer.concat(parts);
  }
  return {
    size: async (name) => rows.size(full(name)),

    async read(name) {
      const chunks = await rows.allChunks(full(name));
      return chunks && Buffer.concat(chunks);
    },

    readRange,

    async *stream(name) {
      const key = full(name);
      if ((await rows.size(key)) === null) throw new FileNotFoundError(name);
      let position = 0;
      for (;;) {
        const chunk = await rows.chunkFrom(key, position);
        if (!chunk) return;
        position = chunk.position + chunk.data.length;
        yield chunk.data;
      }
    },
  };
}

/**
 * Files in the database (`stored_files`, migration 0051), seen alike by every API process and machine on it.
 * A file is kept in pieces of at most 1 MiB, written and read a piece at a time: memory holds a piece, not
 * the file. Names are kept under `space/` (`exchange/session-3/import.xml`).
 */
export function createDatabaseFileStore(db: Database, space: string): FileStore {
  const files = createStoredFilesRepository(db);
  const full = (name: string) => `${space}/${checkedName(name)}`;

  return {
    kind: 'database',
    ...fileReads(files, full),
    readsOn: (tx: Queryable) => fileReads(storedFileReadsOn(tx), full),

    async write(name, data, contentType) {
      await files.replace(full(name), data, contentType, createHash('sha256').update(data).digest('hex'));
    },

    async append(name, chunk) {
      await files.append(full(name), chunk, OCTET_STREAM);
    },

    async writer(name): Promise<FileWriter> {
      const key = full(name);
      // Gathered up to a piece's size, so that an archive's small slices make whole rows; a file that fits in
      // one piece (a picture) is written by one transaction when it closes.
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let started = false;
      const flush = async (last: boolean) => {
        const data = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        if (started) {
          if (data.length > 0) await files.append(key, data, OCTET_STREAM);
        } else {
          started = true;
          await files.replace(key, data, OCTET_STREAM, last ? createHash('sha256').update(data).digest('hex') : null);
        }
      };
      return {
        async write(chunk) {
          pending.push(Buffer.from(chunk));
          pendingBytes += chunk.length;
          if (pendingBytes >= CHUNK_BYTES) await flush(false);
        },
        close: () => flush(true),
        async discard() {
          pending = [];
          pendingBytes = 0;
          await files.remove(key);
        },
      };
    },

    async rename(from, to) {
      if (!(await files.rename(full(from), full(to)))) throw new FileNotFoundError(from);
    },

    remove: async (name) => files.remove(full(name)),

    removeFolder: async (prefix) => files.removeUnder(full(prefix)),

    async list(prefix) {
      const folder = `${full(prefix)}/`;
      return (await files.listUnder(full(prefix))).map((name) => name.slice(folder.length)).sort();
    },
  };
}
