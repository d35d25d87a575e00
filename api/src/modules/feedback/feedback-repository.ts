import type { Queryable } from '../../db/database';

/** A message of the feedback form or a callback request, to store. */
export interface FeedbackInput {
  kind: 'feedback' | 'callback';
  name: string;
  /** `+7` and ten digits. */
  phone: string;
  email: string | null;
  message: string;
  callTime: string;
  accountId: number | null;
  ip: string;
  userAgent: string | null;
  clientToken: string;
}

/** A stored message. */
export interface FeedbackRecord {
  id: number;
  kind: 'feedback' | 'callback';
  name: string;
  phone: string;
  email: string | null;
  message: string;
  call_time: string;
  account_id: number | null;
  ip: string;
  created_at: Date | string;
}

/** Messages of the feedback and callback forms (kept for the shop's staff). */
export interface FeedbackRepository {
  add(input: FeedbackInput): Promise<FeedbackRecord>;
  /** Newest first (staff tools and tests). */
  listRecent(limit: number): Promise<FeedbackRecord[]>;
}

const COLUMNS = 'id, kind, name, phone, email, message, call_time, account_id, ip, created_at';

export function createFeedbackRepository(db: Queryable): FeedbackRepository {
  return {
    async add(input) {
      const { rows } = await db.query<FeedbackRecord>(
        `INSERT INTO feedback_messages (kind, name, phone, email, message, call_time, account_id, ip, user_agent, client_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [
          input.kind,
          input.name,
          input.phone,
          input.email,
          input.message,
          input.callTime,
          input.accountId,
          input.ip,
          input.userAgent ? input.userAgent.slice(0, 512) : null,
          input.clientToken,
        ],
      );
      return rows[0];
    },
    async listRecent(limit) {
      const { rows } = await db.query<FeedbackRecord>(`SELECT ${COLUMNS} FROM feedback_messages ORDER BY id DESC LIMIT $1`, [limit]);
      return rows;
    },
  };
}
