import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createFileStore, loadFileStoreKind } from './file-store';
import type { FileStore, FileStoreKind } from './stored-files';

let database: TestDatabase;
let db: Database;
const folders: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await migrate(db);
});

afterAll(async () => {
  await database.dispose();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A store of `kind` with a folder and a space of its own. */
function storeOf(kind: FileStoreKind): FileStore {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-file-store-'));
  folders.push(folder);
  return createFileStore({ kind, db, folder, space: `test-${path.basename(folder)}` });
}

/** Bytes that differ from position to position, so that a piece read from the wrong place shows. */
const bytes = (length: number, seed = 1) => Buffer.from(Array.from({ length }, (_, n) => (n * 31 + seed * 7 + (n >> 8)) % 251));

const collect = async (chunks: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

describe.each<FileStoreKind>(['folder', 'database'])('the %s file store', (kind) => {
  test('When a file is written whole, then it reads back whole, by ranges and as a stream, with its size', async () => {
    const store = storeOf(kind);
    const data = bytes(2_500_000);

    await store.write('media/ab/picture.webp', data, 'image/webp');

    expect(await store.size('media/ab/picture.webp')).toBe(data.length);
    expect((await store.read('media/ab/picture.webp'))?.equals(data)).toBe(true);
    // Across the database's 1 MiB pieces, and past the end.
    expect((await store.readRange('media/ab/picture.webp', 1_048_000, 1_000)).equals(data.subarray(1_048_000, 1_049_000))).toBe(true);
    expect((await store.readRange('media/ab/picture.webp', data.length - 10, 512)).equals(data.subarray(data.length - 10))).toBe(true);
    expect((await collect(store.stream('media/ab/picture.webp'))).equals(data)).toBe(true);

    // Written again, smaller, then empty: nothing of the longer file is left behind.
    await store.write('media/ab/picture.webp', data.subarray(5, 905), 'image/webp');
    expect((await store.read('media/ab/picture.webp'))?.equals(data.subarray(5, 905))).toBe(true);
    expect((await collect(store.stream('media/ab/picture.webp'))).equals(data.subarray(5, 905))).toBe(true);
    await store.write('media/ab/picture.webp', Buffer.alloc(0), 'image/webp');
    expect(await store.size('media/ab/picture.webp')).toBe(0);
    expect((await store.read('media/ab/picture.webp'))?.length).toBe(0);
  });

  test('When a file is appended to in pieces of any size, then it is the pieces in order, and a writer makes the same', async () => {
    const store = storeOf(kind);
    const data = bytes(3_300_000, 2);
    const cuts = [0, 10, 4096, 1_048_576, 1_048_580, 2_900_000, data.length];

    for (let n = 1; n < cuts.length; n += 1) await store.append('session-1/import.xml', data.subarray(cuts[n - 1], cuts[n]));
    const writer = await store.writer('session-1/unpacked.xml');
    for (let offset = 0; offset < data.length; offset += 16 * 1024) await writer.write(data.subarray(offset, offset + 16 * 1024));
    await writer.close();
    const small = await store.writer('session-1/import_files/ab/1.jpg');
    await small.write(data.subarray(0, 300));
    await small.write(data.subarray(300, 700));
    await small.close();
    await (await store.writer('session-1/empty.txt')).close();

    expect(await store.size('session-1/import.xml')).toBe(data.length);
    expect((await collect(store.stream('session-1/import.xml'))).equals(data)).toBe(true);
    expect((await store.readRange('session-1/import.xml', 2_899_990, 20)).equals(data.subarray(2_899_990, 2_900_010))).toBe(true);
    expect((await collect(store.stream('session-1/unpacked.xml'))).equals(data)).toBe(true);
    expect((await store.read('session-1/import_files/ab/1.jpg'))?.equals(data.subarray(0, 700))).toBe(true);
    expect(await store.size('session-1/empty.txt')).toBe(0);
    expect((await store.read('session-1/empty.txt'))?.length).toBe(0);
  });

  test('When files are renamed, removed, discarded and listed, then each folder holds exactly its own files', async () => {
    const store = storeOf(kind);
    for (const name of ['session_1/a.zip', 'session_1/import_files/ab/1.jpg', 'session%1/x.xml', 'sessionX1/y.xml', 'session_10/z.xml']) {
      await store.write(name, Buffer.from(name), 'application/octet-stream');
    }
    const discarded = await store.writer('session_1/cut.bin');
    await discarded.write(bytes(1000));
    await discarded.discard();

    await store.rename('session_1/a.zip', 'session_1/a.zip.done');

    // `_` and `%` are letters of a name here, not patterns.
    expect(await store.list('session_1')).toEqual(['a.zip.done', 'import_files/ab/1.jpg']);
    expect((await store.read('session_1/a.zip.done'))?.toString()).toBe('session_1/a.zip');
    expect(await store.size('session_1/a.zip')).toBeNull();

    await store.remove('session_1/import_files/ab/1.jpg');
    await store.removeFolder('session_1');

    expect(await store.list('session_1')).toEqual([]);
    expect(await store.list('session%1')).toEqual(['x.xml']);
    expect(await store.list('sessionX1')).toEqual(['y.xml']);
    expect(await store.list('session_10')).toEqual(['z.xml']);
  });

  test('When a file is not there, then its size and contents are null, a range is empty and a stream throws', async () => {
    const store = storeOf(kind);

    expect(await store.size('session-9/none.xml')).toBeNull();
    expect(await store.read('session-9/none.xml')).toBeNull();
    expect((await store.readRange('session-9/none.xml', 0, 200)).length).toBe(0);
    await expect(collect(store.stream('session-9/none.xml'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.rename('session-9/none.xml', 'session-9/other.xml')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test.each(['../escape.xml', 'session-1/../../escape.xml', '/etc/passwd', 'session-1//import.xml', 'session-1\\import.xml', './import.xml', ''])(
    'When a name would leave the store (%j), then it is refused and nothing is written',
    async (name) => {
      const store = storeOf(kind);

      await expect(store.append(name, Buffer.from('x'))).rejects.toThrow('A file name escaped the file store');
      await expect(store.write(name, Buffer.from('x'), 'text/plain')).rejects.toThrow('A file name escaped the file store');
      await expect(store.size(name)).rejects.toThrow('A file name escaped the file store');
    },
  );
});

describe('the database file store', () => {
  test('When a file is written whole, then its row holds its type, size, SHA-256 and time; an appended file has no SHA-256 until written whole', async () => {
    const store = storeOf('database');
    const data = bytes(1_500_000, 3);

    await store.write('products/ab/picture.webp', data, 'image/webp');
    await store.append('session-2/import.xml', data.subarray(0, 100));

    const { rows } = await db.query<{ name: string; content_type: string; size: number; sha256: string | null; fresh: boolean; pieces: number }>(
      `SELECT f.name, f.content_type, f.size::int AS size, f.sha256, f.created_at > now() - interval '1 minute' AS fresh,
              (SELECT count(*)::int FROM stored_file_chunks c WHERE c.file_name = f.name) AS pieces
         FROM stored_files f WHERE f.name LIKE 'test-%' ORDER BY f.name`,
    );
    const ours = rows.filter((row) => row.name.endsWith('/products/ab/picture.webp') || row.name.endsWith('/session-2/import.xml'));
    expect(ours.map(({ name, ...row }) => ({ ...row, name: name.replace(/^test-[^/]+\//, '') }))).toEqual([
      { name: 'products/ab/picture.webp', content_type: 'image/webp', size: 1_500_000, sha256: createHash('sha256').update(data).digest('hex'), fresh: true, pieces: 2 },
      { name: 'session-2/import.xml', content_type: 'application/octet-stream', size: 100, sha256: null, fresh: true, pieces: 1 },
    ]);
  });
});

describe('FILE_STORE', () => {
  const load = (env: Record<string, string>, databaseUrl: string | null) => {
    const problems: string[] = [];
    return { kind: loadFileStoreKind((name) => env[name], databaseUrl, problems), problems };
  };

  test('When it is not set, then PostgreSQL keeps files in the database and the embedded database in the folder', () => {
    expect(load({}, 'postgres://shop@db/shop')).toEqual({ kind: 'database', problems: [] });
    expect(load({}, null)).toEqual({ kind: 'folder', problems: [] });
  });

  test('When it names a store, then that store is used; the database without PostgreSQL or anything else is a problem at start-up', () => {
    expect(load({ FILE_STORE: 'folder' }, 'postgres://shop@db/shop')).toEqual({ kind: 'folder', problems: [] });
    expect(load({ FILE_STORE: 'database' }, 'postgres://shop@db/shop')).toEqual({ kind: 'database', problems: [] });
    expect(load({ FILE_STORE: 'database' }, null).problems).toEqual(['FILE_STORE=database needs DATABASE_URL: the embedded database keeps files in the folder']);
    expect(load({ FILE_STORE: 's3' }, null).problems).toEqual(['FILE_STORE must be one of folder, database, got "s3"']);
  });
});
