import type { Queryable } from '../../db/database';
import type { BonusReason } from './bonus-rules';

/** One row of the bonus ledger. */
export interface BonusEntryRecord {
  id: number;
  delta: number;
  balance_after: number;
  reason: BonusReason;
  order_id: number | null;
  created_at: string;
  total: number;
}

/** Writes of the ledger, inside the caller's transaction. */
export interface BonusLedgerWriter {
  /**
   * Adds `delta` points (negative to take) to the balance and writes the ledger row in one statement,
   * under the account's row lock. Answers the new balance, or null when the balance would go below zero
   * (nothing changes then).
   */
  post(accountId: number, delta: number, reason: BonusReason, orderId: number | null): Promise<number | null>;
}

/** The bonus history of accounts. */
export interface BonusesRepository {
  /** One page of an account's ledger, newest first, with `total` on every row. */
  listEntries(accountId: number, page: number, pageSize: number): Promise<BonusEntryRecord[]>;
  countEntries(accountId: number): Promise<number>;
}

/** Ledger writes over an open transaction (the registration's, the order's). */
export function bonusLedgerOn(tx: Queryable): BonusLedgerWriter {
  return {
    async post(accountId, delta, reason, orderId) {
      const { rows } = await tx.query<{ balance: number | null }>('SELECT bonus_post($1, $2, $3, $4) AS balance', [accountId, delta, reason, orderId]);
      return rows[0]?.balance ?? null;
    },
  };
}

/** Creates the repository over the database. */
export function createBonusesRepository(db: Queryable): BonusesRepository {
  return {
    async listEntries(accountId, page, pageSize) {
      const { rows } = await db.query<BonusEntryRecord>(
        `SELECT id::float8 AS id, delta, balance_after, reason, order_id,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
                count(*) OVER ()::int AS total
         FROM bonus_ledger WHERE account_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      return rows;
    },
    async countEntries(accountId) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bonus_ledger WHERE account_id = $1', [accountId]);
      return rows[0].n;
    },
  };
}
