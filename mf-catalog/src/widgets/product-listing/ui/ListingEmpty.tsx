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
