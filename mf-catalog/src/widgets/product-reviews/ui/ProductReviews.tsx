import { useState } from 'react';
import { Button, usePagedList, type PageAnswer } from 'shared-kit';
import type { ProductReviewsDto, ReviewDto, ReviewRatingCountsDto, ReviewRatingDto } from 'shared-kit/contracts';
import { useProductReviewsInfiniteQuery } from '../../../shared/api';
import { LoadError, SkeletonBlock } from '../../../shared/ui';
import { messages } from '../../../messages';
import { RatingSummary, totalOf } from './RatingSummary';
import { ReviewCard } from './ReviewCard';
import { ReviewMediaStrip } from './ReviewMediaStrip';
import { WriteReviewButton } from './WriteReviewButton';
import './reviews.css';

/** Id of the 'Отзывы' section, for links that lead to it from the top of the page. */
export const REVIEWS_SECTION_ID = 'mfc-reviews';

/** Props of {@link ProductReviews}. */
export interface ProductReviewsProps {
  productId: number;
}

interface ReviewsSummary {
  average: number;
  counts: ReviewRatingCountsDto;
}

const NO_RATINGS: ReviewRatingCountsDto = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

const FILTERS: readonly (ReviewRatingDto | null)[] = [null, 5, 4, 3, 2, 1];

/** A page of reviews as the list keeps it; an answer for an unknown product (statusCode 404) is not stored. */
function readReviews(answer: ProductReviewsDto): PageAnswer<ReviewDto, ReviewsSummary> {
  if (answer.statusCode === 404) return null;
  return {
    items: answer.content ?? [],
    hasMore: answer.page < answer.pages,
    meta: { average: answer.rating_total ?? 0, counts: { ...NO_RATINGS, ...answer.rating_counts } },
  };
}

/**
 * 'Отзывы' of the product page: the rating summary, customers' photos, a rating filter and the reviews,
 * page by page. An answer for an unknown product (statusCode 404) is not stored: the section stays empty.
 */
export function ProductReviews({ productId }: ProductReviewsProps) {
  const t = messages.reviews;
  const [rating, setRating] = useState<ReviewRatingDto | null>(null);
  // A review the customer sent makes the list read again from its first page.
  const [version, setVersion] = useState(0);
  const reviews = usePagedList(useProductReviewsInfiniteQuery({ productId, rating, version }), readReviews);

  const summary = reviews.meta;
  const total = summary ? totalOf(summary.counts) : 0;
  const firstLoad = reviews.page === 0 && reviews.loadingPage === 1;
  const failedFirst = reviews.failedPage === 1;

  return (
    <section id={REVIEWS_SECTION_ID} className="mfc-product__section mfc-reviews" aria-labelledby="mfc-reviews-heading" tabIndex={-1}>
      <div className="mfc-reviews__head">
        <h2 id="mfc-reviews-heading">
          {t.heading}
          {total > 0 && <span className="mfc-reviews__head-count">{total}</span>}
        </h2>
        <WriteReviewButton productId={productId} onSent={() => setVersion((value) => value + 1)} />
      </div>

      {summary && total > 0 && <RatingSummary average={summary.average} counts={summary.counts} />}
      <ReviewMediaStrip productId={productId} />

      {total > 0 && (
        <div className="mfc-reviews__filter" role="group" aria-label={t.filter}>
          {FILTERS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className="mfc-reviews__chip"
              aria-pressed={rating === value}
              aria-label={value === null ? undefined : t.filterStarsLabel(value)}
              onClick={() => setRating(value)}
            >
              {value === null ? t.filterAll : t.filterStars(value)}
            </button>
          ))}
        </div>
      )}

      {firstLoad && (
        <div className="mfc-reviews__loading" aria-busy="true">
          <span className="mfc-visually-hidden" role="status">
            {messages.loading}
          </span>
          <SkeletonBlock height={120} />
          <SkeletonBlock height={120} />
        </div>
      )}

      {failedFirst && <LoadError onRetry={reviews.retry} />}

      {!firstLoad && !failedFirst && reviews.items.length === 0 && (
        <p className="mfc-reviews__empty">{rating === null ? t.empty : t.emptyFiltered}</p>
      )}

      {reviews.items.length > 0 && (
        <ul className="mfc-reviews__list" aria-label={t.list}>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}

      {reviews.failedPage !== null && reviews.failedPage > 1 && (
        <LoadError onRetry={reviews.retry} />
      )}

      {reviews.hasMore && reviews.failedPage === null && (
        <div className="mfc-reviews__more">
          <Button
            variant="secondary"
            onClick={reviews.loadMore}
            disabled={reviews.loadingPage !== null}
            aria-busy={reviews.loadingPage !== null}
          >
            {t.showMore}
          </Button>
        </div>
      )}
    </section>
  );
}
