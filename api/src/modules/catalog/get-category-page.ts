import type { CategoryPageDto, ProductDto, ProductSortingDto } from 'api-contracts';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { toPage } from '../../shared/paging';
import type { CatalogRepository, ProductFilter } from './catalog-repository';
import type { SearchPlan } from './product-search';
import type { FacetCache } from './facet-cache';
import { buildFacets, countFacets } from './facets';
import { NO_FILTERS, toFiltersDto, type ProductFacetFilters } from './product-filters';
import { ROOT_BREADCRUMBS, ancestorFullSlugs, categoryBreadcrumbs, toCategoryDto, toCategoryRef, toProductDto } from './catalog-mappers';

/** Shortest text that searches (docs/product.md §5); shorter finds nothing, as in the search box. */
export const MIN_QUERY_LENGTH = 3;

/** A two-character text that still searches: a vitamin's name, a letter then a digit (`b6`, `d3`). */
const VITAMIN_NAME = /^\p{L}\p{N}$/u;

/** True when a trimmed text is long enough to search by: three characters, or a vitamin's name (`B6`). */
export function isSearchableText(trimmed: string): boolean {
  return trimmed.length >= MIN_QUERY_LENGTH || VITAMIN_NAME.test(trimmed);
}

/** What the category page asks for. */
export interface CategoryPageInput {
  /** Full slug or slug from the address; empty for the catalogue root. */
  path: string;
  query: string;
  /** Category to search in when the address names none (the search dropdown's selector). */
  categoryQuery: string;
  sorting: ProductSortingDto;
  page: number;
  pageSize: number;
  publicUrl: string;
  /** Brand, price, availability, label, rating, country and form filters. */
  filters?: ProductFacetFilters;
  /** Recent facet counts of lists without a text query. */
  facetCache?: FacetCache;
  /** How `query` is searched (built by the search engine); null when it has nothing to search for. */
  plan: SearchPlan | null;
}

/** Trims a text filter; null when it is empty or too short to search by. */
export function normaliseQuery(query: string): string | null {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  return isSearchableText(trimmed) ? trimmed : null;
}

/**
 * A category (or the catalogue root) with breadcrumbs, sub-categories and one page of its
 * products, descendants included.
 */
export async function getCategoryPage(catalog: CatalogRepository, input: CategoryPageInput): Promise<CategoryPageDto> {
  const path = (input.path || input.categoryQuery).replace(/\/+$/, '');
  const category = path ? await catalog.findCategoryByPath(path) : null;
  if (path && !category) throw notFound(messages.categoryNotFound);

  const query = normaliseQuery(input.query);
  const filters = input.filters ?? NO_FILTERS;
  const filter: ProductFilter = { categoryFullSlug: category?.full_slug ?? null, search: query === null ? null : input.plan, facets: filters };
  const offset = (input.page - 1) * input.pageSize;
  // A query with nothing to search for (only unknown words or stop words) finds nothing, and so does one
  // too short to search by: its results are never the whole list (docs/product.md §5).
  const tooShort = query === null && input.query.trim() !== '';
  const findsNothing = tooShort || (query !== null && input.plan === null);

  const [chain, children, ids, facetRows] = await Promise.all([
    category ? catalog.findCategoriesByFullSlugs(ancestorFullSlugs(category.full_slug)) : Promise.resolve([]),
    catalog.listChildCategories(category?.id ?? null),
    // One row more than the page tells whether there is a next page.
    findsNothing ? Promise.resolve([]) : catalog.listProductIds(filter, input.sorting, input.pageSize + 1, offset),
    // The facet counts come with the exact size of the filtered result, so nothing else is counted.
    findsNothing ? Promise.resolve([]) : countFacets(catalog, filter, input.facetCache),
  ]);

  const hasNext = ids.length > input.pageSize;
  const cards = await catalog.findProductCards(ids.slice(0, input.pageSize));
  const products: ProductDto[] = cards.map(toProductDto);
  const { facets, total: count } = buildFacets(facetRows, filters);
  const total = Math.max(count, offset + products.length);

  return {
    category: category ? toCategoryDto(category, input.publicUrl) : null,
    breadcrumbs: category ? categoryBreadcrumbs(chain) : ROOT_BREADCRUMBS,
    children: children.map(toCategoryRef),
    products: toPage(products, input.page, input.pageSize, total, { capped: false, hasNext }),
    sorting: input.sorting,
    query: query ?? '',
    corrected_query: query === null ? null : (input.plan?.corrected ?? null),
    facets,
    filters: toFiltersDto(filters),
  };
}
