import type { Queryable } from '../../db/database';

/** Where the API keeps its own files (ADR 0051): in a folder of this machine, or in the database. */
export type FileStoreKind = 'folder' | 'database';

export const FILE_STORE_KINDS: readonly FileStoreKind[] = ['folder', 'database'];

/** A file being written piece by piece (an entry of an archive as it unpacks). */
export interface FileWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** Writes what is left; the file is whole. */
  close(): Promise<void>;
  /** Stops writing and removes the file. */
  discard(): Promise<void>;
}

/** The reads of a store. */
export type FileReads = Pick<FileStore, 'size' | 'read' | 'readRange' | 'stream'>;

/**
 * Files named by relative paths (`session-3/import_files/ab/ab12.jpg`), with the same behaviour in a folder
 * and in the database. A name has passed its caller's checks; a name that would leave the store (`..`, an
 * absolute path) is refused all the same.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  /** The file's size in bytes; null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** The whole file; null when there is none. For small files (a picture), never a package. */
  read(name: string): Promise<Buffer | null>;
  /** Up to `length` bytes from `start` (fewer at the end of the file); empty when there is no such file. */
  readRange(name: string, start: number, length: number): Promise<Buffer>;
  /** The file's bytes in order, a piece at a time; throws {@link FileNotFoundError} when there is none. */
  stream(name: string): AsyncIterable<Buffer>;
  /** Writes a whole file, replacing one of the name; a reader sees the old file or the new one, never half. */
  write(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Appends to the file, creating it when there is none (1C sends a large file as several requests). */
  append(name: string, chunk: Buffer): Promise<void>;
  /** Starts a file anew, written piece by piece. */
  writer(name: string): Promise<FileWriter>;
  /** Renames a file, replacing one of the new name. */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file, if it is there. */
  remove(name: string): Promise<void>;
  /** Removes every file under the folder `prefix` (`session-3`). */
  removeFolder(prefix: string): Promise<void>;
  /** The names, relative to `prefix`, of every file under the folder `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * The reads of files inside the caller's open transaction `tx`: the embedded database has one connection,
   * which the transaction holds, so a read outside it would wait for it forever. The folder store ignores `tx`.
   */
  readsOn(tx: Queryable): FileReads;
}

/** Thrown by {@link FileStore.stream} for a file that is not there. */
export class FileNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(name: string) {
    super(`No stored file ${name}`);
    this.name = 'FileNotFoundError';
  }
}

/** Whether a relative name stays inside the store: no empty, `.` or `..` part, no leading `/` or `\`. */
export function isStoredName(name: string): boolean {
  return name.length > 0 && name.length <= 900 && !name.includes('\\') && !name.includes('\0') && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Refuses a name that would leave the store. */
export function checkedName(name: string): string {
  if (!isStoredName(name)) throw new Error(`A file name escaped the file store: ${JSON.stringify(name.slice(0, 100))}`);
  return name;
}
