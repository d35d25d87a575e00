import type { SearchHistoryItemDto } from 'api-contracts';
import { ownerOf, type Identity } from '../../plugins/identity';
import type { SearchRepository } from './search-repository';

/** Tag of the kept popular-requests answer, which a recorded search drops in its process (ADR 0020). */
export const POPULAR_REQUESTS_TAG = 'popular-requests';

/** Recent searches a customer keeps. */
export const HISTORY_LIMIT = 10;

/** Records a search that found something; a caller nobody knows has no history to keep. */
export async function recordSearch(search: SearchRepository, identity: Identity, query: string, categorySlug: string): Promise<void> {
  const owner = ownerOf(identity);
  if (owner) await search.recordSearch(owner, query, categorySlug, HISTORY_LIMIT);
}

/** The caller's recent searches, newest first. */
export async function listSearchHistory(search: SearchRepository, identity: Identity): Promise<SearchHistoryItemDto[]> {
  const owner = ownerOf(identity);
  if (!owner) return [];
  return (await search.listHistory(owner, HISTORY_LIMIT)).map((row) => ({
    query: row.query,
    category_query: row.category_slug,
    searched_at: new Date(row.searched_at).toISOString(),
  }));
}

/** Forgets the caller's recent searches (the popularity counts stay: they are nobody's). */
export async function clearSearchHistory(search: SearchRepository, identity: Identity): Promise<void> {
  const owner = ownerOf(identity);
  if (owner) await search.clearHistory(owner);
}
