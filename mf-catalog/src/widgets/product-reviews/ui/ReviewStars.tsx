import { messages } from '../../../messages';

/** A review's rating as five stars, read out as «Оценка 4 из 5». */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="mfc-stars" role="img" aria-label={messages.reviews.stars(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= rating ? 'mfc-stars__on' : 'mfc-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
