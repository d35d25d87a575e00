import { useEffect, useMemo } from 'react';
import { useLazySearchHistoryQuery } from '../../../entities/search-history';
import { randomWindow, useLazySearchMetaQuery } from '../../../entities/search-meta';
import { isSearchable } from '../../../shared/api';
import { answerGroups, idleGroups, isEmptyAnswer, type SuggestionGroup } from './suggestions';
import { useSearchResults } from './useSearchResults';

const NO_HISTORY: never[] = [];

/**
 * What the dropdown holds for its query and category: popular requests and the selector's categories
 * (loaded on the first opening, asked again on an opening after a failure), the recent searches (asked on
 * every opening: they change with every search and with signing in) and the debounced search results
 * (their stream loaded on the first opening too).
 */
export function useDropdownContent(open: boolean, query: string, scope: string) {
  const [loadMeta, meta] = useLazySearchMetaQuery();
  const [loadHistory, history] = useLazySearchHistoryQuery();

  useEffect(() => {
    if (!open) return;
    // The cached meta is kept (nothing is sent once it has arrived or while it loads; after a failure it
    // is asked again); the history is asked for every time.
    void loadMeta(undefined, true);
    void loadHistory();
  }, [open, loadMeta, loadHistory]);

  const results = useSearchResults(query, scope, open);
  const short = !isSearchable(query);
  const data = results.status === 'ready' ? results.data : null;
  const scopes = meta.data?.scopes;
  const popular = useMemo(() => randomWindow(meta.data?.popular ?? []), [meta.data?.popular]);
  const answerPopular = useMemo(() => randomWindow((data?.popular_requests ?? []).map((item) => item.text.value)), [data]);
  const scopeTitles = useMemo(() => new Map((scopes ?? []).map((item) => [item.fullSlug, item.title])), [scopes]);
  const recent = history.data ?? NO_HISTORY;

  const groups = useMemo<SuggestionGroup[]>(() => {
    if (short) return idleGroups(recent, popular, scope, scopeTitles);
    return data ? answerGroups(data, answerPopular, query, scope) : [];
  }, [short, recent, popular, data, answerPopular, scope, query, scopeTitles]);

  return { scopes: scopes ?? [], results, data, short, empty: isEmptyAnswer(data), groups };
}
