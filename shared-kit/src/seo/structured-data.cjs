// The schema.org data (JSON-LD) of the shop's API shapes and the plain text of an API's HTML, for a page's
// head. One module for every server that writes a head: the catalogue's render (mf-catalog, its pages'
// heads, ADR 0043) and the shell's server (its own pages, and the fallback for a remote that describes no
// head). Plain CommonJS, so the shell's server runs it as it is and webpack builds it into a remote.
// Values the API left empty are left out rather than sent empty.

const CONTEXT = 'https://schema.org';
/** The shop's name, as the seller of every offer (the same as the shell's and shared-kit's page titles). */
const SHOP_NAME = 'Здоровье+';

/** An address of the shop made absolute on `base`; absolute http(s) addresses pass; anything else is null. */
function absoluteUrl(base, url) {
  if (typeof url !== 'string' || url === '') return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return `${base}${url}`;
}

/** Drops undefined, null, empty strings and empty arrays, so no property is sent without a value. */
function compact(object) {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–', hellip: '…' };

/** Decodes the character references of a text taken out of HTML (unknown named ones stay as they are). */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The plain text of an HTML fragment of the API (a description) for the head: tags dropped, spaces
 * collapsed, cut at a word boundary to `max` characters with an ellipsis. Escape it before use.
 */
function plainText(html, max = 200) {
  if (typeof html !== 'string') return '';
  const text = decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  // The last space within the limit (the ellipsis takes the place of the space or of the last letter).
  const space = text.slice(0, max).lastIndexOf(' ');
  const cut = space > max / 2 ? text.slice(0, space) : text.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** A price as schema.org wants it: a number with a dot, kopecks when there are any. */
const priceOf = (value) => (Number.isInteger(value) ? String(value) : Number(value).toFixed(2));

/** `2026-11-24` of an ISO date-time; undefined for anything else. */
const dateOf = (value) => (typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : undefined);

/** A review (ReviewDto) as a schema.org Review; its text is the comment, else the pros. */
function reviewLd(review) {
  return compact({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author_name || 'Покупатель' },
    datePublished: dateOf(review.created_at),
    reviewBody: plainText(review.comment || review.advantages || '', 500),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  });
}

/** The rating from the reviews' answer (or, without one, the product's own figures); undefined without reviews. */
function aggregateRatingLd(product, reviews) {
  const value = reviews?.rating_total ?? product.rating_total;
  const count = reviews?.total ?? product.reviews_count;
  if (!(value > 0) || !(count > 0)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: 5, worstRating: 1 };
}

/** A product page's `Product` with its `Offer` in rubles, available or not, its rating and a few reviews. */
function productLd({ product, reviews, base, images }) {
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
      seller: { '@type': 'Organization', name: SHOP_NAME, url: `${base}/` },
    }),
    aggregateRating: aggregateRatingLd(product, reviews),
    review: ratings.map(reviewLd),
  });
}

/** A page's trail as a `BreadcrumbList`, every step an absolute address; undefined when empty. */
function breadcrumbLd(crumbs, base) {
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

/** The product's pictures as absolute addresses, each once: the preview first. */
function productImages(product, base) {
  return [product.preview, product.preview_webp, ...(product.pictures ?? [])]
    .map((url) => absoluteUrl(base, url))
    .filter((url, index, all) => url !== null && all.indexOf(url) === index);
}

module.exports = { SHOP_NAME, absoluteUrl, compact, plainText, productLd, breadcrumbLd, productImages };
