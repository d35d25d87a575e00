import { SHOP_TITLE } from 'shared-kit';
import type { BreadcrumbDto, JsonLdObject, JsonValue, ProductDetailsDto, ProductReviewsDto, ReviewDto } from 'shared-kit/contracts';
import { plainText } from './plainText';

const CONTEXT = 'https://schema.org';

/** An address of the shop made absolute on `base`; absolute http(s) addresses pass; anything else is null. */
export function absoluteUrl(base: string, url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return `${base}${url}`;
}

type Loose = Record<string, JsonValue | undefined>;

/** Drops undefined, null, empty strings and empty arrays, so no property is sent without a value. */
function compact(object: Loose): JsonLdObject {
  return Object.fromEntries(
    Object.entries(object).filter(
      (entry): entry is [string, JsonValue] =>
        entry[1] !== undefined && entry[1] !== null && entry[1] !== '' && !(Array.isArray(entry[1]) && entry[1].length === 0),
    ),
  );
}

/** A price as schema.org wants it: a number with a dot, kopecks when there are any. */
const priceOf = (value: number) => (Number.isInteger(value) ? String(value) : Number(value).toFixed(2));

/** `2026-11-24` of an ISO date-time; undefined for anything else. */
const dateOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : undefined);

/** A review (ReviewDto) as a schema.org Review; its text is the comment, else the pros. */
function reviewLd(review: ReviewDto): JsonLdObject {
  return compact({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author_name || 'Покупатель' },
    datePublished: dateOf(review.created_at),
    reviewBody: plainText(review.comment || review.advantages || '', 500),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  });
}

/** The rating from the reviews' answer (or, without one, the product's own figures); undefined without reviews. */
function aggregateRatingLd(product: ProductDetailsDto, reviews: ProductReviewsDto | null): JsonLdObject | undefined {
  const value = reviews?.rating_total ?? product.rating_total;
  const count = reviews?.total ?? product.reviews_count;
  if (!(value > 0) || !(count > 0)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: 5, worstRating: 1 };
}

/** The product page's `Product` with its `Offer` in rubles, available or not, its rating and a few reviews. */
export function productLd(product: ProductDetailsDto, reviews: ProductReviewsDto | null, base: string, images: string[]): JsonLdObject {
  const url = absoluteUrl(base, product.url);
  const ratings = Array.isArray(reviews?.content) ? reviews.content.filter((review) => review.rating >= 1 && review.rating <= 5) : [];
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    description: plainText(product.description || product.seo_description || '', 5000),
    image: images,
    sku: product.vendor_code,
    url,
    brand: product.brand?.title ? { '@type': 'Brand', name: product.brand.title } : undefined,
    category: product.category?.title,
    countryOfOrigin: product.country || undefined,
    offers: compact({
      '@type': 'Offer',
      url,
      price: priceOf(product.price_current ?? product.price),
      priceCurrency: product.currency || 'RUB',
      availability: product.availability === 'in_stock' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_TITLE, url: `${base}/` },
    }),
    aggregateRating: aggregateRatingLd(product, reviews),
    review: ratings.map(reviewLd),
  });
}

/** A page's trail as a `BreadcrumbList`, every step an absolute address; undefined when empty. */
export function breadcrumbLd(crumbs: readonly BreadcrumbDto[] | null | undefined, base: string): JsonLdObject | undefined {
  const steps = (Array.isArray(crumbs) ? crumbs : []).filter((crumb) => crumb && crumb.title && absoluteUrl(base, crumb.url));
  if (steps.length === 0) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(base, crumb.url),
    })),
  };
}
