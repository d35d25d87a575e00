import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import iconv from 'iconv-lite';
import type { FileStore, FileWriter } from '../files/index';
import { declaredEncoding, type XmlSource } from './xml-reader';

/** File names 1C uploads: `import.xml`, `offers0_1.xml`, `import_files/ab/abcd….jpg`, `siteexchange.zip`. */
const SAFE_NAME = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\p{L}\p{N}_.\- ]+(?:\/[\p{L}\p{N}_.\- ]+){0,8}$/u;

/** Whether a name 1C sent is a relative path inside the exchange folder (no `..`, no absolute path). */
export function isSafeFileName(name: string): boolean {
  return name.length <= 255 && SAFE_NAME.test(name) && !name.startsWith('.');
}

/** The upload folder of one exchange session, in the exchange's file store. */
export function sessionDir(sessionId: number): string {
  return `session-${sessionId}`;
}

/** The file's name in the exchange's file store; the name must have passed {@link isSafeFileName}. */
export function sessionFile(sessionId: number, name: string): string {
  if (!isSafeFileName(name)) throw new Error('A file name escaped the exchange folder');
  return `${sessionDir(sessionId)}/${name}`;
}

/** An uploaded document as the XML reader reads it: its first bytes, then all of it a piece at a time. */
export function sessionDocument(files: FileStore, sessionId: number, name: string): XmlSource {
  const file = sessionFile(sessionId, name);
  return { head: (bytes) => files.readRange(file, 0, bytes), chunks: () => files.stream(file) };
}

/** Empties a session's folder (`mode=init`: a new exchange starts). */
export async function clearSessionDir(files: FileStore, sessionId: number): Promise<void> {
  await files.removeFolder(sessionDir(sessionId));
}

/** Appends one uploaded chunk to the file (1C sends a large file as several `mode=file` requests). */
export async function appendChunk(files: FileStore, sessionId: number, name: string, chunk: Buffer): Promise<void> {
  await files.append(sessionFile(sessionId, name), chunk);
}

/** How much of a document's end is read to see whether it is whole. */
const TAIL_BYTES = 512;

/**
 * Whether an uploaded document has come whole: it ends (whitespace aside) with the closing tag of its root
 * element, in the encoding its declaration names. 1C cuts a file longer than `file_limit` into pieces, and
 * only the last piece closes the root.
 */
export async function documentEnded(files: FileStore, sessionId: number, name: string, rootElement: string): Promise<boolean> {
  const file = sessionFile(sessionId, name);
  const size = (await files.size(file)) ?? 0;
  const head = await files.readRange(file, 0, Math.min(200, size));
  const tail = await files.readRange(file, Math.max(0, size - TAIL_BYTES), Math.min(TAIL_BYTES, size));
  const encoding = declaredEncoding(head);
  const text = iconv.encodingExists(encoding) ? iconv.decode(tail, encoding) : tail.toString('utf8');
  return new RegExp(`</(?:[\\w.-]+:)?${rootElement}\\s*>[\\s\\u0000]*$`, 'u').test(text);
}

/** Removes an uploaded file (one already applied), if it is there. */
export async function removeSessionFile(files: FileStore, sessionId: number, name: string): Promise<void> {
  await files.remove(sessionFile(sessionId, name));
}

