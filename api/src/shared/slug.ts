const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/**
 * Turns a Russian or Latin title into a URL slug: `Витамины и БАДы` → `vitaminy-i-bady`,
 * `Avène` → `avene`. Only `a-z`, `0-9` and single hyphens remain.
 */
export function slugify(title: string): string {
  const latin = [...title.toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** What a slug or full slug may contain; anything else can never match and is rejected early. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** A full slug: slugs joined by `/` (a trailing slash is tolerated). */
export const FULL_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*/?$';
