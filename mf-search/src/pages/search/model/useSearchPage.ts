import { useMemo } from 'react';
import type { ProductDto, SearchCategoryDto } from 'shared-kit/contracts';
import type { LoadStatus } from 'shared-kit';
import { isSearchable, useModalSearchQuery, useSearchCatalogueInfiniteQuery } from '../../../shared/api';

/** What the results page shows for one query. */
export interface SearchPageState {
  status: LoadStatus;
  categories: SearchCategoryDto[];
  products: ProductDto[];
  hasNext: boolean;
  total: number;
  totalCapped: boolean;
  /** The corrected form of the query the products were found for, or null. */
  corrected: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

const INITIAL: SearchPageState = {
  status: 'idle',
  categories: [],
  products: [],
  hasNext: false,
  total: 0,
  totalCapped: false,
  corrected: null,
  loadingMore: false,
  moreFailed: false,
};

/** Products of the pages in order, each once (a page may shift while the customer reads). */
function uniqueProducts(pages: ReadonlyArray<{ products: { content: ProductDto[] } }>): ProductDto[] {
  const ids = new Set<number>();
  return pages.flatMap((page) =>
    page.products.content.filter((product) => {
      if (ids.has(product.id)) return false;
      ids.add(product.id);
      return true;
    }),
  );
}

/**
 * The results of the `/search` page: matching categories (`/api/modal-search`) and products page by
 * page (`/api/category?query=`, which also records the search in the customer's history, so every visit
 * asks again: the endpoints keep nothing once the page is left). The products show once the categories have answered too; categories are a bonus, the
 * products stand without them.
 */
export function useSearchPage(query: string, categoryQuery: string) {
  const skip = !isSearchable(query);
  const args = { query: query.trim(), categoryQuery };
  const listing = useSearchCatalogueInfiniteQuery(args, { skip });
  const matches = useModalSearchQuery(args, { skip });

  const state = useMemo<SearchPageState>(() => {
    if (skip) return INITIAL;
    const firstPageLoading = listing.isFetching && !listing.isFetchingNextPage;
    if (listing.isError && !listing.isFetchNextPageError) return { ...INITIAL, status: 'failed' };
    if (firstPageLoading || matches.isFetching || !listing.data) return { ...INITIAL, status: 'loading' };
    const { pages } = listing.data;
    const first = pages[0]!;
    const last = pages[pages.length - 1]!;
    const found = matches.isError ? undefined : matches.currentData;
    return {
      status: 'ready',
      categories: found?.categories ?? [],
      products: uniqueProducts(pages),
      hasNext: last.products.hasNext,
      total: first.products.total,
      totalCapped: first.products.totalCapped,
      corrected: first.corrected_query || found?.corrected_query || null,
      loadingMore: listing.isFetchingNextPage,
      moreFailed: listing.isFetchNextPageError,
    };
  }, [skip, listing, matches]);

  const { fetchNextPage, refetch } = listing;
  return {
    state,
    /** 'Показать ещё': the next page under the cards. */
    showMore: () => {
      if (state.status === 'ready' && state.hasNext && !state.loadingMore) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}
