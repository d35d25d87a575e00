import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createKeyHasher, newKey, sameHash } from '../accounts/keys';
import { importCommerceMl } from './catalog-import';
import type { ExchangeConfig } from './exchange-config';
import { appendChunk, ArchiveError, clearSessionDir, isSafeFileName, sessionDir, sessionFile, unpackArchives } from './exchange-files';
import { XmlReadError } from './xml-reader';

/** The cookie `checkauth` answers; 1C sends it back with every later request of the exchange. */
export const EXCHANGE_COOKIE = 'shop_exchange';

/** How long an exchange session lasts: a full exchange of a large catalogue takes hours at most. */
const SESSION_HOURS = 24;

/** A running import not touched for this long was cut off (the process stopped) and starts over. */
const STALE_SECONDS = 120;

export type ExchangeKind = 'catalog' | 'sale';

/** The plain-text answer of `mode=import`. */
export interface ImportAnswer {
  status: 'progress' | 'success' | 'failure';
  message: string;
}

/** Thrown when the import is stopped because the app closes. */
class ImportStopped extends Error {}

export interface ExchangeService {
  /** Checks the Basic pair in constant time. */
  checkPassword(user: string, password: string): boolean;
  /** Opens a session (`mode=checkauth`) and answers the cookie's value. */
  openSession(kind: ExchangeKind): Promise<string>;
  /** The session a cookie value belongs to, or null when it is unknown, expired or of another kind. */
  findSession(cookie: string, kind: ExchangeKind): Promise<number | null>;
  /** `mode=init`: a fresh upload folder and no imports yet. */
  init(sessionId: number): Promise<void>;
  /** `mode=file`: appends a chunk. */
  upload(sessionId: number, fileName: string, chunk: Buffer): Promise<void>;
  /** `mode=import`: starts or follows the import of an uploaded file for up to the configured step. */
  importStep(sessionId: number, fileName: string): Promise<ImportAnswer>;
  /** Stops running imports (the app closes); they start over when 1C asks again. */
  close(): Promise<void>;
}

