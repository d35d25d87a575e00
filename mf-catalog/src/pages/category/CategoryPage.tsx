import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button, NotFoundError, isHttpStatus, pluralize, sanitizeHtml } from 'shared-kit';
import type { CategoryPageDto, ProductDto, ProductSortingDto } from 'shared-kit/contracts';
import { getCatalogue, getCategoryPage, isSorting, SORTINGS } from '../../shared/api/catalogApi';
import { useRemoteData } from '../../shared/lib/useRemoteData';
import { pickTitle, useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { LoadError } from '../../shared/ui/LoadError';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSkeleton } from '../../shared/ui/Skeleton';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/lib/useMediaQuery';
import { ProductGrid } from '../../entities/product';
import {
  clearFilters,
  FilterChips,
  FilterPanel,
  MobileFilters,
  readFilterQuery,
  useFilterParams,
  visibleFacets,
  type FilterQuery,
} from '../../features/product-filters';
import { messages } from '../../messages';
import './CategoryPage.css';

/** What the address asks the listing for. */
interface ListingRequest {
  slug: string;
  page: number;
  sorting: ProductSortingDto;
  query: string;
  categoryQuery: string;
  filters: FilterQuery;
}

function useListingRequest(atRoot: boolean): ListingRequest {
  // The shell renders our routes inside its own splat route: at `/category` (no splat of ours) the
  // inherited `*` is the shell's whole path, so it must not be read as a category slug.
  const { '*': routeSplat = '' } = useParams();
  const splat = atRoot ? '' : routeSplat;
  const [params] = useSearchParams();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sorting = params.get('sorting');
  return {
    slug: splat.replace(/^\/+|\/+$/g, ''),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sorting: isSorting(sorting) ? sorting : 'popular',
    query: (params.get('query') ?? '').trim(),
    categoryQuery: (params.get('category_query') ?? '').trim(),
    filters: readFilterQuery(params),
  };
}

function loadListing(request: ListingRequest, signal: AbortSignal): Promise<CategoryPageDto> {
  const { slug, page, sorting, query, categoryQuery, filters } = request;
  if (query || categoryQuery) {
    // Search results (docs/product.md §2 and §7): the catalogue-wide call, narrowed to a category when one is named.
    return getCatalogue({ page, sorting, query, categoryQuery: categoryQuery || slug, filters }, signal);
  }
  return slug
    ? getCategoryPage(slug, { page, sorting, filters }, signal)
    : getCatalogue({ page, sorting, filters }, signal);
}

function SortingSelect({ value }: { value: ProductSortingDto }) {
  const [params, apply] = useFilterParams();
  return (
    <label className="mfc-sorting">
      <span>{messages.category.sortingLabel}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value === 'popular') next.delete('sorting');
          else next.set('sorting', event.target.value);
          // A new order starts from the first page.
          next.delete('page');
          apply(next);
        }}
      >
        {SORTINGS.map((sorting) => (
          <option key={sorting} value={sorting}>
            {messages.sorting[sorting]}
          </option>
        ))}
      </select>
    </label>
  );
}

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

/** Products shown before 'Показать ещё' asked for the next page, kept while the list stays the same. */
interface Appended {
  /** The list they belong to: the request without its page. */
  list: string;
  /** The page they stand in front of. */
  page: number;
  products: ProductDto[];
}

function withoutDuplicates(products: ProductDto[]): ProductDto[] {
  const seen = new Set<number>();
  return products.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
}

function NothingFound() {
  return (
    <p className="mfc-listing__empty">
      {messages.category.nothingFound} <Link to="/category">{messages.category.nothingFoundLink}</Link>
    </p>
  );
}

/**
 * `/category/{full_slug}`: breadcrumbs, the category's heading and sub-categories, a sortable, paged
 * product grid. With `?query=` it shows search results. An unknown slug is the shell's 404 page.
 */
