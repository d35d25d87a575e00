import type { Queryable } from '../../db/database';

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

/** Sessions, accounts and sign-in tokens. */
export interface AccountsRepository {
  createSession(token: string): Promise<void>;
  sessionExists(token: string): Promise<boolean>;
  /** The account a live sign-in token belongs to, or null. */
  findAccountIdByToken(token: string): Promise<number | null>;
  findAccount(accountId: number): Promise<AccountRow | null>;
}

/** Creates the repository over a database connection. */
export function createAccountsRepository(db: Queryable): AccountsRepository {
  return {
    async createSession(token) {
      await db.query('INSERT INTO sessions (token) VALUES ($1)', [token]);
    },
    async sessionExists(token) {
      const { rows } = await db.query('SELECT 1 FROM sessions WHERE token = $1', [token]);
      return rows.length > 0;
    },
    async findAccountIdByToken(token) {
      const { rows } = await db.query<{ account_id: number }>(
        'SELECT account_id FROM auth_tokens WHERE token = $1 AND expires_at > now()',
        [token],
      );
      return rows[0]?.account_id ?? null;
    },
    async findAccount(accountId) {
      const { rows } = await db.query<AccountRow>(
        `SELECT id, email, name, surname, patronymic, phone, gender,
                to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, image, bonus_balance
         FROM accounts WHERE id = $1`,
        [accountId],
      );
      return rows[0] ?? null;
    },
  };
}
