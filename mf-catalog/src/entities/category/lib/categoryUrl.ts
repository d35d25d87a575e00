/** Route of a category page (spec §2: `/category/{full_slug}`). */
export function categoryUrl(fullSlug: string): string {
  return `/category/${fullSlug}`;
}
