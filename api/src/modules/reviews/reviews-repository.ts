import type { Database } from '../../db/database';

/** A review row with its photos; times as ISO strings. */
export interface ReviewRecord {
  id: number;
  product_id: number;
  rating: number;
  price_status: number;
  quality_status: number;
  advantages: string;
  disadvantages: string;
  comment: string;
  author_name: string;
  anonymous: boolean;
  created_at: string;
  answer: string | null;
  answer_at: string | null;
  media: ReviewMediaRecord[];
}

/** A review photo. */
export interface ReviewMediaRecord {
  id: number;
  review_id: number;
  url: string;
  url_webp: string | null;
}

/** What the drawn picture of a seeded review photo shows. */
export interface ReviewPhotoRecord {
  id: number;
  position: number;
  rating: number;
  product_id: number;
  title: string;
  package_kind: string;
  brand_title: string | null;
  brand_color: string | null;
}

export interface ReviewsRepository {
  productExists(productId: number): Promise<boolean>;
  /** Number of reviews of a product per rating (ratings without reviews are absent). */
  countByRating(productId: number): Promise<Array<{ rating: number; n: number }>>;
  /** Reviews of a product, newest first; `limit` null means all of them. */
  listReviews(productId: number, rating: number | null, limit: number | null, offset: number): Promise<ReviewRecord[]>;
  /** Photos of a product's reviews, newest review first, then in the review's order. */
  listMedia(productId: number, limit: number, offset: number): Promise<ReviewMediaRecord[]>;
  countMedia(productId: number): Promise<number>;
  findPhoto(mediaId: number): Promise<ReviewPhotoRecord | null>;
}

// to_char keeps the same ISO text on PGlite and PostgreSQL, whose drivers parse timestamps differently.
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoOf = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', ${ISO})`;

export function createReviewsRepository(db: Database): ReviewsRepository {
  return {
    async productExists(productId) {
      const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM products WHERE id = $1) AS present', [productId]);
      return rows[0].present;
    },

    async countByRating(productId) {
      const { rows } = await db.query<{ rating: number; n: number }>(
        "SELECT rating::int AS rating, count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 'published' GROUP BY rating",
        [productId],
      );
      return rows;
    },

    async listReviews(productId, rating, limit, offset) {
      const { rows } = await db.query<ReviewRecord>(
        `SELECT r.id, r.product_id, r.rating::int AS rating, r.price_status::int AS price_status,
                r.quality_status::int AS quality_status, r.advantages, r.disadvantages, r.comment,
                r.author_name, r.anonymous, ${isoOf('r.created_at')} AS created_at, r.answer,
                CASE WHEN r.answer_at IS NULL THEN NULL ELSE ${isoOf('r.answer_at')} END AS answer_at,
                coalesce((SELECT json_agg(json_build_object('id', m.id, 'review_id', m.review_id, 'url', m.url, 'url_webp', m.url_webp)
                                          ORDER BY m.position, m.id)
                          FROM review_media m WHERE m.review_id = r.id), '[]'::json) AS media
         FROM reviews r
         WHERE r.product_id = $1 AND r.status = 'published' AND ($2::int IS NULL OR r.rating = $2::int)
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT $3::int OFFSET $4::int`,
        [productId, rating, limit, offset],
      );
      return rows;
    },

    async listMedia(productId, limit, offset) {
      const { rows } = await db.query<ReviewMediaRecord>(
        `SELECT m.id, m.review_id, m.url, m.url_webp
         FROM review_media m JOIN reviews r ON r.id = m.review_id
         WHERE r.product_id = $1 AND r.status = 'published'
         ORDER BY r.created_at DESC, r.id DESC, m.position, m.id
         LIMIT $2::int OFFSET $3::int`,
        [productId, limit, offset],
      );
      return rows;
    },

    async countMedia(productId) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM review_media m JOIN reviews r ON r.id = m.review_id WHERE r.product_id = $1 AND r.status = 'published'",
        [productId],
      );
      return rows[0].n;
    },

    async findPhoto(mediaId) {
      const { rows } = await db.query<ReviewPhotoRecord>(
        `SELECT m.id, m.position, r.rating::int AS rating, p.id AS product_id, p.title, p.package_kind,
                b.title AS brand_title, b.color AS brand_color
         FROM review_media m
         JOIN reviews r ON r.id = m.review_id
         JOIN products p ON p.id = r.product_id
         LEFT JOIN brands b ON b.id = p.brand_id
         WHERE m.id = $1 AND r.status = 'published'`,
        [mediaId],
      );
      return rows[0] ?? null;
    },
  };
}
