import { Link } from 'react-router-dom';
import { pluralize } from 'shared-kit';
import type { CategoryPageDto } from 'shared-kit/contracts';
import { pickTitle } from '../../../shared/lib';
import { Breadcrumbs } from '../../../shared/ui';
import { messages } from '../../../messages';

/** The count of products the listing shows beside its heading ('24 товара', '1000+ товаров'). */
export function countText({ products }: CategoryPageDto): string {
  return `${products.total}${products.totalCapped ? '+' : ''} ${pluralize(products.total, messages.category.products)}`;
}

interface ListingHeadProps {
  data: CategoryPageDto;
  query: string;
  searching: boolean;
}

/** Breadcrumbs, the heading with the count, the corrected query of a search and the sub-categories. */
export function ListingHead({ data, query, searching }: ListingHeadProps) {
  const { category } = data;
  const heading = query
    ? messages.category.searchHeading(query)
    : pickTitle(category?.seo_h1, category?.title, messages.catalogue.heading);
  const current = searching
    ? { title: messages.category.searchHeading(query), url: `/category?query=${encodeURIComponent(query)}` }
    : { title: category?.title ?? messages.breadcrumbs.catalogue, url: category?.url ?? '/category' };
  const trail = [{ title: messages.breadcrumbs.catalogue, url: '/category' }, ...data.breadcrumbs];
  return (
    <>
      <Breadcrumbs trail={searching ? trail.slice(0, 1) : trail} current={current} />
      <div className="mfc-listing__head">
        <h1>
          {heading}
          {query && category && <span className="mfc-listing__scope"> {messages.category.searchIn(category.title)}</span>}
        </h1>
        <span className="mfc-listing__count mfc-muted">{countText(data)}</span>
      </div>
      {query && data.corrected_query && (
        <p className="mfc-listing__corrected" role="status">
          {messages.category.correctedQuery(data.corrected_query)}
        </p>
      )}
      {!searching && data.children.length > 0 && (
        <nav aria-label={messages.catalogue.subcategories}>
          <ul className="mfc-chips">
            {data.children.map((child) => (
              <li key={child.id}>
                <Link to={child.url}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
