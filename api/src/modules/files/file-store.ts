import type { Database } from '../../db/database';
import { createDatabaseFileStore } from './database-file-store';
import { createFolderFileStore } from './folder-file-store';
import { checkedName, FILE_STORE_KINDS, type FileStore, type FileStoreKind } from './stored-files';

/**
 * `FILE_STORE`: `folder` or `database`; by default the database on PostgreSQL (`DATABASE_URL`, any number of
 * processes and machines) and the folder on the embedded database. The database store needs PostgreSQL: the
 * embedded database serves one process, whose folder is enough, and passes bytes through WebAssembly at
 * about a megabyte a second.
 */
export function loadFileStoreKind(value: (name: string) => string | undefined, databaseUrl: string | null, problems: string[]): FileStoreKind {
  const raw = value('FILE_STORE');
  if (raw === undefined) return databaseUrl ? 'database' : 'folder';
  if (!(FILE_STORE_KINDS as readonly string[]).includes(raw)) {
    problems.push(`FILE_STORE must be one of ${FILE_STORE_KINDS.join(', ')}, got "${raw}"`);
    return 'folder';
  }
  if (raw === 'database' && !databaseUrl) problems.push('FILE_STORE=database needs DATABASE_URL: the embedded database keeps files in the folder');
  return raw as FileStoreKind;
}

/** The store a configuration names when it names none: the database on PostgreSQL, the folder on the embedded one. */
export function defaultFileStoreKind(config: { fileStore?: FileStoreKind; databaseUrl: string | null }): FileStoreKind {
  return config.fileStore ?? (config.databaseUrl ? 'database' : 'folder');
}

/**
 * The store of one kind of the API's files: `folder` is where they live in the folder store, `space` the first
 * part of their names in the database (`exchange`, `media`), so that each user has a store of its own.
 */
export function createFileStore(options: { kind: FileStoreKind; db: Database; folder: string; space: string }): FileStore {
  return options.kind === 'database' ? createDatabaseFileStore(options.db, checkedName(options.space)) : createFolderFileStore(options.folder);
}
