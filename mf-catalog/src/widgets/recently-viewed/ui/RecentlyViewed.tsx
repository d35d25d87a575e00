import { useId } from 'react';
import { whenSessionReady } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { ProductRowSkeleton, ProductSlider } from '../../../entities/product';
import { getVisitedProducts } from '../../../shared/api/catalogApi';
import { useRemoteData } from '../../../shared/lib/useRemoteData';
import { messages } from '../../../messages';

/**
 * 'Вы смотрели': the products this visitor opened lately, newest first, without the one on the page.
 * Not shown when there are none or the list fails to load (it is a convenience, not the page's point).
 */
export function RecentlyViewed({ excludeId }: { excludeId: number }) {
  const headingId = useId();
  const visited = useRemoteData(`visited:${excludeId}`, (signal) =>
    // The list is the visitor's own: ask once the shell has given the page its session.
    whenSessionReady()
      .then(() => getVisitedProducts(signal))
      .catch((error: unknown) => {
        if (!signal.aborted) console.warn('[mf_catalog] recently viewed products unavailable', error);
        return [] as ProductDto[];
      }),
  );
  if (!visited.data) {
    return (
      <section className="mfc-recent" aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>{messages.recent.heading}</h2>
        <ProductRowSkeleton />
      </section>
    );
  }
  const products = visited.data.filter((product) => product.id !== excludeId);
  if (products.length === 0) return null;
  return (
    <section className="mfc-recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages.recent.heading}</h2>
      <ProductSlider products={products} />
    </section>
  );
}
