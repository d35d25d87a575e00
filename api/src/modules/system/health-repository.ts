import type { Queryable } from '../../db/database';

/** Resolves once the database answers a trivial query; rejects (a 500) when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
