import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/** `api/migrations`, found the same way from `src/db` (tsx, jest) and from `dist/db` (built server). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Arbitrary constant naming the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 730_142;

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** A migration file: `NNNN-name.sql`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads the migration files in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => FILE_NAME.test(file))
    .sort()
    .map((file) => ({
      version: Number(FILE_NAME.exec(file)![1]),
      name: file,
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies the migrations that are not yet in `schema_migrations`, each in its own transaction,
 * and returns the names of those applied. Running it again applies nothing.
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((row) => Number(row.version)));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const didApply = await db.transaction(async (tx) => {
      // Several API replicas may start together against one server: the lock lets one migrate.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (again.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}
