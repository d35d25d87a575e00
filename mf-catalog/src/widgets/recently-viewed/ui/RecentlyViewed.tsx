import { useEffect, useId } from 'react';
import { ProductSlider } from '../../../entities/product';
import { useVisitedProductsQuery } from '../../../shared/api';
import { messages } from '../../../messages';

/** Props of {@link RecentlyViewed}. */
export interface RecentlyViewedProps {
  /** The product of the page, left out of the row; none on the home page. */
  excludeId?: number;
}

/**
 * 'Вы смотрели': the products this visitor (session or account) opened lately, newest first, without
 * the one on the page. Nothing at all while it loads, when there are none or when the list fails to
 * load: most visitors of the home page have no history, and a heading that appears and vanishes
 * would only move the page under their finger.
 */
export function RecentlyViewed({ excludeId }: RecentlyViewedProps) {
  const headingId = useId();
  const { currentData: visited, error } = useVisitedProductsQuery(excludeId ?? 0);
  useEffect(() => {
    if (error) console.warn('[mf_catalog] recently viewed products unavailable', error);
  }, [error]);
  if (!visited) return null;
  const products = visited.filter((product) => product.id !== excludeId);
  if (products.length === 0) return null;
  return (
    <section className="mfc-recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.recent.heading}</h2>
      <ProductSlider products={products} />
    </section>
  );
}
