import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir, openPgliteDatabase } from './pglite-database';

describe('embedded PGlite on disk', () => {
  let dir: string;

  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-')), 'pglite');
  });

  afterEach(() => {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  test('When a folder is locked by a live process, then a second lock is refused with a clear message', () => {
    // Arrange: pid 1 is always alive and is never this process.
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, '1');

    // Act
    const attempt = () => lockDataDir(dir);

    // Assert
    expect(attempt).toThrow(/in use by another API process \(pid 1\)/);
  });

  test('When the lock was left by a process that is gone, then it is taken over and released again', () => {
    // Arrange
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, '999999999');

    // Act
    const release = lockDataDir(dir);
    const owner = fs.readFileSync(`${dir}.lock`, 'utf8');
    release();

    // Assert
    expect(owner).toBe(String(process.pid));
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  test('When data is written, the database closed and opened again, then the data is still there', async () => {
    // Arrange
    const first = await openPgliteDatabase(dir);
    await first.exec("CREATE TABLE notes (text text); INSERT INTO notes VALUES ('Псков')");
    await first.close();

    // Act
    const second = await openPgliteDatabase(dir);
    const { rows } = await second.query<{ text: string }>('SELECT text FROM notes');
    await second.close();

    // Assert
    expect(rows).toEqual([{ text: 'Псков' }]);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
