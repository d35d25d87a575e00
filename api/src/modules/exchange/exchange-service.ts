import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { ExchangeMetrics } from '../../plugins/operations';
import type { FileStore } from '../files/index';
import { createKeyHasher, newKey, sameHash } from '../../shared/keys';
import { importCommerceMl } from './catalog-import';
import { createExchangeRepository, type ExchangeKind } from './exchange-repository';
import type { ExchangeConfig } from './exchange-config';
import { ROOT } from './commerceml';
import { appendChunk, ArchiveError, clearSessionDir, documentEnded, isSafeFileName, removeSessionFile, sessionDir, sessionDocument, sessionFile, unpackArchives } from './exchange-files';
import type { SaleExchange } from './sale-exchange';
import { XmlReadError } from './xml-reader';

/** The cookie `checkauth` answers; 1C sends it back with every later request of the exchange. */
export const EXCHANGE_COOKIE = 'shop_exchange';

/** How long an exchange session lasts: a full exchange of a large catalogue takes hours at most. */
const SESSION_HOURS = 24;

/** A running import not touched for this long was cut off (the process stopped) and starts over. */
const STALE_SECONDS = 120;

/** The plain-text answer of `mode=import`. */
export interface ImportAnswer {
  status: 'progress' | 'success' | 'failure';
  message: string;
}

/** Thrown when the import is stopped: the app closes, or a new exchange of the session abandoned it. */
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
  /**
   * `type=sale&mode=file`: appends a piece of 1C's orders document and applies the document once it has
   * come whole (its root element closed); `progress` while more pieces are to come.
   */
  uploadOrders(sessionId: number, fileName: string, chunk: Buffer): Promise<ImportAnswer>;
  /** `type=sale&mode=import`: the outcome of an orders document already applied, or applies what was uploaded. */
  importOrders(sessionId: number, fileName: string): Promise<ImportAnswer>;
  /** Stops running imports (the app closes); they start over when 1C asks again. */
  close(): Promise<void>;
}

