import fs from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import iconv from 'iconv-lite';
import { declaredEncoding } from './xml-reader';

/** File names 1C uploads: `import.xml`, `offers0_1.xml`, `import_files/ab/abcd….jpg`, `siteexchange.zip`. */
const SAFE_NAME = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\p{L}\p{N}_.\- ]+(?:\/[\p{L}\p{N}_.\- ]+){0,8}$/u;

/** Whether a name 1C sent is a relative path inside the exchange folder (no `..`, no absolute path). */
export function isSafeFileName(name: string): boolean {
  return name.length <= 255 && SAFE_NAME.test(name) && !name.startsWith('.');
}

/** The upload folder of one exchange session. */
export function sessionDir(root: string, sessionId: number): string {
  return path.join(root, `session-${sessionId}`);
}

/** The file's place in a session's folder; the name must have passed {@link isSafeFileName}. */
export function sessionFile(root: string, sessionId: number, name: string): string {
  const dir = sessionDir(root, sessionId);
  const file = path.resolve(dir, name);
  if (!file.startsWith(dir + path.sep)) throw new Error('A file name escaped the exchange folder');
  return file;
}

/** Empties a session's folder (`mode=init`: a new exchange starts). */
export async function clearSessionDir(root: string, sessionId: number): Promise<void> {
  const dir = sessionDir(root, sessionId);
  await fs.promises.rm(dir, { recursive: true, force: true });
  await fs.promises.mkdir(dir, { recursive: true });
}

/** Appends one uploaded chunk to the file (1C sends a large file as several `mode=file` requests). */
export async function appendChunk(root: string, sessionId: number, name: string, chunk: Buffer): Promise<void> {
  const file = sessionFile(root, sessionId, name);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.appendFile(file, chunk);
}

/** How much of a document's end is read to see whether it is whole. */
const TAIL_BYTES = 512;

/**
 * Whether an uploaded document has come whole: it ends (whitespace aside) with the closing tag of its root
 * element, in the encoding its declaration names. 1C cuts a file longer than `file_limit` into pieces, and
 * only the last piece closes the root.
 */
export async function documentEnded(root: string, sessionId: number, name: string, rootElement: string): Promise<boolean> {
  const handle = await fs.promises.open(sessionFile(root, sessionId, name), 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(200, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const encoding = declaredEncoding(head);
    const text = iconv.encodingExists(encoding) ? iconv.decode(tail, encoding) : tail.toString('utf8');
    return new RegExp(`</(?:[\\w.-]+:)?${rootElement}\\s*>[\\s\\u0000]*$`, 'u').test(text);
  } finally {
    await handle.close();
  }
}

/** Removes an uploaded file (one already applied), if it is there. */
export async function removeSessionFile(root: string, sessionId: number, name: string): Promise<void> {
  await fs.promises.rm(sessionFile(root, sessionId, name), { force: true });
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
export async function unpackArchives(root: string, sessionId: number, progress?: UnpackProgress, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<void> {
  const dir = sessionDir(root, sessionId);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return;
  }
  for (const name of names.filter((item) => item.toLowerCase().endsWith('.zip'))) {
    await unpack(root, sessionId, path.join(dir, name), limits, progress);
    await fs.promises.rename(path.join(dir, name), path.join(dir, `${name}.done`));
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
async function unpack(root: string, sessionId: number, archive: string, limits: ArchiveLimits, progress?: UnpackProgress): Promise<void> {
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
  let current: { file: string; handle: Promise<fs.promises.FileHandle> | null; entry: UnzipFile } | null = null;
  const closeCurrent = async (remove: boolean) => {
    const open = current;
    current = null;
    if (!open?.handle) return;
    await (await open.handle.catch(() => null))?.close().catch(() => undefined);
    if (remove) await fs.promises.rm(open.file, { force: true });
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
    const file = sessionFile(root, sessionId, name);
    const own = { file, handle: null as Promise<fs.promises.FileHandle> | null, entry };
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
          own.handle = fs.promises.mkdir(path.dirname(file), { recursive: true }).then(() => fs.promises.open(file, 'w'));
        }
        const handle = await own.handle!;
        if (chunk.length > 0) await handle.write(chunk);
        if (final) await closeCurrent(false);
      });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const stream = fs.createReadStream(archive, { highWaterMark: 256 * 1024 });
  let reported = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
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
    stream.destroy();
    await writes;
    // The entry being written when it stopped is incomplete: it goes.
    const open = current as { entry: UnzipFile } | null;
    open?.entry.terminate();
    await closeCurrent(failure !== null);
  }
  if (failure) throw failure;
}
