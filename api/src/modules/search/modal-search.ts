import type { ModalSearchDto, PopularRequestDto } from 'api-contracts';
import type { CatalogRepository } from '../catalog/catalog-repository';
import { toProductDto } from '../catalog/catalog-mappers';
import { normaliseQuery } from '../catalog/get-category-page';
import type { ContentRepository } from '../content/content-repository';
import type { SearchRepository } from './search-repository';

/** Sizes of the search dropdown's lists. */
export const MODAL_SEARCH_LIMITS = { categories: 5, products: 8 } as const;

/**
 * Search as the customer types: matching categories and product cards. Queries shorter than
 * three characters give empty lists; an unknown `categoryQuery` searches everywhere.
 */
export async function modalSearch(
  repositories: { catalog: CatalogRepository; search: SearchRepository },
  input: { query: string; categoryQuery: string },
): Promise<ModalSearchDto> {
  const query = normaliseQuery(input.query);
  if (query === null) return { categories: [], products: [] };
  const scope = input.categoryQuery ? await repositories.catalog.findCategoryByPath(input.categoryQuery.replace(/\/+$/, '')) : null;
  const [categories, ids] = await Promise.all([
    repositories.search.findCategories(query, MODAL_SEARCH_LIMITS.categories),
    repositories.catalog.listProductIds({ categoryFullSlug: scope?.full_slug ?? null, query }, 'popular', MODAL_SEARCH_LIMITS.products, 0),
  ]);
  const cards = await repositories.catalog.findProductCards(ids);
  return {
    categories: categories.map((c) => ({
      categoryId: c.id,
      categoryName: c.title,
      categorySlug: c.full_slug,
      parentCategoryName: c.parent_title,
    })),
    products: cards.map(toProductDto),
  };
}

/** Most asked-for searches, for the suggestions under the search box. */
export async function getPopularRequests(content: ContentRepository): Promise<PopularRequestDto[]> {
  return (await content.listPopularRequests(50)).map((value) => ({ text: { value } }));
}