/** Thrown for an archive that cannot be unpacked; the message is Russian. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** What one archive may hold (ADR 0033): checked while it unpacks, so a bomb stops early. */
export interface ArchiveLimits {
  /** Bytes all its entries unpack to. */
  unpackedBytes: number;
  /** Unpacked bytes per byte of the archive read so far, past the first `ratioAllowance` bytes. */
  ratio: number;
  ratioAllowance: number;
  /** Entries (files and folders). */
  entries: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = {
  unpackedBytes: 20 * 1024 ** 3,
  ratio: 100,
  ratioAllowance: 64 * 1024 ** 2,
  entries: 500_000,
};

/** Bytes of the archive given to the unpacker at once: a slice inflates to at most about a thousand times as much. */
const SLICE = 16 * 1024;

/**
 * fflate 0.8.2's streaming `Unzip` (the version is pinned) puts a list in front of an internal array for every
 * entry and reads only the first two, so each entry costs as much as all those before it: 100 000 pictures took
 * 16 s of blocked event loop instead of 2. Trimming the array to the two lists it reads keeps that linear; an
 * `Unzip` without the array (another version) is left alone.
 */
function trimEntryLists(unzip: Unzip): void {
  const lists = (unzip as unknown as { k?: unknown }).k;
  if (Array.isArray(lists) && lists.length > 2) lists.length = 2;
}

/** What unpacking reports: called every few megabytes; may throw to stop it (the app closes). */
export type UnpackProgress = (unpackedBytes: number) => Promise<void> | void;

/**
 * Unpacks every `.zip` of the session's folder into it, streaming (the archive is read in chunks and each
 * entry written as it inflates), and renames the archive `….zip.done` so that it is unpacked once. Entry
 * names that would leave the folder are refused, and so is an archive past {@link ARCHIVE_LIMITS}.
 */
export async function unpackArchives(files: FileStore, sessionId: number, progress?: UnpackProgress, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<void> {
  const names = await files.list(sessionDir(sessionId));
  for (const name of names.filter((item) => !item.includes('/') && item.toLowerCase().endsWith('.zip'))) {
    await unpack(files, sessionId, sessionFile(sessionId, name), limits, progress);
    await files.rename(sessionFile(sessionId, name), sessionFile(sessionId, `${name}.done`));
  }
}

/** A size as 1C's operator reads it: `20 ГБ`, `64 МБ`. */
const size = (bytes: number) => {
  const [value, unit] = bytes >= 1024 ** 3 ? [bytes / 1024 ** 3, 'ГБ'] : [bytes / 1024 ** 2, 'МБ'];
  return `${value.toLocaleString('ru-RU', { maximumFractionDigits: 1 }).replace(/\s/g, ' ')} ${unit}`;
};

/**
 * One archive, through fflate's streaming `Unzip`: the archive is given in small slices, every entry is started
 * at once (an entry not started would be kept in memory) and its data written as it comes, and the next slice
 * waits until what the last one inflated is on disk, so memory holds one slice's output whatever the entries'
 * sizes and order. The limits are checked after every slice; on any failure the open file is closed, the
 * entry being written removed and the reading stopped.
 */
async function unpack(files: FileStore, sessionId: number, archive: string, limits: ArchiveLimits, progress?: UnpackProgress): Promise<void> {
  let unpacked = 0;
  let read = 0;
  let entries = 0;
  let failure: Error | null = null;
  // Writes in the order the data came, one after another; each slice waits for them.
  let writes: Promise<unknown> = Promise.resolve();
  const queue = (work: () => Promise<unknown>) => {
    writes = writes.then(() => (failure ? undefined : work())).catch((error: unknown) => {
      failure ??= error instanceof ArchiveError ? error : new ArchiveError('Не удалось записать распакованный файл');
    });
  };
  let current: { file: string; writer: Promise<FileWriter> | null; entry: UnzipFile } | null = null;
  const closeCurrent = async (remove: boolean) => {
    const open = current;
    current = null;
    if (!open?.writer) return;
    const writer = await open.writer.catch(() => null);
    if (remove) await writer?.discard();
    else await writer?.close();
  };

  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > limits.entries) failure ??= new ArchiveError(`В архиве больше ${limits.entries.toLocaleString('ru-RU').replace(/\s/g, ' ')} файлов`);
    const name = entry.name.replace(/\\/g, '/');
    if (!failure && !name.endsWith('/') && !isSafeFileName(name)) failure = new ArchiveError(`В архиве недопустимое имя файла: ${name.slice(0, 100)}`);
    if (failure || name.endsWith('/')) {
      // Started all the same, its data dropped: fflate keeps an entry that is not started in memory.
      entry.ondata = () => undefined;
      entry.start();
      return;
    }
    const file = sessionFile(sessionId, name);
    const own = { file, writer: null as Promise<FileWriter> | null, entry };
    entry.ondata = (error, data, final) => {
      if (error) {
        failure ??= new ArchiveError('Архив повреждён');
        return;
      }
      unpacked += data.length;
      if (failure) return;
      if (unpacked > limits.unpackedBytes) {
        failure = new ArchiveError(`Архив распаковывается больше чем в ${size(limits.unpackedBytes)}`);
        return;
      }
      const chunk = data;
      queue(async () => {
        if (current !== own) {
          await closeCurrent(false);
          current = own;
          own.writer = files.writer(file);
        }
        const writer = await own.writer!;
        if (chunk.length > 0) await writer.write(chunk);
        if (final) await closeCurrent(false);
      });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const stream = files.stream(archive)[Symbol.asyncIterator]();
  let reported = 0;
  try {
    for (let next = await stream.next(); !next.done; next = await stream.next()) {
      const bytes = next.value;
      for (let offset = 0; offset < bytes.length && !failure; offset += SLICE) {
        const slice = bytes.subarray(offset, offset + SLICE);
        read += slice.length;
        try {
          unzip.push(slice, false);
          trimEntryLists(unzip);
        } catch {
          failure ??= new ArchiveError('Архив повреждён');
        }
        if (!failure && unpacked > limits.ratioAllowance && unpacked > read * limits.ratio) {
          failure = new ArchiveError(`Архив сжат сильнее чем в ${limits.ratio} раз: похоже на архив-бомбу, он не распакован`);
        }
        await writes;
      }
      if (failure) break;
      if (progress && unpacked - reported >= 16 * 1024 ** 2) {
        reported = unpacked;
        await progress(unpacked);
      }
    }
    if (!failure) {
      try {
        unzip.push(new Uint8Array(0), true);
      } catch {
        failure ??= new ArchiveError('Архив оборвался: он загружен не полностью');
      }
      await writes;
    }
  } catch (error) {
    failure ??= error as Error;
  } finally {
    await stream.return?.();
    await writes;
    // The entry being written when it stopped is incomplete: it goes.
    const open = current as { entry: UnzipFile } | null;
    open?.entry.terminate();
    await closeCurrent(failure !== null);
  }
  if (failure) throw failure;
}
