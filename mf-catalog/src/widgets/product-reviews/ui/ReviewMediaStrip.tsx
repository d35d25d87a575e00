import { Button, usePagedList } from 'shared-kit';
import type { ReviewMediaListDto } from 'shared-kit/contracts';
import { useReviewMediaInfiniteQuery } from '../../../shared/api';
import { LoadError } from '../../../shared/ui';
import { messages } from '../../../messages';
import { ReviewPhoto } from './ReviewPhoto';

function readMedia(answer: ReviewMediaListDto) {
  return { items: answer.content ?? [], hasMore: answer.page * answer.pageSize < answer.total, meta: null };
}

/** 'Фото покупателей': the photos of a product's reviews, five a page, 'Показать ещё' appends. */
export function ReviewMediaStrip({ productId }: { productId: number }) {
  const t = messages.reviews;
  const media = usePagedList(useReviewMediaInfiniteQuery(productId), readMedia);

  // Photos are an extra: before any arrive, a failure or an empty answer shows nothing at all.
  if (media.items.length === 0) return null;
  return (
    <section className="mfc-reviews__media" aria-label={t.media}>
      <h3>{t.media}</h3>
      <ul className="mfc-reviews__media-list">
        {media.items.map((photo, i) => (
          <li key={photo.id}>
            <ReviewPhoto photo={photo} label={t.mediaPhoto(i + 1)} size={96} />
          </li>
        ))}
        {media.hasMore && media.failedPage === null && (
          <li>
            <Button
              variant="secondary"
              className="mfc-reviews__media-more"
              onClick={media.loadMore}
              disabled={media.loadingPage !== null}
              aria-busy={media.loadingPage !== null}
            >
              {t.showMore}
            </Button>
          </li>
        )}
      </ul>
      {media.failedPage !== null && <LoadError onRetry={media.retry} />}
    </section>
  );
}
