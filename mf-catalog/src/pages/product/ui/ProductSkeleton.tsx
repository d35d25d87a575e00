import { SkeletonBlock } from '../../../shared/ui';
import { messages } from '../../../messages';

/** The product page while the product loads. */
export function ProductSkeleton() {
  return (
    <div className="mfc-page mfc-product" aria-busy="true">
      <span className="mfc-visually-hidden" role="status">
        {messages.loading}
      </span>
      <div className="mfc-product__layout" aria-hidden="true">
        <span className="mfc-skeleton mfc-product__skeleton-image" />
        <div className="mfc-product__summary">
          <SkeletonBlock width="30%" height={14} />
          <SkeletonBlock height={32} />
          <SkeletonBlock width="60%" height={32} />
          <SkeletonBlock width="40%" height={16} />
          <SkeletonBlock height={160} />
        </div>
      </div>
    </div>
  );
}
