import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CATALOG_CHANNEL, type Database, type QueryOptions, type QueryResult, type Queryable } from './database';
import { pgliteSettings } from './pglite-settings';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    // PGlite runs in this process and has no prepared statements to keep: `options` does not apply.
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` for this process. Two processes on one PGlite folder damage it beyond
 * repair, so a second API started on the same folder must stop before opening it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = (): void => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another API process (pid ${owner}). Stop that process or set DATA_DIR to another folder.`,
        );
      }
      // Left behind by a process that is gone.
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

/**
 * Opens the embedded PGlite database. PGlite runs one query at a time and takes seconds to
 * start, so a process keeps exactly one instance.
 *
 * @param dataDir folder to keep the data in, or null for an in-memory database (tests).
 * @param options.sharedBuffersMb its shared buffers (ADR 0045; `PGLITE_SHARED_BUFFERS_MB`)
 */
export async function openPgliteDatabase(dataDir: string | null, options: { sharedBuffersMb?: number } = {}): Promise<Database> {
  let release = (): void => undefined;
  if (dataDir !== null) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({
      ...(dataDir !== null ? { dataDir } : {}),
      extensions: { pg_trgm },
      // Given on the command line after PGlite's own: its `postgresqlconf` would replace the folder's configuration file.
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings(options.sharedBuffersMb).flatMap((setting) => ['-c', setting])],
    });
  } catch (error) {
    release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not open the embedded database in ${dataDir ?? 'memory'} (${reason}). If it was damaged, stop the API, delete the folder and start again to re-create and re-seed it.`,
    );
  }
  const root = wrap(db);
  // PGlite runs one statement at a time: the ones asked for meanwhile wait in its queue.
  let inFlight = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    engine: 'pglite',
    query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      return counted(() => root.query<Row>(sql, params, options));
    },
    exec: (sql) => counted(() => root.exec(sql)),
    async transaction(fn) {
      return counted(() => db.transaction((tx) => fn(wrap(tx))));
    },
    stats: () => ({ total: db.closed ? 0 : 1, idle: !db.closed && inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) }),
    async listen(callback, onState) {
      // One process, one connection: a notification arrives with the commit that sent it.
      const unlisten = await db.listen(CATALOG_CHANNEL, callback);
      onState?.(true);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
      release();
    },
  };
}
