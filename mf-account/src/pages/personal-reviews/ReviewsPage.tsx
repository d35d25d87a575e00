import { Link } from 'react-router-dom';
import { Rating } from 'shared-kit';
import { getPersonalReviews } from '../../shared/api/accountApi';
import { formatDate, readReview, type ReviewRow } from '../../shared/api/cabinetReaders';
import { CabinetList } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './ReviewsPage.css';

const text = messages.reviews;

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
  );
}

/** `/personal/reviews` (guarded): the customer's reviews from `GET /api/personal/reviews`. */
export function ReviewsPage() {
  return (
    <CabinetList
      title={text.title}
      fetchPage={getPersonalReviews}
      pageSize={10}
      empty={{ title: text.empty, hint: text.emptyHint }}
      renderItems={(items) => <ReviewList reviews={items.map(readReview)} />}
    />
  );
}
