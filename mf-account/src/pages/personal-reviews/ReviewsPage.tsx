import { Link } from 'react-router-dom';
import { Button, Rating } from 'shared-kit';
import { getPersonalReviews } from '../../shared/api/accountApi';
import { formatDate, readReview } from '../../shared/api/cabinetReaders';
import { usePagedList } from '../../shared/lib/useResource';
import { CabinetLayout, EmptyState, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './ReviewsPage.css';

const text = messages.reviews;
const PAGE_SIZE = 10;

/** `/personal/reviews` (guarded): the customer's reviews from `GET /api/personal/reviews`. */
export function ReviewsPage() {
  const list = usePagedList(getPersonalReviews, PAGE_SIZE);
  const reviews = list.items.map(readReview);
  return (
    <CabinetLayout title={text.title}>
      {list.state.kind !== 'ready' ? (
        <ResourceStatus state={list.state} />
      ) : reviews.length === 0 ? (
        <EmptyState title={text.empty} hint={text.emptyHint} />
      ) : (
        <>
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
                </div>
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
                {review.answer && (
                  <div className="mfa-review__answer">
                    <strong>{text.answer}</strong>
                    <p>{review.answer}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {list.hasNext && (
            <Button
              variant="secondary"
              className="mfa-more"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {messages.showMore}
            </Button>
          )}
          {list.moreFailed && (
            <p role="alert" className="mfa-error">
              {messages.loadFailed}
            </p>
          )}
        </>
      )}
    </CabinetLayout>
  );
}
