import type { Database } from '../../db/database';

/** A review as its author sees it in the cabinet. */
export interface PersonalReviewRecord {
  id: number;
  product_id: number;
  product_title: string;
  product_full_slug: string;
  rating: number;
  price_status: number;
  quality_status: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  anonymous: boolean;
  created_at: string;
  answer: string | null;
  photos: string[];
  status: 'pending' | 'published' | 'rejected';
  total: number;
}

/** A new review and its photos. */
export interface NewReview {
  accountId: number;
  productId: number;
  authorName: string;
  rating: number;
  priceStatus: number;
  qualityStatus: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  anonymous: boolean;
  photos: Array<{ fileName: string; contentType: string; data: Buffer; url: string }>;
  /** 'pending' under pre-moderation, 'published' under post-moderation (migration 0022). */
  status: 'pending' | 'published';
}

/** Reviews customers write from their account. */
export interface PersonalReviewsRepository {
  productExists(productId: number): Promise<boolean>;
  /**
   * Stores the review, its photos and the product's new rating in one transaction; null when the
   * customer has already reviewed the product.
   */
  create(review: NewReview): Promise<number | null>;
  /** The customer's reviews, newest first, with `total` on every row. */
  listByAccount(accountId: number, page: number, pageSize: number): Promise<PersonalReviewRecord[]>;
  /** One of the customer's reviews. */
  findOwn(accountId: number, reviewId: number): Promise<PersonalReviewRecord | null>;
  countByAccount(accountId: number): Promise<number>;
  findUpload(fileName: string): Promise<{ content_type: string; data: Buffer } | null>;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const SELECT_OWN = `
  SELECT r.id, r.product_id, p.title AS product_title, p.full_slug AS product_full_slug, r.rating, r.price_status,
         r.quality_status, r.advantages, r.disadvantages, r.comment, r.anonymous, ${ISO('r.created_at')} AS created_at,
         r.answer, r.status,
         coalesce((SELECT json_agg(m.url ORDER BY m.position) FROM review_media m WHERE m.review_id = r.id), '[]'::json) AS photos,
         count(*) OVER ()::int AS total
  FROM reviews r JOIN products p ON p.id = r.product_id
  WHERE r.account_id = $1`;

/** Creates the repository over the database. */
export function createPersonalReviewsRepository(db: Database): PersonalReviewsRepository {
  return {
    async productExists(productId) {
      const { rows } = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
      return rows.length > 0;
    },
    async create(review) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO reviews (product_id, account_id, author_name, rating, price_status, quality_status, advantages, disadvantages, comment, anonymous, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (account_id, product_id) WHERE account_id IS NOT NULL DO NOTHING RETURNING id`,
          [
            review.productId,
            review.accountId,
            review.authorName,
            review.rating,
            review.priceStatus,
            review.qualityStatus,
            review.advantages,
            review.disadvantages,
            review.comment,
            review.anonymous,
            review.status,
          ],
        );
        const id = rows[0]?.id;
        if (id === undefined) return null;
        for (const [position, photo] of review.photos.entries()) {
          await tx.query('INSERT INTO review_uploads (file_name, review_id, content_type, data) VALUES ($1, $2, $3, $4)', [
            photo.fileName,
            id,
            photo.contentType,
            photo.data,
          ]);
          await tx.query('INSERT INTO review_media (review_id, position, url) VALUES ($1, $2, $3)', [id, position, photo.url]);
        }
        await tx.query(
          `UPDATE products p SET rating = s.rating, rating_count = s.n
           FROM (SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS rating, count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 'published') s
           WHERE p.id = $1`,
          [review.productId],
        );
        return id;
      });
    },
    async listByAccount(accountId, page, pageSize) {
      const { rows } = await db.query<PersonalReviewRecord>(
        `${SELECT_OWN} ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [accountId, pageSize, (page - 1) * pageSize],
      );
      return rows;
    },
    async findOwn(accountId, reviewId) {
      const { rows } = await db.query<PersonalReviewRecord>(`${SELECT_OWN} AND r.id = $2`, [accountId, reviewId]);
      return rows[0] ?? null;
    },
    async countByAccount(accountId) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE account_id = $1', [accountId]);
      return rows[0].n;
    },
    async findUpload(fileName) {
      const { rows } = await db.query<{ content_type: string; data: Buffer | Uint8Array }>(
        'SELECT content_type, data FROM review_uploads WHERE file_name = $1',
        [fileName],
      );
      return rows[0] ? { content_type: rows[0].content_type, data: Buffer.from(rows[0].data) } : null;
    },
  };
}
