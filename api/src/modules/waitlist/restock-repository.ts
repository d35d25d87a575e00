import type { Database } from '../../db/database';

/** A letter due: a customer who waited for a product that came back. */
export interface DueLetterRecord {
  restock_id: number;
  account_id: number;
  email: string;
  product_title: string;
  product_full_slug: string;
}

/** Restocks and the waitlist letters written for them. */
export interface RestockRepository {
  /**
   * Claims up to `limit` letters not written yet (and letters whose writer stopped before finishing for
   * `staleSeconds`): a letter is claimed by one API process only, however many run the job.
   */
  claimDueLetters(limit: number, staleSeconds: number): Promise<DueLetterRecord[]>;
  markSent(restockId: number, accountId: number): Promise<void>;
  /** Gives a claimed letter back (the relay refused it); a later run tries again. */
  release(restockId: number, accountId: number): Promise<void>;
  /** Closes the restocks whose every waiting customer has had the letter. */
  closeFinishedRestocks(): Promise<void>;
}

/** Customers waiting for the restocked product since before it came back, without a letter. */
const DUE = `
  SELECT r.id AS restock_id, w.account_id
  FROM restocks r
  JOIN waitlist_items w ON w.product_id = r.product_id AND w.added_at <= r.restocked_at
  WHERE r.done_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM waitlist_letters l WHERE l.restock_id = r.id AND l.account_id = w.account_id)
  ORDER BY r.id, w.account_id`;

/** Creates the repository over the database. */
export function createRestockRepository(db: Database): RestockRepository {
  return {
    async claimDueLetters(limit, staleSeconds) {
      return db.transaction(async (tx) => {
        // The primary key decides who claims a letter: a second process inserts nothing for it.
        const { rows: fresh } = await tx.query<{ restock_id: number; account_id: number }>(
          `WITH due AS (${DUE} LIMIT $1)
           INSERT INTO waitlist_letters (restock_id, account_id) SELECT restock_id, account_id FROM due
           ON CONFLICT DO NOTHING RETURNING restock_id::int AS restock_id, account_id`,
          [limit],
        );
        const { rows: stale } = await tx.query<{ restock_id: number; account_id: number }>(
          `UPDATE waitlist_letters SET claimed_at = now()
           WHERE (restock_id, account_id) IN (
             SELECT restock_id, account_id FROM waitlist_letters
             WHERE sent_at IS NULL AND claimed_at < now() - make_interval(secs => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING restock_id::int AS restock_id, account_id`,
          [staleSeconds, limit],
        );
        const claimed = [...fresh, ...stale];
        if (claimed.length === 0) return [];
        const { rows } = await tx.query<DueLetterRecord>(
          `SELECT c.restock_id, c.account_id, a.email, p.title AS product_title, p.full_slug AS product_full_slug
           FROM unnest($1::bigint[], $2::int[]) AS c (restock_id, account_id)
           JOIN restocks r ON r.id = c.restock_id
           JOIN products p ON p.id = r.product_id
           JOIN accounts a ON a.id = c.account_id
           ORDER BY c.restock_id, c.account_id`,
          [claimed.map((row) => row.restock_id), claimed.map((row) => row.account_id)],
        );
        return rows.map((row) => ({ ...row, restock_id: Number(row.restock_id) }));
      });
    },
    async markSent(restockId, accountId) {
      await db.query('UPDATE waitlist_letters SET sent_at = now() WHERE restock_id = $1 AND account_id = $2', [restockId, accountId]);
    },
    async release(restockId, accountId) {
      await db.query('DELETE FROM waitlist_letters WHERE restock_id = $1 AND account_id = $2 AND sent_at IS NULL', [restockId, accountId]);
    },
    async closeFinishedRestocks() {
      await db.query(
        `UPDATE restocks r SET done_at = now()
         WHERE r.done_at IS NULL AND NOT EXISTS (
           SELECT 1 FROM waitlist_items w
           WHERE w.product_id = r.product_id AND w.added_at <= r.restocked_at
             AND NOT EXISTS (SELECT 1 FROM waitlist_letters l WHERE l.restock_id = r.id AND l.account_id = w.account_id AND l.sent_at IS NOT NULL))`,
      );
    },
  };
}
