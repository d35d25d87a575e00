import type { Database, Queryable } from '../../db/database';
import { bonusLedgerOn, type BonusLedgerWriter } from '../bonuses/index';
import { createConsentsRepository, type ConsentsRepository } from '../consents/index';

/** An account row as the personal cabinet shows it. */
export interface AccountRow {
  id: number;
  email: string;
  name: string;
  surname: string;
  patronymic: string;
  phone: string;
  gender: 'male' | 'female' | null;
  date_of_birth: string | null;
  image: string | null;
  bonus_balance: number;
}

/** Fields of a new account. */
export interface NewAccount {
  email: string;
  name: string;
  surname: string;
  phone: string;
}

/** Fields the customer edits in the cabinet. */
export interface AccountChanges {
  name: string;
  surname: string;
  patronymic: string;
  phone: string;
  gender: 'male' | 'female' | null;
  date_of_birth: string | null;
  image: string | null;
}

/** How a sign-in token was earned; it decides its lifetime. */
export type TokenPurpose = 'login' | 'registration';

/** What a code is for. */
export type CodePurpose = 'sign_in' | 'email_change';

/** The newest open code of an address. */
export interface OpenCodeRecord {
  id: number;
  code_hash: string;
  failed_attempts: number;
  account_id: number | null;
}

/** Kinds of events the abuse limits count. */
export type LimitEventKind = 'code_sent' | 'code_failed';

/** Events of one subject within a window, with the times the limits need (in seconds). */
export interface LimitWindowRecord {
  count: number;
  /** Seconds until the oldest event of the window leaves it; null when the window is empty. */
  oldestLeavesIn: number | null;
  /** Seconds since the newest event; null when the window is empty. */
  sinceNewest: number | null;
}

/** Reads and single writes that need no transaction. */
export interface AccountsReads {
  createSession(keyHash: string): Promise<void>;
  sessionExists(keyHash: string): Promise<boolean>;
  /** The account a live (unexpired) sign-in token belongs to, or null. */
  findAccountIdByToken(tokenHash: string): Promise<number | null>;
  findAccount(accountId: number): Promise<AccountRow | null>;
  /** Revokes one sign-in token. */
  deleteToken(tokenHash: string): Promise<void>;
  updateAccount(accountId: number, changes: AccountChanges): Promise<AccountRow | null>;
  /** Replaces the account's avatar (or removes it, with null) and sets `accounts.image`. */
  saveAvatar(accountId: number, avatar: { fileName: string; contentType: string; data: Buffer; url: string } | null): Promise<AccountRow | null>;
  findAvatar(fileName: string): Promise<{ content_type: string; data: Buffer } | null>;
}

/** Writes of the sign-in, inside one transaction. */
export interface AccountsWriter extends AccountsReads {
  /**
   * Holds a lock named after a limit subject until the transaction ends, so that two API processes
   * counting the same e-mail or address never both see room for one more event.
   */
  lockLimitSubject(subject: string): Promise<void>;
  limitWindow(subject: string, kind: LimitEventKind, seconds: number): Promise<LimitWindowRecord>;
  recordLimitEvent(subject: string, kind: LimitEventKind): Promise<number>;
  /** Removes counted events again (a letter that could not be sent does not count). */
  forgetLimitEvents(ids: number[]): Promise<void>;
  /** Drops events older than a day: no limit looks further back. */
  pruneLimitEvents(subject: string): Promise<void>;
  /** Drops an address's codes older than a day and tickets and tokens that ended a day ago. */
  pruneExpired(emailHash: string): Promise<void>;
  /** Closes every open code of an address (a new one replaces them). */
  closeOpenCodes(emailHash: string, purpose: CodePurpose): Promise<void>;
  insertCode(code: { emailHash: string; purpose: CodePurpose; accountId: number | null; codeHash: string; ttlSeconds: number }): Promise<number>;
  /** The newest open, unexpired code of an address, locked for the transaction. */
  findOpenCode(emailHash: string, purpose: CodePurpose): Promise<OpenCodeRecord | null>;
  /** Counts a wrong try; the code closes at `maxAttempts`. Answers the tries made so far. */
  recordCodeFailure(codeId: number, maxAttempts: number): Promise<number>;
  closeCode(codeId: number): Promise<void>;
  findAccountIdByEmail(email: string): Promise<number | null>;
  insertToken(tokenHash: string, accountId: number, purpose: TokenPurpose, ttlSeconds: number): Promise<void>;
  insertRegistrationTicket(ticketHash: string, email: string, ttlSeconds: number): Promise<void>;
  /** Uses a live ticket once; answers the e-mail it confirmed, or null. */
  useRegistrationTicket(ticketHash: string): Promise<string | null>;
  /** Creates an account; null when the e-mail already has one. */
  insertAccount(account: NewAccount): Promise<number | null>;
  /** Changes the e-mail; false when another account already has it. */
  updateEmail(accountId: number, email: string): Promise<boolean>;
  /** Moves an anonymous session's cart (merged into the account's), recently viewed products, searches and city choice into the account. */
  carryOverSession(sessionKeyHash: string, accountId: number): Promise<void>;
  /** Consents over the same transaction. */
  consents: ConsentsRepository;
  /** The bonus ledger over the same transaction (the welcome bonus). */
  bonuses: BonusLedgerWriter;
}

