import type { BreadcrumbDto, JsonLdObject, ProductDetailsDto, ProductReviewsDto } from '../contracts';

/** The shop's name, the seller of every offer. */
export declare const SHOP_NAME: string;
/** An address of the shop made absolute on `base`; absolute http(s) addresses pass; anything else is null. */
export declare function absoluteUrl(base: string, url: unknown): string | null;
/** Drops undefined, null, empty strings and empty arrays. */
export declare function compact(object: Record<string, unknown>): JsonLdObject;
/** The plain text of an HTML fragment, cut at a word boundary to `max` characters (200 by default). */
export declare function plainText(html: unknown, max?: number): string;
/** A product page's schema.org `Product` with its `Offer`, rating and a few reviews. */
export declare function productLd(input: {
  product: ProductDetailsDto;
  reviews: ProductReviewsDto | null | undefined;
  base: string;
  images: string[];
}): JsonLdObject;
/** A page's trail as a `BreadcrumbList`; undefined when empty. */
export declare function breadcrumbLd(crumbs: readonly Pick<BreadcrumbDto, 'title' | 'url'>[] | null | undefined, base: string): JsonLdObject | undefined;
/** The product's pictures as absolute addresses, each once: the preview first. */
export declare function productImages(product: Pick<ProductDetailsDto, 'preview' | 'preview_webp' | 'pictures'>, base: string): string[];
