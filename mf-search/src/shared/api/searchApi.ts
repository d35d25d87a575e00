import { getHttp } from 'shared-kit';
import type { CategoryTreeItemDto, ModalSearchDto, PopularRequestDto } from 'shared-kit/contracts';

/** Minimum query length after trimming (spec §5). */
export const MIN_QUERY_LENGTH = 3;

/** `GET /api/modal-search`: categories and products matching the query. */
export async function searchProducts(query: string, categoryQuery = '', signal?: AbortSignal): Promise<ModalSearchDto> {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return { categories: [], products: [] };
  const { data } = await getHttp().get<ModalSearchDto>('/modal-search', {
    params: { query: trimmed, category_query: categoryQuery || undefined },
    signal,
  });
  return data;
}

/** `GET /api/other-search`: popular requests. */
export async function getPopularRequests(signal?: AbortSignal): Promise<PopularRequestDto[]> {
  const { data } = await getHttp().get<PopularRequestDto[]>('/other-search', { signal });
  return data;
}

/** `GET /api/categories/tree`: the category tree (the selector uses its second level). */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTreeItemDto[]> {
  const { data } = await getHttp().get<CategoryTreeItemDto[]>('/categories/tree', { signal });
  return data;
}

/**
 * Address of the catalogue page with the search (spec §2): `/category/{slug}?query=…&category_query=…`,
 * or the catalogue root when the search is not narrowed to a category.
 */
export function catalogueSearchUrl(query: string, categoryQuery = ''): string {
  const params = new URLSearchParams({ query: query.trim() });
  if (categoryQuery) params.set('category_query', categoryQuery);
  return `${categoryQuery ? `/category/${categoryQuery}` : '/category'}?${params.toString()}`;
}
