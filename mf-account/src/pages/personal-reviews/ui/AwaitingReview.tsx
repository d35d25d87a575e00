import { useState } from 'react';
import { Button, type PagedList } from 'shared-kit';
import type { ProductAwaitingReviewDto } from 'shared-kit/contracts';
import { formatDate, useHideProductAwaitingReviewMutation } from '../../../shared/api';
import { AppLink } from '../../../shared/ui';
import { PagedListView } from '../../../widgets/cabinet-layout';
import { messages } from '../../../messages';

const text = messages.reviews;

/** Props of {@link AwaitingReview}. */
export interface AwaitingReviewProps {
  /** The products of `GET /api/personal/products_review`, loaded by the page (it reloads them after a review). */
  list: PagedList<ProductAwaitingReviewDto>;
  /** Products a page of the list holds; the answer of a removal is a first page of this size. */
  pageSize: number;
  /** 'Написать отзыв' was pressed for this product. */
  onWrite: (item: ProductAwaitingReviewDto) => void;
}

/**
 * 'Ожидают отзыва': products bought and not reviewed, each with 'Написать отзыв' and 'Скрыть'. Hiding
 * one answers the new first page, which takes the place of the list (docs/product.md §4). Nothing is shown while
 * there is nothing to review, or before the list has loaded.
 */
export function AwaitingReview({ list, pageSize, onWrite }: AwaitingReviewProps) {
  const [hiding, setHiding] = useState<number | null>(null);
  const [hideFailed, setHideFailed] = useState(false);
  const [hideProduct] = useHideProductAwaitingReviewMutation();

  if (list.status === 'loading' || list.status === 'unauthorized') return null;
  if (list.status === 'ready' && list.items.length === 0) return null;

  const hide = async (productId: number) => {
    setHiding(productId);
    setHideFailed(false);
    try {
      // The answer, the new first page, takes the place of the list.
      await hideProduct({ productId, pageSize }).unwrap();
    } catch (error) {
      console.warn('[mf_account] product not hidden from the review list', error);
      setHideFailed(true);
    } finally {
      setHiding(null);
    }
  };

  return (
    <section className="mfa-awaiting" aria-labelledby="mfa-awaiting-title">
      <h2 id="mfa-awaiting-title" className="mfa-awaiting__title">
        {text.awaiting}
      </h2>
      <p className="mfa-muted">{text.awaitingHint}</p>
      {hideFailed && (
        <p role="alert" className="mfa-error">
          {text.hideFailed}
        </p>
      )}
      <PagedListView
        list={list}
        empty={{ title: '' }}
        renderItems={(items) => (
          <ul className="mfa-awaiting__list" aria-label={text.awaiting}>
            {items.map((item) => (
              <li key={`${item.product.id}:${item.order_id}`} className="mfa-card mfa-awaiting__item">
                {item.product.preview ? (
                  <img
                    className="mfa-awaiting__image"
                    src={item.product.preview}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="mfa-awaiting__image" aria-hidden="true" />
                )}
                <div className="mfa-awaiting__about">
                  <AppLink className="mfa-awaiting__product" to={item.product.url}>
                    {item.product.title}
                  </AppLink>
                  <span className="mfa-muted">{text.orderedAt(formatDate(item.ordered_at))}</span>
                </div>
                <div className="mfa-awaiting__actions">
                  <Button onClick={() => onWrite(item)}>{text.write}</Button>
                  <Button
                    variant="ghost"
                    disabled={hiding !== null}
                    aria-busy={hiding === item.product.id || undefined}
                    onClick={() => void hide(item.product.id)}
                  >
                    {text.hide}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      />
    </section>
  );
}
