import { editDistance } from './text';

/** A word of the catalogue as the search knows it: its stem, how shoppers see it, in how many products. */
export interface LexiconEntry {
  /** The stem PostgreSQL's `russian` configuration makes of the word (`витамин`, `шампун`, `solgar`). */
  lexeme: string;
  /** The commonest spelling of the word in product titles (`витамины`, `шампунь`), for «показаны результаты по запросу». */
  word: string;
  /** Products whose title has the word (for a word of category titles only: the products of its category). */
  products: number;
  /** Whether some product title has the word; false for a word only category titles have (`питание`). */
  inTitles: boolean;
}

/**
 * The words of the catalogue's titles (products' and categories'), by stem: whether a stem exists, which stems start with a prefix,
 * and the nearest stem to a misspelt one. Built from the database and kept in memory (a few thousand
 * entries even for 100 000 products).
 */
export class Lexicon {
  private readonly byLexeme = new Map<string, LexiconEntry>();
  /** Stems in code-point order, for prefix lookups. */
  private readonly sorted: string[];
  /** The stems some product title has, in code-point order. */
  private readonly sortedInTitles: string[];
  /** Stems by length, for the typo search. */
  private readonly byLength = new Map<number, LexiconEntry[]>();

  constructor(entries: LexiconEntry[]) {
    // The spelling shown for a stem is the commonest in product titles; a category title's spelling only
    // when no product title has the stem.
    for (const entry of entries) {
      const known = this.byLexeme.get(entry.lexeme);
      if (known && (known.inTitles !== entry.inTitles ? known.inTitles : known.products >= entry.products)) continue;
      this.byLexeme.set(entry.lexeme, entry);
    }
    this.sorted = [...this.byLexeme.keys()].sort();
    this.sortedInTitles = this.sorted.filter((lexeme) => this.byLexeme.get(lexeme)!.inTitles);
    for (const entry of this.byLexeme.values()) {
      const list = this.byLength.get(entry.lexeme.length) ?? [];
      list.push(entry);
      this.byLength.set(entry.lexeme.length, list);
    }
  }

  get size(): number {
    return this.byLexeme.size;
  }

  get(lexeme: string): LexiconEntry | undefined {
    return this.byLexeme.get(lexeme);
  }

  /** Whether some stem starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return startsSome(this.sorted, prefix);
  }

  /** Whether some product title has the stem (with `asPrefix`, a stem starting with it). */
  inTitles(lexeme: string, asPrefix = false): boolean {
    return asPrefix ? startsSome(this.sortedInTitles, lexeme) : this.byLexeme.get(lexeme)?.inTitles === true;
  }

  /**
   * The stem nearest to `lexeme` within `maxDistance` edits, the one in more products on a tie; with
   * `asPrefix`, stems are compared by their beginning (a word still being typed). Null when none is near.
   */
  nearest(lexeme: string, maxDistance: number, asPrefix = false): LexiconEntry | null {
    if (maxDistance <= 0) return null;
    const candidates: Array<[LexiconEntry, string]> = [];
    for (let length = lexeme.length - maxDistance; length <= lexeme.length + maxDistance; length += 1) {
      for (const entry of this.byLength.get(length) ?? []) candidates.push([entry, entry.lexeme]);
    }
    let found = closest(lexeme, candidates, maxDistance);
    if (asPrefix && found === null) {
      const longer: Array<[LexiconEntry, string]> = [];
      for (const [length, entries] of this.byLength) {
        if (length <= lexeme.length + maxDistance) continue;
        // The typed beginning may have lost or gained letters: compare with beginnings of nearby lengths.
        for (const entry of entries) {
          for (let cut = lexeme.length - maxDistance; cut <= lexeme.length + maxDistance; cut += 1) {
            if (cut > 0) longer.push([entry, entry.lexeme.slice(0, cut)]);
          }
        }
      }
      found = closest(lexeme, longer, maxDistance);
    }
    return found;
  }
}

/** Whether some string of the sorted list starts with `prefix` (a binary search for its place). */
function startsSome(sorted: string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low].startsWith(prefix);
}

/** The candidate nearest to `lexeme` within `maxDistance`, the one in more products on a tie. */
function closest(lexeme: string, candidates: Array<[LexiconEntry, string]>, maxDistance: number): LexiconEntry | null {
  let best: LexiconEntry | null = null;
  let bestDistance = maxDistance + 1;
  for (const [entry, compared] of candidates) {
    const distance = editDistance(lexeme, compared, maxDistance);
    if (distance < bestDistance || (distance === bestDistance && best !== null && entry.products > best.products)) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best;
}
