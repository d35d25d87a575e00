import { getHttp } from 'shared-kit';
import type {
  CategoryPageDto,
  CategoryTreeItemDto,
  ModalSearchDto,
  PopularRequestDto,
  SearchHistoryItemDto,
} from 'shared-kit/contracts';

/** Minimum query length after trimming (docs/product.md §5). */
export const MIN_QUERY_LENGTH = 3;

/** Products a page of the `/search` results holds (one 'Показать ещё' adds as many). */
export const SEARCH_PAGE_SIZE = 24;

/** True when a query is long enough to be searched (docs/product.md §4: 3 characters after trimming). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

const EMPTY_SEARCH: ModalSearchDto = {
  categories: [],
  products: [],
  popular_products: [],
  popular_requests: [],
  corrected_query: null,
};

/**
 * The answer with every list present: an API older than the contract sends only `categories` and
 * `products`, and the storefront must work with both.
 */
export function normaliseSearch(data: Partial<ModalSearchDto> | null | undefined): ModalSearchDto {
  return {
    categories: data?.categories ?? [],
    products: data?.products ?? [],
    popular_products: data?.popular_products ?? [],
    popular_requests: data?.popular_requests ?? [],
    corrected_query: data?.corrected_query || null,
  };
}

/** `GET /api/modal-search`: categories and products matching the query (docs/product.md §7). */
export async function searchProducts(query: string, categoryQuery = '', signal?: AbortSignal): Promise<ModalSearchDto> {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return EMPTY_SEARCH;
  const { data } = await getHttp().get<Partial<ModalSearchDto>>('/modal-search', {
    params: { query: trimmed, category_query: categoryQuery || undefined },
    signal,
  });
  return normaliseSearch(data);
}

/** `GET /api/other-search`: popular requests. */
export async function getPopularRequests(signal?: AbortSignal): Promise<PopularRequestDto[]> {
  const { data } = await getHttp().get<PopularRequestDto[]>('/other-search', { signal });
  return data;
}

/** `GET /api/search/history`: the customer's own recent searches, newest first. */
export async function getSearchHistory(signal?: AbortSignal): Promise<SearchHistoryItemDto[]> {
  const { data } = await getHttp().get<SearchHistoryItemDto[]>('/search/history', { signal });
  return Array.isArray(data) ? data : [];
}

/** `DELETE /api/search/history`: forgets the customer's recent searches. */
export async function clearSearchHistory(): Promise<void> {
  await getHttp().delete('/search/history');
}

/** `GET /api/categories/tree`: the category tree (the selector uses its second level). */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTreeItemDto[]> {
  const { data } = await getHttp().get<CategoryTreeItemDto[]>('/categories/tree', { signal });
  return data;
}

/**
 * `GET /api/category?query=…&category_query=…`: one page of the products the search finds, with the
 * corrected form of the query when one was used (the results page pages through it).
 */
export async function searchCatalogue(
  query: string,
  categoryQuery = '',
  page = 1,
  signal?: AbortSignal,
): Promise<CategoryPageDto> {
  const { data } = await getHttp().get<CategoryPageDto>('/category', {
    params: {
      query: query.trim(),
      category_query: categoryQuery || undefined,
      page: page > 1 ? page : undefined,
      pageSize: SEARCH_PAGE_SIZE,
    },
    signal,
  });
  return data;
}

/**
 * Address of the catalogue page with the search (docs/product.md §2): `/category/{slug}?query=…&category_query=…`,
 * or the catalogue root when the search is not narrowed to a category. The spec writes the link with a
 * slash before `?`; the shell's server drops such a slash with a redirect (docs/product.md §2), so the link goes to
 * the address it would land on.
 */
export function catalogueSearchUrl(query: string, categoryQuery = ''): string {
  const params = new URLSearchParams({ query: query.trim() });
  if (categoryQuery) params.set('category_query', categoryQuery);
  return `${categoryQuery ? `/category/${categoryQuery}` : '/category'}?${params.toString()}`;
}

/** Address of the `/search` results page. */
export function searchPageUrl(query: string, categoryQuery = ''): string {
  const params = new URLSearchParams({ query: query.trim() });
  if (categoryQuery) params.set('category_query', categoryQuery);
  return `/search?${params.toString()}`;
}
