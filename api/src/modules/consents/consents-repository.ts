import type { Queryable } from '../../db/database';
import type { ConsentKind } from './consent-text';

/** A consent to store: who gave it, where from, to which text. */
export interface ConsentInput {
  kind: ConsentKind;
  email?: string | null;
  accountId?: number | null;
  ip: string;
  userAgent?: string | null;
  /** The form that asked: registration, feedback, callback, subscription, order. */
  source: string;
  textVersion: string;
}

/** A stored consent. */
export interface ConsentRecord {
  id: number;
  kind: ConsentKind;
  email: string | null;
  account_id: number | null;
  ip: string;
  user_agent: string | null;
  source: string;
  text_version: string;
  given_at: Date | string;
}

/** Consents to the processing of personal data and to advertising letters (append-only). */
export interface ConsentsRepository {
  record(consent: ConsentInput): Promise<number>;
  /** Consents given with an e-mail, newest first. */
  listByEmail(email: string): Promise<ConsentRecord[]>;
}

/** User agents are kept for evidence, within reason. */
const USER_AGENT_MAX = 512;

export function createConsentsRepository(db: Queryable): ConsentsRepository {
  return {
    async record(consent) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO consents (kind, email, account_id, ip, user_agent, source, text_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int AS id`,
        [
          consent.kind,
          consent.email ?? null,
          consent.accountId ?? null,
          consent.ip,
          consent.userAgent ? consent.userAgent.slice(0, USER_AGENT_MAX) : null,
          consent.source,
          consent.textVersion,
        ],
      );
      return rows[0].id;
    },
    async listByEmail(email) {
      const { rows } = await db.query<ConsentRecord>(
        `SELECT id::int AS id, kind, email, account_id, ip, user_agent, source, text_version, given_at
         FROM consents WHERE lower(email) = lower($1) ORDER BY given_at DESC, id DESC`,
        [email],
      );
      return rows;
    },
  };
}
