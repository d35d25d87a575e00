/**
 * Product reviews (docs/product.md §3, §4, §7 Reviews).
 *
 * `GET /api/reviews/{id}` and `GET /api/reviews/model/{modelId}` (id = product id) answer
 * `ProductReviewsDto`, newest first. `?page` (default 1), `?pageSize` (default 10, at most 50) and
 * an optional `?rating=1..5` filter (ignored when empty). Without `page` the answer holds all
 * reviews of the product (then `page` is 1 and `pageSize` equals `total`).
 * An unknown product answers HTTP 404 whose body is an `ApiErrorDto` with `statusCode: 404`
 * (docs/product.md §4: such an answer is not stored); the media routes answer the same. Invalid input is 400.
 * Review photos are served by the API (`/api/media/reviews/{id}.svg`, cached for a year).
 *
 * `GET /api/reviews/{id}/media` and `GET /api/reviews/model/{modelId}/media` answer
 * `ReviewMediaListDto` (`?page` default 1, `?pageSize` default 5).
 */

/** Rating of a product, 1 (bad) to 5 (excellent). */
export type ReviewRatingDto = 1 | 2 | 3 | 4 | 5;
/** What the customer thinks of the price: 1 expensive, 2 fair, 3 cheap. */
export type ReviewPriceStatusDto = 1 | 2 | 3;
/** What the customer thinks of the quality: 1 poor, 2 average, 3 good, 4 excellent. */
export type ReviewQualityStatusDto = 1 | 2 | 3 | 4;

/** A photo attached to a review. */
export interface ReviewMediaDto {
  id: number;
  review_id: number;
  /** Root-relative or absolute URL of the picture. */
  image: string;
  /** URL of a WebP variant, or null when there is none. */
  image_webp: string | null;
}

/** One review of a product. */
export interface ReviewDto {
  id: number;
  product_id: number;
  rating: ReviewRatingDto;
  price_status: ReviewPriceStatusDto;
  quality_status: ReviewQualityStatusDto;
  /** May be empty strings. */
  advantages: string;
  disadvantages: string;
  comment: string;
  /** True when the author chose to stay anonymous; then `author_name` is 'Покупатель'. */
  anonymous: boolean;
  author_name: string;
  /** ISO 8601 date-time. */
  created_at: string;
  /** The shop's answer, or null. */
  answer: string | null;
  /** ISO 8601 date-time of the answer, or null. */
  answer_at: string | null;
  /** Photos of the review (possibly empty). */
  media: ReviewMediaDto[];
}

/** Number of reviews per rating value; every key 1..5 is present (0 when none). */
export type ReviewRatingCountsDto = Record<'1' | '2' | '3' | '4' | '5', number>;

/** Answer of `GET /api/reviews/{id}` and `GET /api/reviews/model/{modelId}`. */
export interface ProductReviewsDto {
  content: ReviewDto[];
  page: number;
  pageSize: number;
  /** Number of reviews matching the request (after the rating filter). */
  total: number;
  /** Number of pages for `total` (at least 1). */
  pages: number;
  /** 200 for a found product; the HTTP 404 answer for an unknown product carries 404. */
  statusCode: 200 | 404;
  /** Average rating over all reviews of the product (not filtered), rounded to one decimal; 0 when none. */
  rating_total: number;
  /** Counts over all reviews of the product (not filtered). */
  rating_counts: ReviewRatingCountsDto;
}

/** Answer of `GET /api/reviews/{id}/media` and `GET /api/reviews/model/{modelId}/media`, newest first. */
export interface ReviewMediaListDto {
  content: ReviewMediaDto[];
  page: number;
  pageSize: number;
  total: number;
}
