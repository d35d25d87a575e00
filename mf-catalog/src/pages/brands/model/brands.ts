import type { BrandDto } from 'shared-kit/contracts';

export type Alphabet = 'latin' | 'cyrillic';

export const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const CYRILLIC = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ'.split('');
/** The API files brands that start with a digit under this letter. */
export const DIGITS = '0-9';

export function alphabetOf(letter: string): Alphabet {
  return /[А-ЯЁ]/i.test(letter) ? 'cyrillic' : 'latin';
}

/** Brands grouped by their letter, the groups in the order of `letters`. */
export function groupBrands(brands: readonly BrandDto[], letters: readonly string[]): [string, BrandDto[]][] {
  const groups = new Map<string, BrandDto[]>();
  for (const letter of letters) groups.set(letter, []);
  for (const brand of brands) {
    const group = groups.get(brand.letter) ?? [];
    group.push(brand);
    groups.set(brand.letter, group);
  }
  return [...groups].filter(([, group]) => group.length > 0);
}

/** Where a brand leads: the catalogue searched by the brand's name. */
export function brandUrl(brand: BrandDto): string {
  return `/category?query=${encodeURIComponent(brand.title)}`;
}
