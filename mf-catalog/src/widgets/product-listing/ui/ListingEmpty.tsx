import { Link } from 'react-router-dom';
import { Button } from 'shared-kit';
import { clearFilters, useFilterParams } from '../../../features/product-filters';
import { messages } from '../../../messages';

function FilteredEmpty() {
  const [params, apply] = useFilterParams();
  return (
    <div className="mfc-listing__empty mfc-listing__empty--filtered">
      <p>{messages.category.filteredEmpty}</p>
      <Button variant="secondary" onClick={() => apply(clearFilters(params))}>
        {messages.category.clearFilters}
      </Button>
    </div>
  );
}

/**
 * A query too short to search (docs/product.md §5): the page says so and lists nothing, whatever the API
 * answered (the whole catalogue is never shown as the results of a search).
 */
export function ShortQuery({ query }: { query: string }) {
  return (
    <div className="mfc-page mfc-listing">
      <h1>{messages.category.shortHeading(query)}</h1>
      <p className="mfc-listing__empty mfc-listing__short" role="status">
        {messages.category.tooShort}. <Link to="/category">{messages.category.toCatalogue}</Link>
      </p>
    </div>
  );
}

/** What an empty listing says: the filters found nothing, the search found nothing, or the category is empty. */
export function ListingEmpty({ filtered, searching }: { filtered: boolean; searching: boolean }) {
  if (filtered) return <FilteredEmpty />;
  if (searching) {
    return (
      <p className="mfc-listing__empty">
        {messages.category.nothingFound} <Link to="/category">{messages.category.nothingFoundLink}</Link>
      </p>
    );
  }
  return <p className="mfc-listing__empty">{messages.category.empty}</p>;
}
