import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundError, getEventBus, isHttpErrorStatus, whenSessionReady } from 'shared-kit';
import { useProductQuery, useRecordVisitMutation } from '../../shared/api';
import { pickTitle, useDocumentTitle, useQueryView } from '../../shared/lib';
import { LoadError } from '../../shared/ui';
import { ProductSkeleton } from './ui/ProductSkeleton';
import { ProductView } from './ui/ProductView';
import './ProductPage.css';

/** `/products/{full_slug}`: the product page. An unknown product is the shell's 404 page. */
export function ProductPage() {
  const { '*': splat = '' } = useParams();
  const path = splat.replace(/^\/+|\/+$/g, '');
  const product = useQueryView(useProductQuery(path, { skip: !path }));
  const [recordVisit] = useRecordVisitMutation();
  const data = product.status === 'ready' ? product.data : undefined;

  useDocumentTitle(data && pickTitle(data.seo_title, data.title));

  const viewedId = data?.id;
  const viewedSlug = data?.full_slug;
  useEffect(() => {
    if (viewedId !== undefined && viewedSlug !== undefined) {
      getEventBus().emit('catalog:product-viewed', { productId: viewedId, slug: viewedSlug });
    }
  }, [viewedId, viewedSlug]);

  // One visit per product opened, even when React runs the effect twice (strict mode) or the data reloads.
  const recordedId = useRef<number | null>(null);
  useEffect(() => {
    if (viewedId === undefined || recordedId.current === viewedId) return;
    recordedId.current = viewedId;
    // The visit belongs to the visitor's session: wait until the shell has one.
    whenSessionReady()
      .then(() => recordVisit(viewedId).unwrap())
      .catch((error: unknown) => console.warn('[mf_catalog] the visit was not recorded', error));
  }, [viewedId, recordVisit]);

  if (!path) throw new NotFoundError('No product named');
  if (product.status === 'failed') {
    if (isHttpErrorStatus(product.error, 404)) throw new NotFoundError(`Unknown product ${path}`);
    return (
      <div className="mfc-page">
        <LoadError onRetry={product.retry} />
      </div>
    );
  }
  if (!data) return <ProductSkeleton />;
  return <ProductView key={data.id} product={data} />;
}
