import type { Queryable } from '../../db/database';

/** Resolves once the database answers a trivial query; rejects (a 500) when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** The versions of the migrations applied to the database (`schema_migrations`, db/migrate.ts). */
export async function appliedMigrationVersions(db: Queryable): Promise<Set<number>> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => Number(row.version)));
}
