import type { FacetCountRecord } from './catalog-repository';

/**
 * Facet counts of recent product lists, kept for a few seconds: a shopper ticking filters and
 * paging, and every visitor of the same category, ask for the same counts again, while counting
 * them is the dearest part of a category page. Counts may lag the database by at most `ttlMs`.
 */
export interface FacetCache {
  get(key: string): FacetCountRecord[] | undefined;
  set(key: string, rows: FacetCountRecord[]): void;
}

/**
 * A least-recently-used cache of at most `maxEntries` entries, each valid for `ttlMs` and, with
 * `version`, only while the catalogue's version is the one it was counted under (ADR 0020).
 */
export function createFacetCache(options: { ttlMs: number; maxEntries: number; now?: () => number; version?: () => number | null }): FacetCache {
  const now = options.now ?? Date.now;
  const version = options.version ?? (() => null);
  const entries = new Map<string, { rows: FacetCountRecord[]; expires: number; version: number | null }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now() || entry.version !== version()) return undefined;
      entries.set(key, entry);
      return entry.rows;
    },
    set(key, rows) {
      entries.delete(key);
      entries.set(key, { rows, expires: now() + options.ttlMs, version: version() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
