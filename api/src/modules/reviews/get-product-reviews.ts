import type {
  ProductReviewsDto,
  ReviewDto,
  ReviewMediaDto,
  ReviewMediaListDto,
  ReviewPriceStatusDto,
  ReviewQualityStatusDto,
  ReviewRatingCountsDto,
  ReviewRatingDto,
} from 'api-contracts';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import type { ReviewMediaRecord, ReviewRecord, ReviewsRepository } from './reviews-repository';

/** Name shown instead of the author's when a review is anonymous. */
export const ANONYMOUS_AUTHOR = 'Покупатель';
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;
export const DEFAULT_REVIEW_MEDIA_PAGE_SIZE = 5;

export function toReviewMediaDto(row: ReviewMediaRecord): ReviewMediaDto {
  return { id: row.id, review_id: row.review_id, image: row.url, image_webp: row.url_webp };
}

export function toReviewDto(row: ReviewRecord): ReviewDto {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating as ReviewRatingDto,
    price_status: row.price_status as ReviewPriceStatusDto,
    quality_status: row.quality_status as ReviewQualityStatusDto,
    advantages: row.advantages,
    disadvantages: row.disadvantages,
    comment: row.comment,
    anonymous: row.anonymous,
    author_name: row.anonymous ? ANONYMOUS_AUTHOR : row.author_name,
    created_at: row.created_at,
    answer: row.answer,
    answer_at: row.answer_at,
    media: row.media.map(toReviewMediaDto),
  };
}

/** What the reviews routes accept; `page` absent means every review of the product. */
export interface ReviewsQuery {
  page?: number;
  pageSize: number;
  rating: number | null;
}

/**
 * Reviews of a product, newest first, with the average and the counts per rating over all its
 * reviews. An unknown product is 404.
 */
export async function getProductReviews(reviews: ReviewsRepository, productId: number, query: ReviewsQuery): Promise<ProductReviewsDto> {
  if (!(await reviews.productExists(productId))) throw notFound(messages.productNotFound);
  const counts: ReviewRatingCountsDto = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let all = 0;
  let sum = 0;
  for (const { rating, n } of await reviews.countByRating(productId)) {
    counts[String(rating) as keyof ReviewRatingCountsDto] = n;
    all += n;
    sum += rating * n;
  }
  const total = query.rating === null ? all : counts[String(query.rating) as keyof ReviewRatingCountsDto];
  const everything = query.page === undefined;
  const page = query.page ?? 1;
  const pageSize = everything ? total : query.pageSize;
  const rows = total === 0 ? [] : await reviews.listReviews(productId, query.rating, everything ? null : pageSize, (page - 1) * pageSize);
  return {
    content: rows.map(toReviewDto),
    page,
    pageSize,
    total,
    pages: everything ? 1 : Math.max(1, Math.ceil(total / pageSize)),
    statusCode: 200,
    // Integer arithmetic rounds half up exactly like round(avg, 1) in SQL, which sets products.rating.
    rating_total: all === 0 ? 0 : Math.floor((sum * 20 + all) / (2 * all)) / 10,
    rating_counts: counts,
  };
}

/** Photos of a product's reviews, newest first. An unknown product is 404. */
export async function getReviewMedia(reviews: ReviewsRepository, productId: number, page: number, pageSize: number): Promise<ReviewMediaListDto> {
  if (!(await reviews.productExists(productId))) throw notFound(messages.productNotFound);
  const total = await reviews.countMedia(productId);
  const rows = total === 0 ? [] : await reviews.listMedia(productId, pageSize, (page - 1) * pageSize);
  return { content: rows.map(toReviewMediaDto), page, pageSize, total };
}
