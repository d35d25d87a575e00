import type { AppConfig } from '../config';
import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

/** Opens the database the configuration asks for: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgliteSharedBuffersMb'>): Promise<Database> {
  return config.databaseUrl
    ? openPgDatabase(config.databaseUrl)
    : openPgliteDatabase(config.dataDir, { sharedBuffersMb: config.pgliteSharedBuffersMb });
}
