import { ProductListing } from '../../widgets/product-listing';

/**
 * `/category/{full_slug}`: the category's listing (search results with `?query=`). An unknown slug is the
 * shell's 404 page.
 */
export function CategoryPage({ atRoot = false }: { atRoot?: boolean }) {
  return <ProductListing atRoot={atRoot} />;
}
