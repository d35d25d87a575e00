import { useCallback, useEffect, useState } from 'react';
import { BehaviorSubject, Observable, concat, distinctUntilChanged, map, of, switchMap, timer } from 'rxjs';
import type { ModalSearchDto } from 'shared-kit/contracts';
import { isSearchable, useLazyModalSearchQuery } from '../../../shared/api';

/** docs/product.md §9: a search starts 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** What the customer asks: the text as typed and the category it is narrowed to ('' for everywhere). */
export interface SearchInput {
  query: string;
  scope: string;
}

/** What the dropdown shows for the latest input. */
export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; scope: string; data: ModalSearchDto }
  | { status: 'error'; query: string };

/** The search call, replaceable in tests. */
export type SearchCall = (query: string, scope: string, signal: AbortSignal) => Promise<ModalSearchDto>;

const IDLE: SearchResults = { status: 'idle' };

/** One call as an observable: unsubscribing aborts the request, so a stale answer can never arrive. */
function request(search: SearchCall, query: string, scope: string): Observable<SearchResults> {
  return new Observable<SearchResults>((subscriber) => {
    const controller = new AbortController();
    search(query, scope, controller.signal).then(
      (data) => {
        subscriber.next({ status: 'done', query, scope, data });
        subscriber.complete();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf_search] search failed', error);
        subscriber.next({ status: 'error', query });
        subscriber.complete();
      },
    );
    return () => controller.abort();
  });
}

/**
 * The dropdown's results for a stream of inputs (docs/product.md §4, §5, §9): a query too short to search (under
 * 3 characters after trimming, but for a vitamin's name as `B6`) clears the results at once; a longer one is searched once it has stayed the same for
 * `debounceMs`. `switchMap` drops the pending timer or request of the previous input, so an answer that
 * comes late never replaces the one for the newer input.
 */
export function searchResults(
  input$: Observable<SearchInput>,
  search: SearchCall,
  debounceMs = SEARCH_DEBOUNCE_MS,
): Observable<SearchResults> {
  return input$.pipe(
    map(({ query, scope }) => ({ query: query.trim(), scope })),
    distinctUntilChanged((a, b) => a.query === b.query && a.scope === b.scope),
    switchMap(({ query, scope }) =>
      !isSearchable(query)
        ? of(IDLE)
        : timer(debounceMs).pipe(
            switchMap(() => concat(of<SearchResults>({ status: 'loading', query }), request(search, query, scope))),
          ),
    ),
  );
}

/**
 * The `modalSearch` endpoint as a {@link SearchCall}: every call asks the API (the API records searches),
 * and the signal aborts the request.
 */
function useModalSearchCall(): SearchCall {
  const [search] = useLazyModalSearchQuery();
  return useCallback(
    (query, scope, signal) => {
      const running = search({ query, categoryQuery: scope });
      signal.addEventListener('abort', () => running.abort());
      return running.unwrap();
    },
    [search],
  );
}

/** {@link searchResults} for the current query and category of a component. */
export function useSearchResults(query: string, scope: string): SearchResults {
  const [input$] = useState(() => new BehaviorSubject<SearchInput>({ query, scope }));
  const [results, setResults] = useState<SearchResults>(IDLE);
  const search = useModalSearchCall();

  useEffect(() => {
    const subscription = searchResults(input$, search).subscribe(setResults);
    return () => subscription.unsubscribe();
  }, [input$, search]);

  useEffect(() => input$.next({ query, scope }), [input$, query, scope]);

  return results;
}
