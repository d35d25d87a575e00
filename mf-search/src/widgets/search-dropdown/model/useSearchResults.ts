import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLazyModalSearchQuery } from '../../../shared/api';
import { IDLE, type SearchCall, type SearchResults } from './searchTypes';

type Pipeline = typeof import('./searchResults');

let pipeline: Promise<Pipeline> | undefined;

/**
 * The search's stream (rxjs, `searchResults.ts`), loaded the first time a dropdown opens: the header's
 * search is on every page, and its results are wanted only once the shopper turns to it.
 */
function loadPipeline(): Promise<Pipeline> {
  pipeline ??= import(/* webpackChunkName: "search-results" */ './searchResults').catch((error: unknown) => {
    // A chunk that failed to arrive may arrive on the next opening.
    pipeline = undefined;
    throw error;
  });
  return pipeline;
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

/**
 * The search's results for the current query and category of a dropdown. Its stream is loaded on the
 * first opening (`open`); what was typed meanwhile is searched once it is there.
 */
export function useSearchResults(query: string, scope: string, open: boolean): SearchResults {
  const [loaded, setLoaded] = useState<Pipeline | null>(null);
  const [results, setResults] = useState<SearchResults>(IDLE);
  const search = useModalSearchCall();
  const latest = useRef({ query, scope });
  latest.current = { query, scope };

  useEffect(() => {
    if (!open || loaded) return undefined;
    let gone = false;
    loadPipeline().then(
      (module) => {
        if (!gone) setLoaded(module);
      },
      (error: unknown) => console.warn('[mf_search] the search could not be loaded', error),
    );
    return () => {
      gone = true;
    };
  }, [open, loaded]);

  const input$ = useMemo(() => loaded?.searchInputs(latest.current) ?? null, [loaded]);

  useEffect(() => {
    if (!loaded || !input$) return undefined;
    const subscription = loaded.searchResults(input$, search).subscribe(setResults);
    return () => subscription.unsubscribe();
  }, [loaded, input$, search]);

  useEffect(() => input$?.next({ query, scope }), [input$, query, scope]);

  return results;
}
