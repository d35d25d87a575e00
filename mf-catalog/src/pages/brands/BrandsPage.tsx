import { Link, useSearchParams } from 'react-router-dom';
import { pluralize } from 'shared-kit';
import { useBrandListQuery } from '../../shared/api';
import { pickTitle, useDocumentTitle, useQueryView } from '../../shared/lib';
import { Breadcrumbs, LoadError, PageSkeleton } from '../../shared/ui';
import { messages } from '../../messages';
import { brandUrl, groupBrands } from './model/brands';
import { LetterFilter } from './ui/LetterFilter';
import { PopularBrands } from './ui/PopularBrands';
import './BrandsPage.css';

export { groupBrands };

/** `/brands`: every brand by first letter, a Latin/Cyrillic letter filter, and popular brands. */
export function BrandsPage() {
  const [params] = useSearchParams();
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  // Another letter keeps the list on screen until the new one comes.
  const list = useQueryView(useBrandListQuery(letter), 'brands');
  const data = list.data;

  useDocumentTitle(data ? pickTitle(data.seo_title, data.title, messages.brands.title) : messages.brands.title);

  if (!data) {
    if (list.status === 'failed') {
      return (
        <div className="mfc-page">
          <LoadError onRetry={list.retry} />
        </div>
      );
    }
    return <PageSkeleton grid={false} />;
  }

  const groups = groupBrands(data.content, data.letters);
  return (
    <div className="mfc-page mfc-brands">
      <Breadcrumbs trail={[]} current={{ title: messages.brands.heading, url: '/brands' }} />
      <h1>{pickTitle(data.seo_h1, messages.brands.heading)}</h1>
      {!letter && <PopularBrands />}
      <LetterFilter letters={data.letters} active={letter} />
      {list.status === 'failed' && <LoadError onRetry={list.retry} />}
      <div className="mfc-brands__groups" aria-busy={list.status === 'loading'}>
        {groups.length === 0 && <p className="mfc-muted">{messages.brands.empty}</p>}
        {groups.map(([groupLetter, brands]) => (
          <section key={groupLetter} className="mfc-brands__group" aria-labelledby={`mfc-letter-${groupLetter}`}>
            <h2 id={`mfc-letter-${groupLetter}`}>{groupLetter}</h2>
            <ul>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brandUrl(brand)}>{brand.title}</Link>
                  {brand.product_count > 0 && (
                    <span className="mfc-muted">
                      {' '}
                      {brand.product_count} {pluralize(brand.product_count, messages.brands.products)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
