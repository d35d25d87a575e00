import { formatMoscowDate } from 'shared-kit';
import type { ReviewDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';
import { ReviewPhoto } from './ReviewPhoto';
import { ReviewStars } from './ReviewStars';

function Part({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="mfc-review__part">
      <dt>{title}</dt>
      <dd>{text}</dd>
    </div>
  );
}

/** One review: author, date, stars, price and quality, the texts, photos and the shop's answer. */
export function ReviewCard({ review }: { review: ReviewDto }) {
  const t = messages.reviews;
  const author = review.anonymous || !review.author_name.trim() ? t.anonymous : review.author_name;
  const answerDate = review.answer_at ? formatMoscowDate(review.answer_at) : '';
  return (
    <article className="mfc-review" aria-label={author}>
      <header className="mfc-review__head">
        <span className="mfc-review__avatar" aria-hidden="true">
          {author.charAt(0).toUpperCase()}
        </span>
        <div className="mfc-review__who">
          <h3 className="mfc-review__author">{author}</h3>
          <time className="mfc-review__date" dateTime={review.created_at}>
            {formatMoscowDate(review.created_at)}
          </time>
        </div>
        <ReviewStars rating={review.rating} />
      </header>
      <dl className="mfc-review__marks">
        <div>
          <dt>{t.price}</dt>
          <dd>{t.priceStatus[review.price_status] ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.quality}</dt>
          <dd>{t.qualityStatus[review.quality_status] ?? '—'}</dd>
        </div>
      </dl>
      <dl className="mfc-review__texts">
        <Part title={t.advantages} text={review.advantages} />
        <Part title={t.disadvantages} text={review.disadvantages} />
        <Part title={t.comment} text={review.comment} />
      </dl>
      {review.media.length > 0 && (
        <ul className="mfc-review__photos" aria-label={t.photos}>
          {review.media.map((photo, i) => (
            <li key={photo.id}>
              <ReviewPhoto photo={photo} label={t.photo(i + 1)} size={72} />
            </li>
          ))}
        </ul>
      )}
      {review.answer?.trim() && (
        <section className="mfc-review__answer" aria-label={t.answer}>
          <p className="mfc-review__answer-title">
            {t.answer}
            {answerDate && (
              <time className="mfc-review__date" dateTime={review.answer_at ?? undefined}>
                {answerDate}
              </time>
            )}
          </p>
          <p className="mfc-review__answer-text">{review.answer}</p>
        </section>
      )}
    </article>
  );
}
