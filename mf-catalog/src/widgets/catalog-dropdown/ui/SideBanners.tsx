import { BannerCard, type BannerSelectionView } from '../../../entities/selection';
import { Carousel } from '../../../shared/ui';
import { messages } from '../../../messages';

/** The `header_catalog` banners as a slider beside the sub-categories; nothing when there are none. */
export function SideBanners({ view }: { view: BannerSelectionView }) {
  if (view.status === 'hidden') return null;
  return (
    <aside className="mfc-dd__side" aria-label={messages.dropdown.banners}>
      {view.status === 'pending' ? (
        <span className="mfc-skeleton mfc-dd__side-skeleton" aria-hidden="true" />
      ) : (
        <Carousel
          variant="side"
          autoplay
          slides={view.banners.map((banner) => ({ key: banner.id, node: <BannerCard banner={banner} variant="side" /> }))}
        />
      )}
    </aside>
  );
}
