import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductDto, SearchCategoryDto } from 'shared-kit/contracts';
import { isSearchable, searchCatalogue, searchProducts } from '../../shared/api/searchApi';

/** What the results page shows for one query. */
export interface SearchPageState {
  status: 'idle' | 'loading' | 'done' | 'error';
  categories: SearchCategoryDto[];
  products: ProductDto[];
  /** Last page of products loaded. */
  page: number;
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
  page: 0,
  hasNext: false,
  total: 0,
  totalCapped: false,
  corrected: null,
  loadingMore: false,
  moreFailed: false,
};

/** Products of `more` that `list` does not have yet (a page may shift while the customer reads). */
function appendNew(list: ProductDto[], more: ProductDto[]): ProductDto[] {
  const ids = new Set(list.map((product) => product.id));
  return [...list, ...more.filter((product) => !ids.has(product.id))];
}

/**
 * The results of the `/search` page: matching categories (`/api/modal-search`) and products page by
 * page (`/api/category?query=`, which also records the search in the customer's history). A new query
 * aborts everything asked for the previous one, so a late answer never lands on the wrong query.
 */
export function useSearchPage(query: string, categoryQuery: string) {
  const [state, setState] = useState<SearchPageState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!isSearchable(query)) {
      setState(INITIAL);
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    setState({ ...INITIAL, status: 'loading' });
    // Categories are a bonus: the products stand without them.
    const matches = searchProducts(query, categoryQuery, signal).catch((error: unknown) => {
      if (!signal.aborted) console.warn('[mf_search] category matches failed', error);
      return null;
    });
    searchCatalogue(query, categoryQuery, 1, signal)
      .then(async (listing) => {
        const found = await matches;
        if (signal.aborted) return;
        setState({
          ...INITIAL,
          status: 'done',
          categories: found?.categories ?? [],
          products: listing.products.content,
          page: listing.products.page,
          hasNext: listing.products.hasNext,
          total: listing.products.total,
          totalCapped: listing.products.totalCapped,
          corrected: listing.corrected_query || found?.corrected_query || null,
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('[mf_search] search failed', error);
        setState({ ...INITIAL, status: 'error' });
      });
    return () => controller.abort();
  }, [query, categoryQuery, attempt]);

  const { status, hasNext, loadingMore, page } = state;

  /** 'Показать ещё': the next page under the cards. */
  const showMore = useCallback(() => {
    const controller = current.current;
    if (!controller || status !== 'done' || !hasNext || loadingMore) return;
    const { signal } = controller;
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }));
    searchCatalogue(query, categoryQuery, page + 1, signal)
      .then((listing) => {
        if (signal.aborted) return;
        setState((previous) => ({
          ...previous,
          products: appendNew(previous.products, listing.products.content),
          page: listing.products.page,
          hasNext: listing.products.hasNext,
          loadingMore: false,
        }));
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('[mf_search] next page failed', error);
        setState((previous) => ({ ...previous, loadingMore: false, moreFailed: true }));
      });
  }, [query, categoryQuery, status, hasNext, loadingMore, page]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { state, showMore, retry };
}
