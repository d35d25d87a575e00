import type { Queryable } from '../../db/database';

/** A trip to Yandex taken from the table (single use: it is marked used as it is read). */
export interface AuthStateRow {
  session_key_hash: string;
  code_verifier: string;
  intent: 'sign_in' | 'link';
  account_id: number | null;
  return_to: string;
  expired: boolean;
}

/** What the callback hands to the page. */
export interface HandoffRow {
  kind: 'sign_in' | 'registration';
  account_id: number | null;
  yandex_user_id: string;
  login: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  phone: string;
}

/** The tables of the sign-in with Yandex ID, over the database or a transaction. */
export function yandexRepository(db: Queryable) {
  return {
    async insertState(row: { stateHash: string; sessionKeyHash: string; codeVerifier: string; intent: 'sign_in' | 'link'; accountId: number | null; returnTo: string; ttlSeconds: number }) {
      // Trips long over are of no use to anybody: each new one clears them.
      await db.query(`DELETE FROM yandex_auth_states WHERE expires_at < now() - interval '1 day'`);
      await db.query(
        `INSERT INTO yandex_auth_states (state_hash, session_key_hash, code_verifier, intent, account_id, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
        [row.stateHash, row.sessionKeyHash, row.codeVerifier, row.intent, row.accountId, row.returnTo, row.ttlSeconds],
      );
    },

    /** Marks the trip used and returns it; null when there is none or it was used already. */
    async useState(stateHash: string): Promise<AuthStateRow | null> {
      const { rows } = await db.query<AuthStateRow>(
        `UPDATE yandex_auth_states SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL
         RETURNING session_key_hash, code_verifier, intent, account_id, return_to, expires_at <= now() AS expired`,
        [stateHash],
      );
      return rows[0] ?? null;
    },

    async insertHandoff(ticketHash: string, sessionKeyHash: string, handoff: HandoffRow, ttlSeconds: number) {
      await db.query(`DELETE FROM yandex_handoffs WHERE expires_at < now() - interval '1 day'`);
      await db.query(
        `INSERT INTO yandex_handoffs (ticket_hash, session_key_hash, kind, account_id, yandex_user_id, login, email, first_name, last_name, phone, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
        [ticketHash, sessionKeyHash, handoff.kind, handoff.account_id, handoff.yandex_user_id, handoff.login, handoff.email, handoff.first_name, handoff.last_name, handoff.phone, ttlSeconds],
      );
    },

    /** Marks a live handoff of this session used and returns it; null otherwise. */
    async useHandoff(ticketHash: string, sessionKeyHash: string): Promise<HandoffRow | null> {
      const { rows } = await db.query<HandoffRow>(
        `UPDATE yandex_handoffs SET used_at = now()
         WHERE ticket_hash = $1 AND session_key_hash = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING kind, account_id, yandex_user_id, login, email, first_name, last_name, phone`,
        [ticketHash, sessionKeyHash],
      );
      return rows[0] ?? null;
    },

    async findAccountByYandexUser(yandexUserId: string): Promise<number | null> {
      const { rows } = await db.query<{ account_id: number }>('SELECT account_id FROM yandex_identities WHERE yandex_user_id = $1', [yandexUserId]);
      return rows[0]?.account_id ?? null;
    },

    async findAccountIdByEmail(email: string): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM accounts WHERE lower(email) = lower($1)', [email]);
      return rows[0]?.id ?? null;
    },

    /** The Yandex ID linked to an account, or null. */
    async findLink(accountId: number): Promise<{ yandex_user_id: string; login: string | null } | null> {
      const { rows } = await db.query<{ yandex_user_id: string; login: string | null }>(
        'SELECT yandex_user_id, login FROM yandex_identities WHERE account_id = $1',
        [accountId],
      );
      return rows[0] ?? null;
    },

    /** Links a Yandex user to an account; false when either already has another link. */
    async link(accountId: number, yandexUserId: string, login: string | null): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO yandex_identities (account_id, yandex_user_id, login) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING account_id`,
        [accountId, yandexUserId, login],
      );
      if (rows.length > 0) return true;
      const { rows: same } = await db.query('SELECT 1 FROM yandex_identities WHERE account_id = $1 AND yandex_user_id = $2', [accountId, yandexUserId]);
      return same.length > 0;
    },

    async unlink(accountId: number): Promise<void> {
      await db.query('DELETE FROM yandex_identities WHERE account_id = $1', [accountId]);
    },

    async insertPendingLink(ticketHash: string, yandexUserId: string, login: string | null) {
      await db.query('INSERT INTO yandex_pending_links (ticket_hash, yandex_user_id, login) VALUES ($1, $2, $3)', [ticketHash, yandexUserId, login]);
    },
  };
}

export type YandexRepository = ReturnType<typeof yandexRepository>;
