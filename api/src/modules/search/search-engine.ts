import type { Identity } from '../../plugins/identity';
import type { CatalogRepository } from '../catalog/index';
import { Lexicon } from './lexicon';
import type { SearchPlan } from '../catalog/index';
import { recordSearch } from './search-history';
import { buildSearchPlan, type BrandName } from './search-plan';
import type { SearchRepository } from './search-repository';
import { normaliseText } from './text';

/** How long the catalogue's words are trusted before they are read again (in the background). */
export const LEXICON_TTL_MS = 10 * 60_000;

/** Understands queries against the catalogue's current words and brands. */
export interface SearchEngine {
  /** The plan of a query, or null when it is too short or has nothing to search for. */
  plan(query: string): Promise<SearchPlan | null>;
  /** Makes the next query read the catalogue's words again (after products were added or renamed). */
  refresh(): void;
  /** Changes whenever the words queries are understood with change: kept search answers depend on it. */
  readonly generation: number;
  /**
   * Remembers a search that found something, as `understood` by its plan: in the caller's history and the
   * popular requests. Catalogue pages call it, so they need not know how searches are kept.
   */
  record(identity: Identity, understood: string, categorySlug: string): Promise<void>;
}

/** What the engine is built with besides the repositories. */
export interface SearchEngineOptions {
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Called after a search was recorded (the popular requests changed). */
  onRecorded?: () => void;
}

interface Vocabulary {
  lexicon: Lexicon;
  brands: BrandName[];
  loadedAt: number;
}

/**
 * The search engine over the repositories. The words of the catalogue are loaded on the first query
 * and kept in memory; after {@link LEXICON_TTL_MS} they are read again while the old ones keep serving.
 */
export function createSearchEngine(repositories: { search: SearchRepository; catalog: CatalogRepository }, options: SearchEngineOptions = {}): SearchEngine {
  const { now = Date.now, onRecorded = () => undefined } = options;
  let vocabulary: Vocabulary | null = null;
  let loading: Promise<Vocabulary> | null = null;
  let generation = 0;

  const load = (): Promise<Vocabulary> => {
    loading ??= (async () => {
      const [entries, brands] = await Promise.all([repositories.search.loadLexicon(), repositories.catalog.listBrands(null)]);
      vocabulary = {
        lexicon: new Lexicon(entries),
        brands: brands.map((brand) => ({ id: brand.id, name: normaliseText(brand.title) })),
        loadedAt: now(),
      };
      generation += 1;
      return vocabulary;
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const current = async (): Promise<Vocabulary> => {
    if (!vocabulary) return load();
    if (now() - vocabulary.loadedAt > LEXICON_TTL_MS) void load().catch(() => undefined);
    return vocabulary;
  };

  return {
    async plan(query) {
      const { lexicon, brands } = await current();
      return buildSearchPlan(query, { stem: (forms) => repositories.search.stem(forms), lexicon, brands });
    },
    refresh() {
      vocabulary = null;
      generation += 1;
    },
    get generation() {
      return generation;
    },
    async record(identity, understood, categorySlug) {
      await recordSearch(repositories.search, identity, understood, categorySlug);
      onRecorded();
    },
  };
}
