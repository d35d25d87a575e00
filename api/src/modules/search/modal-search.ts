import type { ModalSearchDto, PopularRequestDto } from 'api-contracts';
import type { CatalogRepository } from '../catalog/index';
import { toProductDto } from '../catalog/index';
import { NO_FILTERS, type ProductFacetFilters } from '../catalog/index';
import type { SearchEngine } from './search-engine';
import type { SearchRepository } from './search-repository';

/** Sizes of the search dropdown's lists. */
export const MODAL_SEARCH_LIMITS = { categories: 5, products: 8, popularProducts: 4, popularRequests: 50 } as const;
/** Searches older than this no longer make a request popular. */
export const POPULAR_WINDOW_DAYS = 90;

/** Most asked-for searches, computed from what shoppers really searched. */
export async function getPopularRequests(search: SearchRepository): Promise<PopularRequestDto[]> {
  return (await search.listPopularQueries(MODAL_SEARCH_LIMITS.popularRequests, POPULAR_WINDOW_DAYS)).map((value) => ({ text: { value } }));
}

/**
 * Search as the customer types: matching categories and product cards, the bestsellers of the chosen
 * category and the popular requests. Queries shorter than three characters give empty matches; an
 * unknown `categoryQuery` searches everywhere.
 */
export async function modalSearch(
  repositories: { catalog: CatalogRepository; search: SearchRepository },
  engine: SearchEngine,
  input: { query: string; categoryQuery: string },
): Promise<ModalSearchDto> {
  const { catalog, search } = repositories;
  const [plan, scope] = await Promise.all([
    engine.plan(input.query),
    input.categoryQuery ? catalog.findCategoryByPath(input.categoryQuery.replace(/\/+$/, '')) : Promise.resolve(null),
  ]);
  const categoryFullSlug = scope?.full_slug ?? null;
  const [categories, ids, popularIds, popularRequests] = await Promise.all([
    plan ? search.findCategories(plan.tsquery, MODAL_SEARCH_LIMITS.categories) : Promise.resolve([]),
    plan ? catalog.listProductIds({ categoryFullSlug, search: plan }, 'popular', MODAL_SEARCH_LIMITS.products, 0) : Promise.resolve([]),
    catalog.listProductIds({ categoryFullSlug, search: null, facets: IN_STOCK }, 'popular', MODAL_SEARCH_LIMITS.popularProducts, 0),
    getPopularRequests(search),
  ]);
  const cards = await catalog.findProductCards([...ids, ...popularIds]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const toCards = (list: number[]) => list.flatMap((id) => (byId.has(id) ? [toProductDto(byId.get(id)!)] : []));
  return {
    categories: categories.map((c) => ({
      categoryId: c.id,
      categoryName: c.title,
      categorySlug: c.full_slug,
      parentCategoryName: c.parent_title,
    })),
    products: toCards(ids),
    popular_products: toCards(popularIds),
    popular_requests: popularRequests,
    corrected_query: ids.length > 0 ? (plan?.corrected ?? null) : null,
  };
}

/** Popular products shown beside the search are ones that can be bought now. */
const IN_STOCK: ProductFacetFilters = { ...NO_FILTERS, availability: ['in_stock'] };
