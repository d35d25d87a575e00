import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal, Rating, usePagedList } from 'shared-kit';
import type { ProductAwaitingReviewDto } from 'shared-kit/contracts';
import { ReviewForm } from '../../features/review-form';
import {
  usePersonalReviewsInfiniteQuery,
  useProductsAwaitingReviewInfiniteQuery,
  formatDate,
  readReview,
  type ReviewRow,
  EVERY_VISIT,
  readListPage,
} from '../../shared/api';
import { CabinetLayout, PagedListView } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import { AwaitingReview } from './ui/AwaitingReview';
import './ReviewsPage.css';

const text = messages.reviews;
const AWAITING_PAGE_SIZE = 6;

/** The reviews as cards: product, rating, date, the customer's texts and the shop's answer. */
function ReviewList({ reviews }: { reviews: ReviewRow[] }) {
  return (
    <ul className="mfa-reviews" aria-label={text.title}>
      {reviews.map((review) => (
        <li key={review.key} className="mfa-card mfa-review">
          <div className="mfa-review__head">
            {review.productTitle &&
              (review.productUrl ? (
                <Link className="mfa-review__product" to={review.productUrl}>
                  {review.productTitle}
                </Link>
              ) : (
                <span className="mfa-review__product">{review.productTitle}</span>
              ))}
            {review.rating !== null && <Rating value={review.rating} />}
            {review.createdAt && <span className="mfa-muted">{formatDate(review.createdAt)}</span>}
            {review.status !== 'published' && (
              <span className={`mfa-review__status mfa-review__status--${review.status}`}>
                {review.status === 'pending' ? text.pending : text.rejected}
              </span>
            )}
          </div>
          {review.status === 'pending' && <p className="mfa-muted mfa-review__hint">{text.pendingHint}</p>}
          <dl className="mfa-review__body">
            {(
              [
                [text.advantages, review.advantages],
                [text.disadvantages, review.disadvantages],
                [text.comment, review.comment],
              ] as const
            ).map(([label, value]) =>
              value ? (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {review.photos.length > 0 && (
            <ul className="mfa-review__photos" aria-label={text.photos}>
              {review.photos.map((url, index) => (
                <li key={url}>
                  <a className="mfa-review__photo" href={url} target="_blank" rel="noopener noreferrer">
                    <img
                      src={url}
                      alt={
                        review.productTitle
                          ? text.photo(index + 1, review.productTitle)
                          : text.photoUntitled(index + 1)
                      }
                      width={72}
                      height={72}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {review.answer && (
            <div className="mfa-review__answer">
              <strong>{text.answer}</strong>
              <p>{review.answer}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/personal/reviews` (guarded): products awaiting a review above the customer's reviews
 * (`GET /api/personal/reviews`). 'Написать отзыв' opens the review form for the product; once the
 * review is stored both lists load again (it leaves the first and joins the second).
 */
export function ReviewsPage() {
  const awaiting = usePagedList(
    useProductsAwaitingReviewInfiniteQuery({ pageSize: AWAITING_PAGE_SIZE }, EVERY_VISIT),
    readListPage,
  );
  const reviews = usePagedList(usePersonalReviewsInfiniteQuery({ pageSize: 10 }, EVERY_VISIT), readListPage);
  const [writing, setWriting] = useState<ProductAwaitingReviewDto | null>(null);
  const { reload: reloadAwaiting } = awaiting;
  const { reload: reloadReviews } = reviews;
  const onSent = useCallback(() => {
    reloadAwaiting();
    reloadReviews();
  }, [reloadAwaiting, reloadReviews]);
  const close = useCallback(() => setWriting(null), []);

  return (
    <CabinetLayout title={text.title}>
      <AwaitingReview list={awaiting} pageSize={AWAITING_PAGE_SIZE} onWrite={setWriting} />
      <PagedListView
        list={reviews}
        empty={{ title: text.empty, hint: text.emptyHint }}
        renderItems={(items) => <ReviewList reviews={items.map(readReview)} />}
      />
      {writing && (
        <Modal name="review" title={text.formTitle(writing.product.title)} onClose={close}>
          <ReviewForm productId={writing.product.id} onSent={onSent} />
        </Modal>
      )}
    </CabinetLayout>
  );
}
