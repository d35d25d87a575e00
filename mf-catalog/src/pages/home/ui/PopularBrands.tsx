import { Link } from 'react-router-dom';
import { usePopularBrandsQuery } from '../../../shared/api';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { useQuietList } from '../model/quietly';

/** The brands the shop puts forward, each leading to its products; not shown when there is nothing or it fails. */
export function PopularBrands() {
  const brands = useQuietList('popular brands', usePopularBrandsQuery());
  if (!brands) {
    return (
      <HomeSection title={messages.home.brands}>
        <RowSkeleton count={6} className="mfc-home-brands" />
      </HomeSection>
    );
  }
  if (brands.length === 0) return null;
  return (
    <HomeSection title={messages.home.brands}>
      <ul className="mfc-home-brands">
        {brands.slice(0, 12).map((brand) => (
          <li key={brand.id}>
            {/* As on the brands page: a brand leads to the catalogue searched by its name. */}
            <Link to={`/category?query=${encodeURIComponent(brand.title)}`} className="mfc-home-brand">
              {brand.logo ? <img src={brand.logo} alt="" width={96} height={48} loading="lazy" decoding="async" /> : null}
              <span>{brand.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/brands" className="mfc-section-head__link mfc-home-brands__all">
        {messages.home.allBrands} →
      </Link>
    </HomeSection>
  );
}
