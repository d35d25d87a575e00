import type { BannerSelectionKeyDto } from 'shared-kit/contracts';
import { BannerCard, useBannerSelection, type BannerStyle } from '../../../entities/selection';
import './bannerGroup.css';

/** Props of {@link BannerGroup}. */
export interface BannerGroupProps {
  selection: BannerSelectionKeyDto;
  variant: Exclude<BannerStyle, 'hero' | 'side'>;
  /** Accessible name of the group. */
  label: string;
}

/** The banners of one selection side by side; nothing at all when the selection is off, empty or failed. */
export function BannerGroup({ selection, variant, label }: BannerGroupProps) {
  const { status, banners } = useBannerSelection(selection);
  if (status === 'hidden') return null;
  if (status === 'pending') {
    return (
      <div className={`mfc-banners mfc-banners--${variant}`} aria-hidden="true">
        {Array.from({ length: variant === 'vertical' || variant === 'row' ? 4 : variant === 'big' ? 2 : 1 }, (_, index) => (
          <span key={index} className={`mfc-skeleton mfc-banners__skeleton mfc-banners__skeleton--${variant}`} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`mfc-banners mfc-banners--${variant}`} aria-label={label}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerCard banner={banner} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