/** Sessions, accounts, sign-in tokens and codes. Writes of the sign-in go through {@link AccountsRepository.transaction}. */
export interface AccountsRepository extends AccountsReads {
  transaction<T>(fn: (tx: AccountsWriter) => Promise<T>): Promise<T>;
}

const ACCOUNT_COLUMNS = `id, email, name, surname, patronymic, phone, gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, image, bonus_balance`;

function reads(db: Queryable): AccountsReads {
  return {
    async createSession(keyHash) {
      await db.query('INSERT INTO sessions (key_hash) VALUES ($1)', [keyHash]);
    },
    async sessionExists(keyHash) {
      const { rows } = await db.query('SELECT 1 FROM sessions WHERE key_hash = $1', [keyHash]);
      return rows.length > 0;
    },
    async findAccountIdByToken(tokenHash) {
      const { rows } = await db.query<{ account_id: number }>(
        'SELECT account_id FROM auth_tokens WHERE token_hash = $1 AND expires_at > now()',
        [tokenHash],
      );
      return rows[0]?.account_id ?? null;
    },
    async findAccount(accountId) {
      const { rows } = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1`, [accountId]);
      return rows[0] ?? null;
    },
    async deleteToken(tokenHash) {
      await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
    },
    saveAvatar: avatarWrites(db),
    async findAvatar(fileName) {
      const { rows } = await db.query<{ content_type: string; data: Buffer | Uint8Array }>(
        'SELECT content_type, data FROM account_avatars WHERE file_name = $1',
        [fileName],
      );
      const row = rows[0];
      return row ? { content_type: row.content_type, data: Buffer.from(row.data) } : null;
    },
    async updateAccount(accountId, changes) {
      const { rows } = await db.query<AccountRow>(
        `UPDATE accounts SET name = $2, surname = $3, patronymic = $4, phone = $5, gender = $6, date_of_birth = $7, image = $8
         WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
        [accountId, changes.name, changes.surname, changes.patronymic, changes.phone, changes.gender, changes.date_of_birth, changes.image],
      );
      return rows[0] ?? null;
    },
  };
}

function avatarWrites(db: Queryable) {
  return async (accountId: number, avatar: { fileName: string; contentType: string; data: Buffer; url: string } | null) => {
    await db.query('DELETE FROM account_avatars WHERE account_id = $1', [accountId]);
    if (avatar) {
      await db.query('INSERT INTO account_avatars (file_name, account_id, content_type, data) VALUES ($1, $2, $3, $4)', [
        avatar.fileName,
        accountId,
        avatar.contentType,
        avatar.data,
      ]);
    }
    const { rows } = await db.query<AccountRow>(`UPDATE accounts SET image = $2 WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`, [
      accountId,
      avatar?.url ?? null,
    ]);
    return rows[0] ?? null;
  };
}

