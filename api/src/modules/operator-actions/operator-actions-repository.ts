import type { Queryable } from '../../db/database';

/** One recorded action: who (an operator, 1C or a letter's link), what, on which order or review, when. */
export interface OperatorActionRecord {
  operator: string;
  action: string;
  /** `order:{id}` or `review:{id}`. */
  subject: string;
  details: Record<string, unknown>;
  acted_at: Date;
}

/**
 * Records an operator's action (in the caller's transaction, so that the action and its record stand or
 * fall together). The operator API, review moderation and the 1C exchange all write here (ADR 0019).
 */
export async function recordAction(tx: Queryable, operator: string, action: string, subject: string, details: Record<string, unknown> = {}): Promise<void> {
  await tx.query('INSERT INTO operator_actions (operator, action, subject, details) VALUES ($1, $2, $3, $4::jsonb)', [operator, action, subject, JSON.stringify(details)]);
}

/** The record of actions, newest first, of one subject or of all. */
export async function listActions(db: Queryable, subject: string | null, limit: number, offset: number): Promise<OperatorActionRecord[]> {
  const { rows } = await db.query<OperatorActionRecord>(
    'SELECT operator, action, subject, details, acted_at FROM operator_actions WHERE $1::text IS NULL OR subject = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [subject, limit, offset],
  );
  return rows;
}

/** Whether the order or review a subject names exists (an id beyond PostgreSQL's integer exists nowhere). */
export async function subjectExists(db: Queryable, kind: 'order' | 'review', id: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${kind === 'order' ? 'orders' : 'reviews'} WHERE id = $1`, [id <= 2_147_483_647 ? id : 0]);
  return rows.length > 0;
}
