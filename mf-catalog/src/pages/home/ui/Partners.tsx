import { BannerLink } from '../../../entities/selection';
import { usePartnersQuery } from '../../../shared/api';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { useQuietList } from '../model/quietly';

/** Logos of the shop's partners; not shown when there is nothing or it fails. */
export function Partners() {
  const partners = useQuietList('partners', usePartnersQuery());
  if (!partners) {
    return (
      <HomeSection title={messages.home.partners}>
        <RowSkeleton count={6} className="mfc-partners" />
      </HomeSection>
    );
  }
  if (partners.length === 0) return null;
  return (
    <HomeSection title={messages.home.partners}>
      <ul className="mfc-partners">
        {partners.map((partner) => (
          <li key={partner.id}>
            <BannerLink
              link={partner.link ? { real_slug: partner.link } : null}
              className="mfc-partner"
              label={partner.title}
            >
              <img src={partner.image} alt={partner.title} loading="lazy" decoding="async" width={160} height={60} />
            </BannerLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
