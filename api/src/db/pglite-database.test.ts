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

  test('When it is opened, then PostgreSQL runs with the lean memory settings, the shared buffers as asked, and leaves the configuration file alone', async () => {
    // Arrange
    const settings = async (db: Awaited<ReturnType<typeof openPgliteDatabase>>) => {
      const { rows } = await db.query<{ name: string; setting: string; unit: string | null }>(
        "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'maintenance_work_mem', 'temp_buffers', 'TimeZone') ORDER BY name",
      );
      return Object.fromEntries(rows.map((row) => [row.name, `${row.setting} ${row.unit ?? ''}`.trim()]));
    };

    // Act
    const lean = await openPgliteDatabase(dir);
    const byDefault = await settings(lean);
    await lean.close();
    const configured = await openPgliteDatabase(dir, { sharedBuffersMb: 8 });
    const asked = await settings(configured);
    await configured.close();

    // Assert: 4096 buffers of 8 kB are 32 MB; the folder's own settings (its time zone) still apply.
    expect(byDefault).toEqual({ maintenance_work_mem: '16384 kB', shared_buffers: '4096 8kB', temp_buffers: '256 8kB', TimeZone: 'UTC', work_mem: '4096 kB' });
    expect(asked.shared_buffers).toBe('1024 8kB');
    expect(fs.readFileSync(path.join(dir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
  });
});
