import { BannerLink } from '../../../entities/selection';
import { useRegionBannersQuery } from '../../../shared/api';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { useQuietList } from '../model/quietly';

/** Delivery terms by region as coloured cards; not shown when there is nothing or it fails. */
export function RegionBanners() {
  const regions = useQuietList('region banners', useRegionBannersQuery());
  if (!regions) {
    return (
      <HomeSection title={messages.home.delivery}>
        <RowSkeleton count={3} className="mfc-regions" />
      </HomeSection>
    );
  }
  if (regions.length === 0) return null;
  return (
    <HomeSection title={messages.home.delivery}>
      <ul className="mfc-regions">
        {regions.map((region) => (
          <li key={region.id}>
            <BannerLink
              link={region.link_to_go}
              className="mfc-region"
            >
              <span className="mfc-region__body" style={region.background_color ? { background: region.background_color } : undefined}>
                <span className="mfc-region__name">{region.region}</span>
                <strong className="mfc-region__title">{region.title}</strong>
                <span className="mfc-region__text">{region.text}</span>
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
