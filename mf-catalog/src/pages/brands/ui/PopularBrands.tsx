import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePopularBrandsQuery } from '../../../shared/api';
import { messages } from '../../../messages';
import { brandUrl } from '../model/brands';

/** The popular brands as logo cards; nothing when the API has none. */
export function PopularBrands() {
  // The popular list is a bonus: when the API has none or fails, the section is simply not there.
  const { currentData, error } = usePopularBrandsQuery();
  useEffect(() => {
    if (error) console.warn('[mf_catalog] popular brands unavailable', error);
  }, [error]);
  const brands = currentData ?? [];
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="mfc-brands-popular">
      <h2 id="mfc-brands-popular">{messages.brands.popular}</h2>
      <ul className="mfc-brands__popular">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brandUrl(brand)} className="mfc-brands__popular-card">
              {brand.logo ? <img src={brand.logo} alt="" width={96} height={48} loading="lazy" decoding="async" /> : null}
              <span>{brand.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
