import type { Queryable } from '../../db/database';

/** Reads of the products a customer waits for. */
export interface WaitlistRepository {
  countItems(accountId: number): Promise<number>;
}

/** Creates the repository over a database connection. */
export function createWaitlistRepository(db: Queryable): WaitlistRepository {
  return {
    async countItems(accountId) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM waitlist_items WHERE account_id = $1', [accountId]);
      return rows[0].n;
    },
  };
}
