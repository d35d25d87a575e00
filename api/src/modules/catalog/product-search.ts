/**
 * How the catalogue is searched for one query: which products match (a tsquery of stems), how they rank,
 * and what the query was understood as. The catalogue's lists take it as their text filter; the search
 * module builds it (`buildSearchPlan` of search/search-plan.ts), so the type lives with the lists and the
 * catalogue does not import the search module, which reads the catalogue.
 */
export interface SearchPlan {
  /**
   * Stems of every accepted spelling of every word, ANDed; the last word as a prefix. Marked `:A` (the
   * title's weight, migration 0019) when every word is one of some product title: the product's own words
   * then decide. A word only category titles have (`питание`) lifts the mark, and a product matches by
   * its title and its category path together («детское питание»).
   */
  tsquery: string;
  /**
   * The same with the words as typed (or transliterated): products it matches rank above those only
   * a correction (layout, typo) found. Null when every word needed a correction.
   */
  typedTsquery: string | null;
  /** LIKE pattern of the whole query as typed, over the normalised title: the exact phrase ranks first. */
  phrasePattern: string;
  /** LIKE patterns of the words as typed: a title with all of them ranks next. */
  wordPatterns: string[];
  /** The query as a vendor code (`SLG-00071`), when it looks like one. */
  vendorCode: string | null;
  /** Brands the query names: their products rank first. */
  brandIds: number[];
  /** The query as the shop understood it, when a word had to be corrected; null when used as typed. */
  corrected: string | null;
  /** The normalised query (as typed, or corrected): what is recorded in the search history. */
  understood: string;
}