export function CategoryPage({ atRoot = false }: { atRoot?: boolean }) {
  const request = useListingRequest(atRoot);
  const { slug, page, sorting, query, categoryQuery, filters } = request;
  const searching = Boolean(query || categoryQuery);
  const filtered = Object.keys(filters).length > 0;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [params, apply] = useFilterParams();
  const [appended, setAppended] = useState<Appended | null>(null);
  const list = JSON.stringify({ ...request, page: 0 });
  const listing = useRemoteData(
    JSON.stringify(request),
    (signal) => loadListing(request, signal),
    // Changing the page, the order or a filter keeps the current cards on screen (dimmed) until the new ones come.
    JSON.stringify([slug, query, categoryQuery]),
  );
  const data = listing.data;
  const category = data?.category ?? null;

  useDocumentTitle(
    searching
      ? messages.category.searchTitle(query || category?.title || '')
      : category && pickTitle(category.seo_title, category.title),
  );

  if (listing.status === 'error' && isHttpStatus(listing.error, 404))
    throw new NotFoundError(`Unknown category ${slug}`);
  if (!data) {
    if (listing.status === 'error') {
      return (
        <div className="mfc-page">
          <LoadError onRetry={listing.retry} />
        </div>
      );
    }
    return <PageSkeleton />;
  }

  const products = data.products;
  const facets = visibleFacets(data.facets);
  const withFilters = facets.length > 0 || filtered;
  const before = appended && appended.list === list && appended.page === page ? appended.products : null;
  // Until the next page arrives, the cards already shown stay as they are.
  const shown = before
    ? withoutDuplicates(products.page === page ? [...before, ...products.content] : before)
    : products.content;
  const loadingMore = Boolean(before) && listing.status === 'loading';
  const showMore = () => {
    setAppended({ list, page: page + 1, products: shown });
    const next = new URLSearchParams(params);
    next.set('page', String(page + 1));
    apply(next);
  };
  const heading = query
    ? messages.category.searchHeading(query)
    : pickTitle(category?.seo_h1, category?.title, messages.catalogue.heading);
  const current = searching
    ? { title: messages.category.searchHeading(query), url: `/category?query=${encodeURIComponent(query)}` }
    : { title: category?.title ?? messages.breadcrumbs.catalogue, url: category?.url ?? '/category' };
  const trail = [{ title: messages.breadcrumbs.catalogue, url: '/category' }, ...data.breadcrumbs];
  const count = `${products.total}${products.totalCapped ? '+' : ''} ${pluralize(products.total, messages.category.products)}`;

  return (
    <div className="mfc-page mfc-listing">
      <Breadcrumbs trail={searching ? trail.slice(0, 1) : trail} current={current} />
      <div className="mfc-listing__head">
        <h1>
          {heading}
          {query && category && (
            <span className="mfc-listing__scope"> {messages.category.searchIn(category.title)}</span>
          )}
        </h1>
        <span className="mfc-listing__count mfc-muted">{count}</span>
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
      <div
        className={
          withFilters && desktop ? 'mfc-listing__body mfc-listing__body--filters' : 'mfc-listing__body'
        }
      >
        {withFilters && desktop && (
          <aside className="mfc-filters" aria-label={messages.filters.title}>
            <FilterPanel facets={facets} />
          </aside>
        )}
        <div className="mfc-listing__main">
          {listing.status === 'error' && <LoadError onRetry={listing.retry} />}
          {(shown.length > 0 || filtered) && (
            <div className="mfc-listing__toolbar">
              {withFilters && !desktop && <MobileFilters facets={facets} totalText={count} />}
              <SortingSelect value={sorting} />
            </div>
          )}
          <FilterChips facets={facets} />
          {shown.length > 0 ? (
            <>
              <ProductGrid
                products={shown}
                busy={listing.status === 'loading' && !loadingMore}
                label={messages.category.productsLabel}
              />
              {products.page < products.pages && (
                <div className="mfc-listing__more">
                  <Button
                    variant="secondary"
                    onClick={showMore}
                    disabled={loadingMore}
                    aria-busy={loadingMore}
                  >
                    {loadingMore ? messages.loading : messages.category.showMore}
                  </Button>
                </div>
              )}
              <Pagination page={page} pages={products.pages} />
            </>
          ) : filtered ? (
            <FilteredEmpty />
          ) : searching ? (
            <NothingFound />
          ) : (
            <p className="mfc-listing__empty">{messages.category.empty}</p>
          )}
        </div>
      </div>
      {!searching && category?.description && (
        <div
          className="mfc-listing__description mfc-richtext"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(category.description) }}
        />
      )}
    </div>
  );
}
