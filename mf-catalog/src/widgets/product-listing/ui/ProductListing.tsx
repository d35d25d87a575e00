import { CleanHtml, NotFoundError, isHttpErrorStatus, isTooShortQuery } from 'shared-kit';
import { FilterChips, FilterPanel, MobileFilters, visibleFacets } from '../../../features/product-filters';
import { DESKTOP_QUERY, pickTitle, useDocumentTitle, useMediaQuery } from '../../../shared/lib';
import { LoadError, PageSkeleton } from '../../../shared/ui';
import { messages } from '../../../messages';
import { useListing } from '../model/useListing';
import { countText, ListingHead } from './ListingHead';
import { ListingEmpty, ShortQuery } from './ListingEmpty';
import { ListingProducts } from './ListingProducts';
import { SortingSelect } from './SortingSelect';
import './ProductListing.css';

/**
 * A category's listing (`/category/{full_slug}`): breadcrumbs, the category's heading and sub-categories,
 * filters and a sortable, paged product grid. With `?query=` it shows search results. An unknown slug is
 * the shell's 404 page.
 */
export function ProductListing({ atRoot = false }: { atRoot?: boolean }) {
  const { request, listing, shown, loadingMore, showMore } = useListing(atRoot);
  const { slug, page, sorting, query, categoryQuery, filters } = request;
  const searching = Boolean(query || categoryQuery);
  const filtered = Object.keys(filters).length > 0;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const data = listing.data;
  const category = data?.category ?? null;

  useDocumentTitle(
    searching
      ? messages.category.searchTitle(query || category?.title || '')
      : category && pickTitle(category.seo_title, category.title),
  );

  if (isTooShortQuery(query)) return <ShortQuery query={query} />;
  if (listing.status === 'failed' && isHttpErrorStatus(listing.error, 404)) throw new NotFoundError(`Unknown category ${slug}`);
  if (!data) {
    if (listing.status !== 'failed') return <PageSkeleton />;
    return (
      <div className="mfc-page">
        <LoadError onRetry={listing.retry} />
      </div>
    );
  }

  const facets = visibleFacets(data.facets);
  const withFilters = facets.length > 0 || filtered;
  return (
    <div className="mfc-page mfc-listing">
      <ListingHead data={data} query={query} searching={searching} />
      <div className={withFilters && desktop ? 'mfc-listing__body mfc-listing__body--filters' : 'mfc-listing__body'}>
        {withFilters && desktop && (
          <aside className="mfc-filters" aria-label={messages.filters.title}>
            <FilterPanel facets={facets} />
          </aside>
        )}
        <div className="mfc-listing__main">
          {listing.status === 'failed' && <LoadError onRetry={listing.retry} />}
          {(shown.length > 0 || filtered) && (
            <div className="mfc-listing__toolbar">
              {withFilters && !desktop && <MobileFilters facets={facets} totalText={countText(data)} />}
              <SortingSelect value={sorting} />
            </div>
          )}
          <FilterChips facets={facets} />
          {shown.length > 0 ? (
            <ListingProducts
              shown={shown}
              page={page}
              pages={data.products.pages}
              loadingMore={loadingMore}
              busy={listing.status === 'loading'}
              onShowMore={showMore}
            />
          ) : (
            <ListingEmpty filtered={filtered} searching={searching} />
          )}
        </div>
      </div>
      {!searching && category?.description && (
        <CleanHtml className="mfc-listing__description mfc-richtext" html={category.description} />
      )}
    </div>
  );
}
