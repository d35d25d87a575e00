import { useId } from 'react';
import { whenSessionReady } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { ProductSlider } from '../../../entities/product';
import { getVisitedProducts } from '../../../shared/api/catalogApi';
import { useRemoteData } from '../../../shared/lib/useRemoteData';
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
  const visited = useRemoteData(`visited:${excludeId ?? 'none'}`, (signal) =>
    // The list is the visitor's own: ask once the shell has given the page its session.
    whenSessionReady()
      .then(() => getVisitedProducts(signal))
      .catch((error: unknown) => {
        if (!signal.aborted) console.warn('[mf_catalog] recently viewed products unavailable', error);
        return [] as ProductDto[];
      }),
  );
  if (!visited.data) return null;
  const products = visited.data.filter((product) => product.id !== excludeId);
  if (products.length === 0) return null;
  return (
    <section className="mfc-recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.recent.heading}</h2>
      <ProductSlider products={products} />
    </section>
  );
}
