/** What the customer would have typed on a Russian keyboard, for each key of the Latin layout (ЙЦУКЕН over QWERTY). */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  q: 'й', w: 'ц', e: 'у', r: 'к', t: 'е', y: 'н', u: 'г', i: 'ш', o: 'щ', p: 'з', '[': 'х', ']': 'ъ',
  a: 'ф', s: 'ы', d: 'в', f: 'а', g: 'п', h: 'р', j: 'о', k: 'л', l: 'д', ';': 'ж', "'": 'э',
  z: 'я', x: 'ч', c: 'с', v: 'м', b: 'и', n: 'т', m: 'ь', ',': 'б', '.': 'ю', '`': 'ё',
};

/**
 * The form a city name is compared in: lower case, ё as е, letters and digits only (spaces, hyphens and
 * dots dropped), so «Ростов на дону», «ростов-на-Дону» and «Орел» find «Ростов-на-Дону» and «Орёл».
 */
export function citySearchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The search key of a query. A query typed in the Latin layout by mistake («gcrjd» for «псков») is read
 * as the Russian letters of the same keys: city names are Russian, so Latin letters in a query can only
 * be that.
 */
export function cityQueryKey(query: string): string {
  const lower = query.toLowerCase();
  const typed = /[a-z]/.test(lower) ? Array.from(lower, (char) => LATIN_TO_CYRILLIC[char] ?? char).join('') : lower;
  return citySearchKey(typed);
}

/** Shortest search the city window sends (docs/product.md §9), counted after trimming. */
export const CITY_QUERY_MIN_LENGTH = 3;
