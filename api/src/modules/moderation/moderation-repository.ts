import type { Queryable } from '../../db/database';

/** Where a review stands: waiting for the shop, shown, or turned down. */
export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** A review as the operator sees it. */
export interface ModeratedReview {
  id: number;
  product_id: number;
  product_title: string;
  author_name: string;
  rating: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
  answer: string | null;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const COLUMNS = `r.id, r.product_id, p.title AS product_title, r.author_name, r.rating, r.advantages, r.disadvantages, r.comment, r.status,
  ${ISO('r.created_at')} AS created_at, ${ISO('r.moderated_at')} AS moderated_at, r.moderated_by, r.answer`;

/** A review with its product's title; null for an unknown one. */
export async function findModeratedReview(db: Queryable, reviewId: number): Promise<ModeratedReview | null> {
  const { rows } = await db.query<ModeratedReview>(`SELECT ${COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = $1`, [reviewId]);
  return rows[0] ?? null;
}

/** A page of reviews (of one status, or all), newest first, each row with the count of them all. */
export async function listModeratedReviews(db: Queryable, status: ReviewStatus | null, limit: number, offset: number): Promise<Array<ModeratedReview & { total: number }>> {
  const { rows } = await db.query<ModeratedReview & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM reviews r JOIN products p ON p.id = r.product_id
     WHERE $1::text IS NULL OR r.status = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  return rows;
}

/** How many reviews (of one status, or all) there are. */
export async function countReviews(db: Queryable, status: ReviewStatus | null): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE $1::text IS NULL OR status = $1', [status]);
  return rows[0].n;
}

/** Stores the shop's decision on a review and who made it. */
export async function decideReview(tx: Queryable, reviewId: number, status: 'published' | 'rejected', operator: string): Promise<void> {
  await tx.query('UPDATE reviews SET status = $2, moderated_at = now(), moderated_by = $3 WHERE id = $1', [reviewId, status, operator]);
}

/** Stores the shop's answer to a review; false for an unknown review. */
export async function answerReview(tx: Queryable, reviewId: number, text: string): Promise<boolean> {
  const { rowCount } = await tx.query('UPDATE reviews SET answer = $2, answer_at = now() WHERE id = $1', [reviewId, text]);
  return rowCount > 0;
}
