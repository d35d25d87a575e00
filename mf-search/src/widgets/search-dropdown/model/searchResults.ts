import { BehaviorSubject, Observable, concat, distinctUntilChanged, map, of, switchMap, timer } from 'rxjs';
import { isSearchable } from '../../../shared/api';
import { IDLE, SEARCH_DEBOUNCE_MS, type SearchCall, type SearchInput, type SearchResults } from './searchTypes';

export { SEARCH_DEBOUNCE_MS, type SearchCall, type SearchInput, type SearchResults } from './searchTypes';

/** One call as an observable: unsubscribing aborts the request, so a stale answer can never arrive. */
function request(search: SearchCall, query: string, scope: string): Observable<SearchResults> {
  return new Observable<SearchResults>((subscriber) => {
    const controller = new AbortController();
    search(query, scope, controller.signal).then(
      (data) => {
        subscriber.next({ status: 'ready', query, scope, data });
        subscriber.complete();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf_search] search failed', error);
        subscriber.next({ status: 'failed', query });
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

/** The stream of a dropdown's inputs, starting with the current one. */
export function searchInputs(initial: SearchInput): BehaviorSubject<SearchInput> {
  return new BehaviorSubject(initial);
}