/** The sign-in writes over an open transaction (also used by modules that sign customers in another way). */
export function writer(tx: Queryable): AccountsWriter {
  return {
    ...reads(tx),
    consents: createConsentsRepository(tx),
    bonuses: bonusLedgerOn(tx),
    async lockLimitSubject(subject) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7301))', [subject]);
    },
    async limitWindow(subject, kind, seconds) {
      const { rows } = await tx.query<{ count: number; oldest_leaves_in: number | null; since_newest: number | null }>(
        `SELECT count(*)::int AS count,
                extract(epoch FROM min(created_at) + make_interval(secs => $3) - now())::float8 AS oldest_leaves_in,
                extract(epoch FROM now() - max(created_at))::float8 AS since_newest
         FROM auth_limit_events
         WHERE subject = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)`,
        [subject, kind, seconds],
      );
      const row = rows[0];
      return { count: row.count, oldestLeavesIn: row.oldest_leaves_in, sinceNewest: row.since_newest };
    },
    async recordLimitEvent(subject, kind) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO auth_limit_events (subject, kind) VALUES ($1, $2) RETURNING id::int AS id',
        [subject, kind],
      );
      return rows[0].id;
    },
    async forgetLimitEvents(ids) {
      if (ids.length > 0) await tx.query('DELETE FROM auth_limit_events WHERE id = ANY($1::bigint[])', [ids]);
    },
    async pruneLimitEvents(subject) {
      await tx.query(`DELETE FROM auth_limit_events WHERE subject = $1 AND created_at < now() - interval '1 day'`, [subject]);
    },
    async pruneExpired(emailHash) {
      await tx.query(`DELETE FROM sign_in_codes WHERE email_hash = $1 AND created_at < now() - interval '1 day'`, [emailHash]);
      await tx.query(`DELETE FROM registration_tickets WHERE expires_at < now() - interval '1 day'`);
      await tx.query(`DELETE FROM auth_tokens WHERE expires_at < now() - interval '1 day'`);
    },
    async closeOpenCodes(emailHash, purpose) {
      await tx.query(
        'UPDATE sign_in_codes SET closed_at = now() WHERE email_hash = $1 AND purpose = $2 AND closed_at IS NULL',
        [emailHash, purpose],
      );
    },
    async insertCode(code) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO sign_in_codes (email_hash, purpose, account_id, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id::int AS id`,
        [code.emailHash, code.purpose, code.accountId, code.codeHash, code.ttlSeconds],
      );
      return rows[0].id;
    },
    async findOpenCode(emailHash, purpose) {
      const { rows } = await tx.query<OpenCodeRecord>(
        `SELECT id::int AS id, code_hash, failed_attempts, account_id FROM sign_in_codes
         WHERE email_hash = $1 AND purpose = $2 AND closed_at IS NULL AND expires_at > now()
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [emailHash, purpose],
      );
      return rows[0] ?? null;
    },
    async recordCodeFailure(codeId, maxAttempts) {
      const { rows } = await tx.query<{ failed_attempts: number }>(
        `UPDATE sign_in_codes SET failed_attempts = failed_attempts + 1,
                closed_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE closed_at END
         WHERE id = $1 RETURNING failed_attempts`,
        [codeId, maxAttempts],
      );
      return rows[0]?.failed_attempts ?? maxAttempts;
    },
    async closeCode(codeId) {
      await tx.query('UPDATE sign_in_codes SET closed_at = now() WHERE id = $1', [codeId]);
    },
    async findAccountIdByEmail(email) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM accounts WHERE lower(email) = lower($1)', [email]);
      return rows[0]?.id ?? null;
    },
    async insertToken(tokenHash, accountId, purpose, ttlSeconds) {
      await tx.query(
        `INSERT INTO auth_tokens (token_hash, account_id, issued_for, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [tokenHash, accountId, purpose, ttlSeconds],
      );
    },
    async insertRegistrationTicket(ticketHash, email, ttlSeconds) {
      await tx.query(
        `INSERT INTO registration_tickets (ticket_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [ticketHash, email, ttlSeconds],
      );
    },
    async useRegistrationTicket(ticketHash) {
      const { rows } = await tx.query<{ email: string }>(
        `UPDATE registration_tickets SET used_at = now()
         WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING email`,
        [ticketHash],
      );
      return rows[0]?.email ?? null;
    },
    async insertAccount(account) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO accounts (email, name, surname, phone) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING id`,
        [account.email, account.name, account.surname, account.phone],
      );
      return rows[0]?.id ?? null;
    },
    async updateEmail(accountId, email) {
      const { rows } = await tx.query(
        `UPDATE accounts SET email = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM accounts WHERE lower(email) = lower($2) AND id <> $1) RETURNING id`,
        [accountId, email],
      );
      return rows.length > 0;
    },
    async carryOverSession(sessionKeyHash, accountId) {
      // Recently viewed products join the account's, each keeping its latest visit.
      await tx.query(
        `INSERT INTO product_views (account_id, product_id, viewed_at)
         SELECT $2, product_id, viewed_at FROM product_views WHERE session_token = $1
         ON CONFLICT (account_id, product_id) WHERE account_id IS NOT NULL
         DO UPDATE SET viewed_at = GREATEST(product_views.viewed_at, EXCLUDED.viewed_at)`,
        [sessionKeyHash, accountId],
      );
      await tx.query('DELETE FROM product_views WHERE session_token = $1', [sessionKeyHash]);
      // So do the recent searches (the account's list is trimmed to its newest on the next search).
      await tx.query(
        `INSERT INTO search_history (account_id, query, category_slug, searched_at)
         SELECT $2, query, category_slug, searched_at FROM search_history WHERE session_token = $1
         ON CONFLICT (account_id, query, category_slug) WHERE account_id IS NOT NULL
         DO UPDATE SET searched_at = GREATEST(search_history.searched_at, EXCLUDED.searched_at)`,
        [sessionKeyHash, accountId],
      );
      await tx.query('DELETE FROM search_history WHERE session_token = $1', [sessionKeyHash]);
      // A city chosen in this visit wins over the account's saved one and becomes the saved city
      // (docs/product.md §9); with no choice in this visit the saved city stays.
      await tx.query(
        `INSERT INTO city_choices (account_id, city_id)
         SELECT $2, city_id FROM city_choices WHERE session_token = $1
         ON CONFLICT (account_id) DO UPDATE SET city_id = EXCLUDED.city_id, chosen_at = now()`,
        [sessionKeyHash, accountId],
      );
      await tx.query('DELETE FROM city_choices WHERE session_token = $1', [sessionKeyHash]);

      const { rows: sessionCarts } = await tx.query<{ id: number; promo_code: string | null; delivery_key: string | null }>(
        'SELECT id, promo_code, delivery_key FROM carts WHERE session_token = $1 FOR UPDATE',
        [sessionKeyHash],
      );
      const sessionCart = sessionCarts[0];
      if (!sessionCart) return;
      const { rows: paid } = await tx.query('SELECT 1 FROM cart_items WHERE cart_id = $1 AND NOT is_gift LIMIT 1', [sessionCart.id]);
      if (paid.length > 0) {
        // The account's cart (created when missing) takes the session's paid lines; a product in both
        // keeps the larger amount. Gifts are chosen again against the merged cart. A promo code or a way
        // of delivery chosen before signing in comes along unless the account's cart has its own (the code
        // is priced again on every read, so one this customer may no longer use gives nothing off).
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO carts (account_id, promo_code, delivery_key) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET updated_at = now(),
             promo_code = COALESCE(carts.promo_code, EXCLUDED.promo_code),
             delivery_key = COALESCE(carts.delivery_key, EXCLUDED.delivery_key)
           RETURNING id`,
          [accountId, sessionCart.promo_code, sessionCart.delivery_key],
        );
        await tx.query(
          `INSERT INTO cart_items (cart_id, product_id, quantity, is_gift, added_at)
           SELECT $1, product_id, quantity, false, added_at FROM cart_items WHERE cart_id = $2 AND NOT is_gift
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = GREATEST(cart_items.quantity, EXCLUDED.quantity)
           WHERE NOT cart_items.is_gift`,
          [rows[0].id, sessionCart.id],
        );
      }
      await tx.query('DELETE FROM carts WHERE id = $1', [sessionCart.id]);
    },
  };
}

/** Creates the repository over the database. */
export function createAccountsRepository(db: Database): AccountsRepository {
  return {
    ...reads(db),
    // The old picture goes and the new one comes in one transaction.
    saveAvatar: (accountId, avatar) => db.transaction((tx) => avatarWrites(tx)(accountId, avatar)),
    transaction: (fn) => db.transaction((tx) => fn(writer(tx))),
  };
}
