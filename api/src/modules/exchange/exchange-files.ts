import fs from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
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

/** Most one archive may unpack to, against archive bombs. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024 * 1024;

/**
 * Unpacks every `.zip` of the session's folder into it, streaming (the archive is read in chunks and each
 * entry written as it inflates), and renames the archive `….zip.done` so that it is unpacked once. Entry
 * names that would leave the folder are refused.
 */
export async function unpackArchives(root: string, sessionId: number): Promise<void> {
  const dir = sessionDir(root, sessionId);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return;
  }
  for (const name of names.filter((item) => item.toLowerCase().endsWith('.zip'))) {
    await unpack(root, sessionId, path.join(dir, name));
    await fs.promises.rename(path.join(dir, name), path.join(dir, `${name}.done`));
  }
}

async function unpack(root: string, sessionId: number, archive: string): Promise<void> {
  const writes: Array<Promise<void>> = [];
  let unpacked = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    if (failure) return;
    if (entry.name.endsWith('/')) return;
    const name = entry.name.replace(/\\/g, '/');
    if (!isSafeFileName(name)) {
      failure = new ArchiveError(`В архиве недопустимое имя файла: ${name.slice(0, 100)}`);
      return;
    }
    const file = sessionFile(root, sessionId, name);
    const pieces: Uint8Array[] = [];
    let open: Promise<fs.promises.FileHandle> | null = null;
    let pending: Promise<unknown> = Promise.resolve();
    const done = new Promise<void>((resolve, reject) => {
      entry.ondata = (error, data, final) => {
        if (error) {
          reject(new ArchiveError('Архив повреждён'));
          return;
        }
        unpacked += data.length;
        if (unpacked > MAX_UNPACKED_BYTES) {
          reject(new ArchiveError('Архив распаковывается в слишком большой объём'));
          return;
        }
        pieces.push(data);
        open ??= fs.promises.mkdir(path.dirname(file), { recursive: true }).then(() => fs.promises.open(file, 'w'));
        const chunk = Buffer.concat(pieces.splice(0));
        pending = pending.then(async () => (await open!).write(chunk));
        if (final) {
          pending
            .then(async () => (await open!).close())
            .then(() => resolve(), reject);
        }
      };
    });
    // Awaited below; a rejection after the reading has given up must not go unhandled.
    done.catch(() => undefined);
    writes.push(done);
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const stream = fs.createReadStream(archive, { highWaterMark: 256 * 1024 });
  try {
    let previous: Buffer | null = null;
    for await (const chunk of stream) {
      if (previous) unzip.push(previous, false);
      previous = chunk as Buffer;
      if (failure) break;
      // Let the entries' writes keep up with the reading.
      await Promise.all(writes.slice(-4));
    }
    if (!failure) unzip.push(previous ?? new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof ArchiveError ? error : new ArchiveError('Архив повреждён');
  } finally {
    stream.destroy();
  }
  if (failure) throw failure;
  await Promise.all(writes);
}
