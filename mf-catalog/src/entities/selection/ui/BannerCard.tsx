import type { BannerDto } from 'shared-kit/contracts';
import { BannerLink } from './BannerLink';
import { BannerPicture } from './BannerPicture';
import './banners.css';

/**
 * Catalogue banner card styles (docs/product.md §2): `long` wide strip, `vertical` tall card, `big` large block; also
 * the home page's `hero` slide, the catalogue's `row` and the dropdown's `side` slide.
 */
export type BannerStyle = 'hero' | 'long' | 'vertical' | 'big' | 'row' | 'side';

/** Styles that are narrow on every screen take the narrow (2:1) pictures. */
const NARROW = new Set<BannerStyle>(['vertical', 'big', 'row', 'side']);

/** Props of {@link BannerCard}. */
export interface BannerCardProps {
  banner: BannerDto;
  variant: BannerStyle;
  eager?: boolean;
}

/** One banner: its picture on its background colour, leading where the banner says. */
export function BannerCard({ banner, variant, eager }: BannerCardProps) {
  return (
    <BannerLink
      link={banner.link_to_go}
      className={`mfc-banner mfc-banner--${variant}`}
      label={banner.short_text ? `${banner.title}. ${banner.short_text}` : undefined}
    >
      <span className="mfc-banner__frame" style={banner.background_color ? { background: banner.background_color } : undefined}>
        <BannerPicture banner={banner} eager={eager} narrow={NARROW.has(variant)} className="mfc-banner__picture" />
      </span>
    </BannerLink>
  );
}
