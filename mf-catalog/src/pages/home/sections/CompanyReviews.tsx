import { Rating } from 'shared-kit';
import type { CompanyReviewDto } from 'shared-kit/contracts';
import { getCompanyReviews } from '../../../shared/api/selectionApi';
import { formatReviewDate } from '../../../shared/lib/formatReviewDate';
import { useRemoteData } from '../../../shared/lib/useRemoteData';
import { LazySlider } from '../../../shared/ui/slider';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { quietly } from './quietly';

function ReviewCard({ review }: { review: CompanyReviewDto }) {
  const date = formatReviewDate(review.date);
  return (
    <article className="mfc-company-review" aria-label={messages.home.reviewBy(review.author)}>
      <header>
        <strong>{review.author}</strong>
        <Rating value={review.rating} />
      </header>
      <p>{review.text}</p>
      <footer className="mfc-muted">
        {review.source}
        {date && <> · {date}</>}
      </footer>
    </article>
  );
}

/** What customers say about the shop, as a slider; not shown when there is nothing or it fails. */
export function CompanyReviews() {
  const reviews = useRemoteData('company-reviews', (signal) => quietly('company reviews', getCompanyReviews(signal)));
  if (!reviews.data) {
    return (
      <HomeSection title={messages.home.companyReviews}>
        <RowSkeleton count={3} className="mfc-home-row mfc-home-row--reviews" />
      </HomeSection>
    );
  }
  if (reviews.data.length === 0) return null;
  return (
    <HomeSection title={messages.home.companyReviews} className="mfc-company-reviews">
      <LazySlider
        variant="texts"
        slides={reviews.data.map((review) => ({ key: review.id, node: <ReviewCard review={review} /> }))}
      />
    </HomeSection>
  );
}
