/**
 * Text helpers of the search: normalising what shoppers type, the other keyboard layout,
 * transliteration both ways, and the edit distance that tells a typo.
 */

/** Longest query the search reads; the route refuses longer ones with a 400. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query the search reads; more are ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * Lower case, `ё` as `е`, punctuation and control characters as spaces, hyphens between letters and
 * digits as spaces (`омега-3` is `омега 3`), single spaces. Letters, digits and inner hyphens stay.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
    .replace(/([\p{L}])-(?=\p{N})|(\p{N})-(?=\p{L})/gu, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised query, at most {@link MAX_QUERY_WORDS}. */
export function queryWords(normalised: string): string[] {
  return normalised ? normalised.split(' ').slice(0, MAX_QUERY_WORDS) : [];
}

const EN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RU_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN_TO_RU = new Map([...EN_KEYS].map((key, i) => [key, RU_KEYS[i]]));
const RU_TO_EN = new Map([...RU_KEYS].map((key, i) => [key, EN_KEYS[i]]));

/**
 * What the shopper meant when typing in the other layout: `dbnfvbys` → `витамины`, `ыщдпфк` → `solgar`.
 * Null when the word has letters of both alphabets or none to swap.
 */
export function swapLayout(word: string): string | null {
  if (/^[a-z0-9[\];',.`-]+$/.test(word) && /[a-z[\];',.`]/.test(word)) return [...word].map((ch) => EN_TO_RU.get(ch) ?? ch).join('');
  if (/^[а-яё0-9-]+$/.test(word) && /[а-яё]/.test(word)) return [...word].map((ch) => RU_TO_EN.get(ch) ?? ch).join('');
  return null;
}

/** Latin spellings of Russian sounds, longest first. */
const LATIN_TO_CYRILLIC: Array<[string, string[]]> = [
  ['shch', ['щ']], ['sch', ['щ']], ['yo', ['е']], ['yu', ['ю']], ['ya', ['я']], ['ye', ['е']], ['zh', ['ж']], ['kh', ['х']],
  ['ts', ['ц']], ['ch', ['ч']], ['sh', ['ш']], ['iy', ['ий']], ['yy', ['ый']], ['ij', ['ий']], ['ph', ['ф']], ['ck', ['к']],
  ['a', ['а']], ['b', ['б']], ['v', ['в']], ['w', ['в']], ['g', ['г']], ['d', ['д']], ['e', ['е', 'э']], ['z', ['з']],
  ['i', ['и']], ['j', ['й', 'дж']], ['k', ['к']], ['l', ['л']], ['m', ['м']], ['n', ['н']], ['o', ['о']], ['p', ['п']],
  ['r', ['р']], ['s', ['с']], ['t', ['т']], ['u', ['у']], ['f', ['ф']], ['h', ['х']], ['c', ['к', 'ц']], ['y', ['ы', 'й', 'и']],
  ['q', ['к']], ['x', ['кс']],
];

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '',
  э: 'e', ю: 'yu', я: 'ya',
};

/** Spellings a transliteration may produce at most; the lexicon decides which one is a word. */
const MAX_SPELLINGS = 16;

/**
 * Cyrillic spellings of a Latin word (`kollagen` → `коллаген`, `magniy` → `магний`), the likeliest
 * first; ambiguous letters (`c`, `y`, `e`) give several. Empty for a word that is not Latin letters.
 */
export function latinToCyrillic(word: string): string[] {
  if (!/^[a-z][a-z0-9]*$/.test(word)) return [];
  let spellings = [''];
  for (let i = 0; i < word.length; ) {
    const rule = LATIN_TO_CYRILLIC.find(([latin]) => word.startsWith(latin, i));
    const [latin, options] = rule ?? [word[i], [word[i]]];
    // A leading 'e' is usually 'э' (evalar), elsewhere 'е'.
    const ordered = latin === 'e' && i === 0 ? [...options].reverse() : options;
    spellings = spellings.flatMap((start) => ordered.map((option) => start + option)).slice(0, MAX_SPELLINGS);
    i += latin.length;
  }
  return spellings;
}

/** The Latin spelling of a Cyrillic word (`солгар` → `solgar`); null when it is not Cyrillic letters. */
export function cyrillicToLatin(word: string): string | null {
  if (!/^[а-яё][а-яё0-9]*$/.test(word)) return null;
  return [...word].map((ch) => CYRILLIC_TO_LATIN[ch] ?? (ch === 'ё' ? 'e' : ch)).join('');
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps): wrong, missing, extra
 * and swapped letters each count one. Stops early and answers `max + 1` once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** Typos forgiven in a word as typed: two from five letters, one in four, none in shorter words. */
export function typoBudget(word: string): number {
  if (word.length >= 5) return 2;
  return word.length === 4 ? 1 : 0;
}
