import { formatMoscowDate, Rating } from 'shared-kit';
import type { CompanyReviewDto } from 'shared-kit/contracts';
import { useCompanyReviewsQuery } from '../../../shared/api';
import { Carousel } from '../../../shared/ui';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { useQuietList } from '../model/quietly';

function ReviewCard({ review }: { review: CompanyReviewDto }) {
  const date = formatMoscowDate(review.date);
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
  const reviews = useQuietList('company reviews', useCompanyReviewsQuery());
  if (!reviews) {
    return (
      <HomeSection title={messages.home.companyReviews}>
        <RowSkeleton count={3} className="mfc-home-row mfc-home-row--reviews" />
      </HomeSection>
    );
  }
  if (reviews.length === 0) return null;
  return (
    <HomeSection title={messages.home.companyReviews} className="mfc-company-reviews">
      <Carousel
        variant="texts"
        slides={reviews.map((review) => ({ key: review.id, node: <ReviewCard review={review} /> }))}
      />
    </HomeSection>
  );
}
