import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery, isSearchableQuery, SEARCH_MIN_LENGTH } from 'shared-kit';
import type { CategoryPageDto, ModalSearchDto } from 'shared-kit/contracts';

/** Minimum query length after trimming (docs/product.md §5); two characters do for a vitamin's name (`B6`). */
export const MIN_QUERY_LENGTH = SEARCH_MIN_LENGTH;

/** Products a page of the `/search` results holds (one 'Показать ещё' adds as many). */
export const SEARCH_PAGE_SIZE = 24;

/** True when a query is long enough to be searched (docs/product.md §5: 3 characters after trimming, or a vitamin's name as `B6`). */
export function isSearchable(query: string): boolean {
  return isSearchableQuery(query);
}

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

/** Arguments of a search: the text and the category it is narrowed to ('' for everywhere). */
export interface SearchArgs {
  query: string;
  categoryQuery: string;
}

/**
 * The search team's one RTK Query API (docs/adr/0024) over the shared HTTP client. Endpoints the
 * dropdown and the results page both use live here; each entity injects its own.
 */
export const searchApi = createApi({
  reducerPath: 'searchApi',
  baseQuery: httpBaseQuery(),
  tagTypes: ['SearchHistory'],
  endpoints: (build) => ({
    /** `GET /api/modal-search`: categories and products matching the query (docs/product.md §7). */
    modalSearch: build.query<ModalSearchDto, SearchArgs>({
      query: ({ query, categoryQuery }) => ({
        url: '/modal-search',
        params: { query: query.trim(), category_query: categoryQuery || undefined },
      }),
      transformResponse: (data: Partial<ModalSearchDto> | null) => normaliseSearch(data),
      // Every search is asked again (the API records it): nothing is kept once no page shows it.
      keepUnusedDataFor: 0,
    }),
    /**
     * `GET /api/category?query=…&category_query=…`: the products the search finds, page by page, with the
     * corrected form of the query when one was used (the results page pages through it).
     */
    searchCatalogue: build.infiniteQuery<CategoryPageDto, SearchArgs, number>({
      keepUnusedDataFor: 0,
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.products.hasNext ? last.products.page + 1 : undefined),
      },
      query: ({ queryArg: { query, categoryQuery }, pageParam }) => ({
        url: '/category',
        params: {
          query: query.trim(),
          category_query: categoryQuery || undefined,
          page: pageParam > 1 ? pageParam : undefined,
          pageSize: SEARCH_PAGE_SIZE,
        },
      }),
    }),
  }),
});

export const { useModalSearchQuery, useLazyModalSearchQuery, useSearchCatalogueInfiniteQuery } = searchApi;

/**
 * Address of the catalogue page with the search (docs/product.md §2): `/category/{slug}?query=…&category_query=…`,
 * or the catalogue root when the search is not narrowed to a category. The link has no slash
 * before `?`: the shell's server drops such a slash with a redirect (docs/product.md §2), so the link goes straight
 * to the address it would land on.
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
