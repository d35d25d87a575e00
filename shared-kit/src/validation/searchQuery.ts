/**
 * When a text is long enough to search the catalogue by (docs/product.md §5): three characters after
 * trimming, or two that are a letter and a digit, the names of vitamins (`B6`, `D3`, `K2`). The header
 * search, the results page and the catalogue's `?query=` all follow it; the API applies the same rule.
 */
export const SEARCH_MIN_LENGTH = 3;

/** A two-character query that names a vitamin: a letter, then a digit. */
const VITAMIN_NAME = /^\p{L}\p{N}$/u;

/** True when `query` can be searched; false for an empty or too short one. */
export function isSearchableQuery(query: string): boolean {
  const trimmed = query.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH || VITAMIN_NAME.test(trimmed);
}

/** True when something was typed but it is too short to search by. */
export function isTooShortQuery(query: string): boolean {
  return query.trim() !== '' && !isSearchableQuery(query);
}

/** What a customer reads under the field when the query is too short (docs/product.md §5). */
export const SEARCH_TOO_SHORT = 'Введите не меньше 3 символов — например, «витамин C»';