export function createExchangeService(deps: {
  db: Database;
  config: ExchangeConfig;
  authSecret: string;
  log: FastifyBaseLogger;
  /** Called after an import that wrote something (the search's words are read again). */
  onImported?: () => void;
}): ExchangeService {
  const { db, config, log } = deps;
  const hasher = createKeyHasher(deps.authSecret);
  const running = new Map<string, Promise<void>>();
  let closing = false;

  const expected = { user: hasher.key(`exchange-user\u0000${config.user}`), password: hasher.key(`exchange-password\u0000${config.password}`) };

  async function runImport(sessionId: number, fileName: string): Promise<void> {
    const file = sessionFile(config.dir, sessionId, fileName);
    const step = async (done: number) => {
      if (closing) throw new ImportStopped();
      await db.query("UPDATE exchange_imports SET done_count = $3, touched_at = now() WHERE session_id = $1 AND file_name = $2 AND status = 'running'", [sessionId, fileName, done]);
    };
    try {
      await unpackArchives(config.dir, sessionId);
      try {
        await fs.promises.access(file);
      } catch {
        throw new XmlReadError(`Файл ${fileName} не был загружен`);
      }
      const summary = await importCommerceMl({ db, config, sessionId, fileName, step }, file);
      const message = `${summary.kind === 'catalog' ? 'Каталог' : 'Предложения'}: ${summary.changesOnly ? 'изменения' : 'полная выгрузка'}, элементов: ${summary.elements}`;
      await db.query("UPDATE exchange_imports SET status = 'done', done_count = $3, message = $4, touched_at = now() WHERE session_id = $1 AND file_name = $2", [
        sessionId,
        fileName,
        summary.elements,
        message,
      ]);
      log.info({ sessionId, fileName, summary }, 'an exchange import finished');
      if (summary.elements > 0) deps.onImported?.();
    } catch (error) {
      if (error instanceof ImportStopped) return;
      const known = error instanceof XmlReadError || error instanceof ArchiveError;
      if (!known) log.error({ err: error, sessionId, fileName }, 'an exchange import failed');
      const message = known ? (error as Error).message : 'Внутренняя ошибка сайта при загрузке; изменения этого шага отменены, повторите обмен';
      await db
        .query("UPDATE exchange_imports SET status = 'failed', message = $3, touched_at = now() WHERE session_id = $1 AND file_name = $2", [sessionId, fileName, message])
        .catch((updateError: unknown) => log.error({ err: updateError }, 'the failure of an exchange import was not recorded'));
    }
  }

  async function readImport(sessionId: number, fileName: string) {
    const { rows } = await db.query<{ status: 'running' | 'done' | 'failed'; message: string; done_count: number; stale: boolean }>(
      `SELECT status, message, done_count, touched_at < now() - $3::int * interval '1 second' AS stale
       FROM exchange_imports WHERE session_id = $1 AND file_name = $2`,
      [sessionId, fileName, STALE_SECONDS],
    );
    return rows[0] ?? null;
  }

  /** Waits for a promise for at most `ms`. */
  const within = (promise: Promise<void>, ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

  return {
    checkPassword(user, password) {
      return sameHash(hasher.key(`exchange-user\u0000${user}`), expected.user) && sameHash(hasher.key(`exchange-password\u0000${password}`), expected.password);
    },

    async openSession(kind) {
      const cookie = newKey();
      // Sessions a week past their end go, with their uploads.
      const { rows: old } = await db.query<{ id: string }>("DELETE FROM exchange_sessions WHERE expires_at < now() - interval '7 days' RETURNING id");
      for (const row of old) await fs.promises.rm(sessionDir(config.dir, Number(row.id)), { recursive: true, force: true });
      await db.query(`INSERT INTO exchange_sessions (kind, cookie_hash, expires_at) VALUES ($1, $2, now() + $3::int * interval '1 hour')`, [
        kind,
        hasher.key(`exchange\u0000${cookie}`),
        SESSION_HOURS,
      ]);
      return cookie;
    },

    async findSession(cookie, kind) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM exchange_sessions WHERE cookie_hash = $1 AND kind = $2 AND expires_at > now()', [
        hasher.key(`exchange\u0000${cookie}`),
        kind,
      ]);
      return rows[0] ? Number(rows[0].id) : null;
    },

    async init(sessionId) {
      await db.query('DELETE FROM exchange_imports WHERE session_id = $1', [sessionId]);
      await clearSessionDir(config.dir, sessionId);
    },

    async upload(sessionId, fileName, chunk) {
      if (!isSafeFileName(fileName)) throw new XmlReadError(`Недопустимое имя файла: ${fileName.slice(0, 100)}`);
      // A file uploaded again after its import is a new package of the same name.
      await db.query('DELETE FROM exchange_imports WHERE session_id = $1 AND file_name = $2 AND status <> $3', [sessionId, fileName, 'running']);
      await appendChunk(config.dir, sessionId, fileName, chunk);
    },

    async importStep(sessionId, fileName) {
      if (!isSafeFileName(fileName)) return { status: 'failure', message: `Недопустимое имя файла: ${fileName.slice(0, 100)}` };
      const key = `${sessionId}\u0000${fileName}`;
      if (!running.has(key)) {
        const row = await readImport(sessionId, fileName);
        // Checked again after the read: another request of this process may have started it meanwhile.
        if (!running.has(key) && (!row || (row.status === 'running' && row.stale))) {
          const job = (async () => {
            await db.query(
              `INSERT INTO exchange_imports (session_id, file_name, status) VALUES ($1, $2, 'running')
               ON CONFLICT (session_id, file_name) DO UPDATE SET status = 'running', done_count = 0, message = '', started_at = now(), touched_at = now()`,
              [sessionId, fileName],
            );
            await runImport(sessionId, fileName);
          })()
            .catch((error: unknown) => log.error({ err: error, sessionId, fileName }, 'an exchange import could not start'))
            .finally(() => running.delete(key));
          running.set(key, job);
        }
      }
      const job = running.get(key);
      if (job) await within(job, config.stepSeconds * 1000);
      const row = await readImport(sessionId, fileName);
      if (!row) return { status: 'failure', message: 'Загрузка была прервана новым обменом' };
      if (row.status === 'done') return { status: 'success', message: row.message };
      if (row.status === 'failed') return { status: 'failure', message: row.message };
      return { status: 'progress', message: `Загружено элементов: ${row.done_count}` };
    },

    async close() {
      closing = true;
      await Promise.all([...running.values()]);
    },
  };
}
