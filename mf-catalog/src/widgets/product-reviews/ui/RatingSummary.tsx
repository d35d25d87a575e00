import { pluralize } from 'shared-kit';
import type { ReviewRatingCountsDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';
import { ReviewStars } from './ReviewStars';

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  average: number;
  counts: ReviewRatingCountsDto;
}

const STARS = [5, 4, 3, 2, 1] as const;

/** Number of all reviews of a product, from its per-rating counts. */
export function totalOf(counts: ReviewRatingCountsDto): number {
  return STARS.reduce((sum, star) => sum + (counts[star] ?? 0), 0);
}

/** The average rating, the number of reviews and a bar per star. */
export function RatingSummary({ average, counts }: RatingSummaryProps) {
  const t = messages.reviews;
  const total = totalOf(counts);
  const shown = average.toFixed(1);
  return (
    <div className="mfc-reviews__summary">
      <div className="mfc-reviews__average">
        <span className="mfc-reviews__score" aria-label={t.average(shown)}>
          {shown}
        </span>
        <ReviewStars rating={Math.round(average)} />
        <span className="mfc-muted">
          {total} {pluralize(total, t.count)}
        </span>
      </div>
      <ul className="mfc-reviews__bars" aria-label={t.distribution}>
        {STARS.map((star) => {
          const count = counts[star] ?? 0;
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={star} className="mfc-reviews__bar-row" aria-label={t.starsRow(star, count)}>
              <span className="mfc-reviews__bar-star" aria-hidden="true">
                {star} ★
              </span>
              <span className="mfc-reviews__bar" aria-hidden="true">
                <span className="mfc-reviews__bar-fill" style={{ width: `${share}%` }} />
              </span>
              <span className="mfc-reviews__bar-count" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
