import type { CSSProperties } from 'react';
import type { BannerSelectionKeyDto } from 'shared-kit/contracts';
import { BannerCard, useBannerSelection, type BannerStyle } from '../../../entities/selection';
import { GRID_COLUMNS, acrossOf } from '../model/bannerRows';
import './bannerGroup.css';

/** Props of {@link BannerGroup}. */
export interface BannerGroupProps {
  selection: BannerSelectionKeyDto;
  variant: Exclude<BannerStyle, 'hero' | 'side'>;
  /** Accessible name of the group. */
  label: string;
}

/**
 * Banners side by side at most, below the desktop breakpoint (`narrow`) and from it (`wide`). Tall
 * banners come four to a desktop row and two to a phone's, big ones two from tablets on.
 */
const PER_ROW: Record<Exclude<BannerGroupProps['variant'], 'row'>, { narrow: number; wide: number }> = {
  vertical: { narrow: 2, wide: 4 },
  big: { narrow: 1, wide: 2 },
  long: { narrow: 1, wide: 1 },
};

/** Skeleton cards while the selection loads: the usual number of each style. */
const SKELETONS: Record<BannerGroupProps['variant'], number> = { vertical: 4, big: 2, long: 1, row: 4 };

/** Where a banner sits in the 12-column grid, below the desktop breakpoint and from it. */
function placeOf(narrow: number, wide: number): CSSProperties {
  return { '--mfc-span-narrow': GRID_COLUMNS / narrow, '--mfc-span-wide': GRID_COLUMNS / wide } as CSSProperties;
}

/**
 * The banners of one selection in rows without holes, whatever their number: the rows are as even as
 * possible and each banner spans its share of a 12-column grid (two banners of four places share the
 * row, five make a row of three and one of two). A tall banner alone in its desktop row becomes a wide
 * strip with the wide picture; a big one stays big (a 3:1 block from 640 px, its picture on its colour).
 * Nothing at all when the selection is off, empty or failed.
 */
export function BannerGroup({ selection, variant, label }: BannerGroupProps) {
  const { status, banners } = useBannerSelection(selection);
  if (status === 'hidden') return null;
  const count = status === 'pending' ? SKELETONS[variant] : banners.length;
  if (variant === 'row') {
    // The catalogue's row scrolls sideways on phones: no rows to fill there.
    return status === 'pending' ? (
      <div className="mfc-banners mfc-banners--row" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className="mfc-skeleton mfc-banners__skeleton" />
        ))}
      </div>
    ) : (
      <ul className="mfc-banners mfc-banners--row" aria-label={label}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} variant="row" />
          </li>
        ))}
      </ul>
    );
  }
  const perRow = PER_ROW[variant];
  const narrow = acrossOf(count, perRow.narrow);
  const wide = acrossOf(count, perRow.wide);
  if (status === 'pending') {
    return (
      <div className={`mfc-banners mfc-banners--grid mfc-banners--${variant}`} aria-hidden="true">
        {narrow.map((across, index) => (
          <span
            key={index}
            className={`mfc-skeleton mfc-banners__skeleton mfc-banners__skeleton--${variant}`}
            style={placeOf(across, wide[index])}
          />
        ))}
      </div>
    );
  }
  return (
    <ul className={`mfc-banners mfc-banners--grid mfc-banners--${variant}`} aria-label={label}>
      {banners.map((banner, index) => {
        return (
          <li key={banner.id} style={placeOf(narrow[index], wide[index])} data-across-narrow={narrow[index]} data-across-wide={wide[index]}>
            <BannerCard banner={banner} variant={wide[index] === 1 && variant === 'vertical' ? 'long' : variant} />
          </li>
        );
      })}
    </ul>
  );
}
