import type { Queryable } from '../../db/database';

/** A newsletter subscriber as stored. */
export interface SubscriberRecord {
  id: number;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  confirm_token: string;
  unsubscribe_token: string;
}

/** What a subscription request leaves. */
export interface SubscriptionRequest {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
  ip: string;
  userAgent: string | null;
}

const COLUMNS = 'id, email, status, confirm_token, unsubscribe_token';

/** Newsletter subscribers with their double opt-in. */
export interface SubscriptionsRepository {
  findByEmail(email: string): Promise<SubscriberRecord | null>;
  /**
   * A new subscriber waits for confirmation; one who left is asked again with new tokens; one who waits
   * keeps the tokens of the first letter; an active one stays as it is. One row per mailbox.
   */
  request(request: SubscriptionRequest): Promise<SubscriberRecord>;
  /** Confirms by the letter's token; null when no subscriber has it. */
  confirm(confirmToken: string): Promise<SubscriberRecord | null>;
  /** Unsubscribes by the token of any letter; null when no subscriber has it. */
  unsubscribe(unsubscribeToken: string): Promise<SubscriberRecord | null>;
}

export function createSubscriptionsRepository(db: Queryable): SubscriptionsRepository {
  return {
    async findByEmail(email) {
      const { rows } = await db.query<SubscriberRecord>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = $1`, [email]);
      return rows[0] ?? null;
    },

    async request({ email, confirmToken, unsubscribeToken, ip, userAgent }) {
      const { rows } = await db.query<SubscriberRecord>(
        `INSERT INTO newsletter_subscribers (email, status, confirm_token, unsubscribe_token, ip, user_agent)
         VALUES ($1, 'pending', $2, $3, $4, $5)
         ON CONFLICT (email) DO UPDATE SET
           status = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN 'pending' ELSE newsletter_subscribers.status END,
           confirm_token = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN EXCLUDED.confirm_token ELSE newsletter_subscribers.confirm_token END,
           unsubscribe_token = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN EXCLUDED.unsubscribe_token ELSE newsletter_subscribers.unsubscribe_token END,
           unsubscribed_at = CASE WHEN newsletter_subscribers.status = 'unsubscribed' THEN NULL ELSE newsletter_subscribers.unsubscribed_at END,
           ip = EXCLUDED.ip,
           user_agent = EXCLUDED.user_agent,
           requested_at = now()
         RETURNING ${COLUMNS}`,
        [email, confirmToken, unsubscribeToken, ip, userAgent ? userAgent.slice(0, 512) : null],
      );
      return rows[0];
    },

    async confirm(confirmToken) {
      const { rows } = await db.query<SubscriberRecord>(
        `UPDATE newsletter_subscribers
         SET status = 'active', confirmed_at = coalesce(confirmed_at, now())
         WHERE confirm_token = $1 AND status IN ('pending', 'active')
         RETURNING ${COLUMNS}`,
        [confirmToken],
      );
      return rows[0] ?? null;
    },

    async unsubscribe(unsubscribeToken) {
      const { rows } = await db.query<SubscriberRecord>(
        `UPDATE newsletter_subscribers
         SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
         WHERE unsubscribe_token = $1
         RETURNING ${COLUMNS}`,
        [unsubscribeToken],
      );
      return rows[0] ?? null;
    },
  };
}
