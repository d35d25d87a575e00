/** Route of a category page (docs/product.md §2: `/category/{full_slug}`). */
export function categoryUrl(fullSlug: string): string {
  return `/category/${fullSlug}`;
}
