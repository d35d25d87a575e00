import { messages } from '../../messages';
import './ui.css';

/** A grey block that stands where text or a picture will be. */
export function SkeletonBlock({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className="mfc-skeleton" style={{ width, height }} />;
}

/** Placeholder of a product grid while it loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="mfc-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="mfc-skeleton-card">
          <span className="mfc-skeleton mfc-skeleton-card__image" />
          <SkeletonBlock width="40%" height={14} />
          <SkeletonBlock height={14} />
          <SkeletonBlock width="70%" height={14} />
          <SkeletonBlock width="50%" height={22} />
          <SkeletonBlock height={40} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a whole page while its data loads: a title and a grid. */
export function PageSkeleton({ grid = true }: { grid?: boolean }) {
  return (
    <div className="mfc-page" aria-busy="true">
      <span className="mfc-visually-hidden" role="status">
        {messages.loading}
      </span>
      <div aria-hidden="true" className="mfc-skeleton-head">
        <SkeletonBlock width={220} height={14} />
        <SkeletonBlock width="55%" height={32} />
      </div>
      {grid && <ProductGridSkeleton />}
    </div>
  );
}
