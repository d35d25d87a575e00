import type { Queryable } from '../db/database';

/**
 * The catalogue's version as the public cache reads it (`catalog_version`, one row; see migration 0025),
 * over the read replica when there is one, before the app's repositories exist.
 */
export interface CatalogVersionRepository {
  /** The version and the schema that holds it (a notification names its schema). */
  read(): Promise<{ schema: string; version: number }>;
  /** The version alone. */
  readVersion(): Promise<number>;
}

export function createCatalogVersionRepository(db: Queryable): CatalogVersionRepository {
  return {
    async read() {
      const { rows } = await db.query<{ schema: string; version: string | number }>('SELECT current_schema() AS schema, version FROM catalog_version');
      return { schema: rows[0].schema, version: Number(rows[0].version) };
    },
    async readVersion() {
      const { rows } = await db.query<{ version: string | number }>('SELECT version FROM catalog_version');
      return Number(rows[0].version);
    },
  };
}