export function createExchangeService(deps: {
  db: Database;
  config: ExchangeConfig;
  /** Where the uploaded packages are kept (the folder `config.dir` or the database, ADR 0051). */
  files: FileStore;
  authSecret: string;
  log: FastifyBaseLogger;
  /** Called after an import that wrote something (the search's words are read again). */
  onImported?: () => void;
  /** What applies 1C's orders documents. */
  sale: Pick<SaleExchange, 'applyFile'>;
  /** Where the packages received, imported and failed are counted (ADR 0050). */
  metrics?: ExchangeMetrics;
}): ExchangeService {
  const { db, config, files, log, metrics } = deps;
  const store = createExchangeRepository(db);
  const hasher = createKeyHasher(deps.authSecret);
  const running = new Map<string, Promise<void>>();
  const unpacking = new Map<number, Promise<void>>();
  const abandoned = new Set<number>();
  let closing = false;

  const expected = { user: hasher.key(`exchange-user\u0000${config.user}`), password: hasher.key(`exchange-password\u0000${config.password}`) };

  async function runImport(sessionId: number, fileName: string): Promise<void> {
    const step = async (done: number) => {
      if (closing || abandoned.has(sessionId)) throw new ImportStopped();
      // A new exchange of the session (init) removed the import: it is abandoned and stops here.
      if (!(await store.touchImport(sessionId, fileName, done))) throw new ImportStopped();
    };
    try {
      // One unpacking per session at a time (import.xml and offers.xml may be asked for together).
      const previous = unpacking.get(sessionId) ?? Promise.resolve();
      const unpacked = previous.then(() => unpackArchives(files, sessionId, () => step(0)));
      const settled = unpacked.catch(() => undefined);
      unpacking.set(sessionId, settled);
      try {
        await unpacked;
      } finally {
        if (unpacking.get(sessionId) === settled) unpacking.delete(sessionId);
      }
      if (!(await uploaded(sessionId, fileName))) throw new XmlReadError(`Файл ${fileName} не был загружен`);
      const summary = await importCommerceMl({ db, config, files, sessionId, fileName, step }, sessionDocument(files, sessionId, fileName));
      const message = `${summary.kind === 'catalog' ? 'Каталог' : 'Предложения'}: ${summary.changesOnly ? 'изменения' : 'полная выгрузка'}, элементов: ${summary.elements}`;
      await store.finishImport(sessionId, fileName, summary.elements, message);
      metrics?.imported('catalog', summary.elements);
      log.info({ sessionId, fileName, summary }, 'an exchange import finished');
      if (summary.elements > 0) deps.onImported?.();
    } catch (error) {
      if (error instanceof ImportStopped) return;
      const known = error instanceof XmlReadError || error instanceof ArchiveError;
      if (!known) log.error({ err: error, sessionId, fileName }, 'an exchange import failed');
      metrics?.failed('catalog');
      const message = known ? (error as Error).message : 'Внутренняя ошибка сайта при загрузке; изменения этого шага отменены, повторите обмен';
      await store
        .failImport(sessionId, fileName, message)
        .catch((updateError: unknown) => log.error({ err: updateError }, 'the failure of an exchange import was not recorded'));
    }
  }

  const readImport = (sessionId: number, fileName: string) => store.findImport(sessionId, fileName, STALE_SECONDS);

  /** Applies an uploaded orders document, records the outcome for `mode=import` and removes the file. */
  async function applyOrders(sessionId: number, fileName: string): Promise<ImportAnswer> {
    await store.startImport(sessionId, fileName);
    metrics?.received('sale');
    const result = await deps.sale.applyFile(sessionDocument(files, sessionId, fileName));
    await removeSessionFile(files, sessionId, fileName);
    if (!result.ok) {
      await store.failImport(sessionId, fileName, result.message);
      metrics?.failed('sale');
      return { status: 'failure', message: result.message };
    }
    const message = result.notes.join('\n');
    await store.finishImport(sessionId, fileName, 0, message);
    metrics?.imported('sale', result.orders);
    return { status: 'success', message };
  }

  /** Whether the session has uploaded this file (and not applied it yet). */
  const uploaded = async (sessionId: number, fileName: string) => (await files.size(sessionFile(sessionId, fileName))) !== null;

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
      for (const id of await store.deleteOldSessions()) await files.removeFolder(sessionDir(id));
      await store.insertSession(kind, hasher.key(`exchange\u0000${cookie}`), SESSION_HOURS);
      return cookie;
    },

    async findSession(cookie, kind) {
      return store.findSession(hasher.key(`exchange\u0000${cookie}`), kind);
    },

    async init(sessionId) {
      // A new exchange abandons the session's running imports: they stop at their next step before the folder is emptied.
      const jobs = [...running].filter(([key]) => key.startsWith(`${sessionId}\u0000`)).map(([, job]) => job);
      if (jobs.length > 0) {
        abandoned.add(sessionId);
        try {
          await Promise.all(jobs);
        } finally {
          abandoned.delete(sessionId);
        }
      }
      await store.deleteImports(sessionId);
      await clearSessionDir(files, sessionId);
    },

    async upload(sessionId, fileName, chunk) {
      if (!isSafeFileName(fileName)) throw new XmlReadError(`Недопустимое имя файла: ${fileName.slice(0, 100)}`);
      // A file uploaded again after its import is a new package of the same name.
      await store.deleteImports(sessionId, fileName);
      await appendChunk(files, sessionId, fileName, chunk);
    },

    async importStep(sessionId, fileName) {
      if (!isSafeFileName(fileName)) return { status: 'failure', message: `Недопустимое имя файла: ${fileName.slice(0, 100)}` };
      const key = `${sessionId}\u0000${fileName}`;
      if (!running.has(key)) {
        const row = await readImport(sessionId, fileName);
        // Checked again after the read: another request of this process may have started it meanwhile.
        if (!running.has(key) && (!row || (row.status === 'running' && row.stale))) {
          const job = (async () => {
            await store.startImport(sessionId, fileName);
            metrics?.received('catalog');
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

    async uploadOrders(sessionId, fileName, chunk) {
      if (!isSafeFileName(fileName)) return { status: 'failure', message: `Недопустимое имя файла: ${fileName.slice(0, 100)}` };
      // A document uploaded again after it was applied is a new one of the same name.
      await store.deleteImports(sessionId, fileName);
      await appendChunk(files, sessionId, fileName, chunk);
      if (!(await documentEnded(files, sessionId, fileName, ROOT))) return { status: 'progress', message: '' };
      return applyOrders(sessionId, fileName);
    },

    async importOrders(sessionId, fileName) {
      if (!isSafeFileName(fileName)) return { status: 'failure', message: `Недопустимое имя файла: ${fileName.slice(0, 100)}` };
      const row = await readImport(sessionId, fileName);
      if (row?.status === 'done') return { status: 'success', message: row.message };
      if (row?.status === 'failed') return { status: 'failure', message: row.message };
      if (!(await uploaded(sessionId, fileName))) return { status: 'failure', message: `Файл ${fileName} не был загружен` };
      // 1C says the document is complete: applied as it is (a document cut short fails as not XML).
      return applyOrders(sessionId, fileName);
    },

    async close() {
      closing = true;
      await Promise.all([...running.values()]);
    },
  };
}
