// schema.org data of the shop's pages (JSON-LD), built from the API's answers: a product with its offer,
// rating and reviews; the breadcrumbs of category and product pages; the shop and its Pskov stores; the
// site with its search. Values the API left empty are left out rather than sent empty.
const { SHOP_NAME, SEARCH_PATH, SEARCH_PARAM, absoluteUrl } = require('./site.cjs');
const { plainText } = require('./html.cjs');

const CONTEXT = 'https://schema.org';

/** Drops undefined, null, empty strings and empty arrays, so no property is sent without a value. */
function compact(object) {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

/** A price as schema.org wants it: a number with a dot, kopecks when there are any. */
function priceOf(value) {
  return Number.isInteger(value) ? String(value) : Number(value).toFixed(2);
}

/** `2026-11-24` of an ISO date-time; undefined for anything else. */
function dateOf(value) {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : undefined;
}

/** A review of the API (ReviewDto) as a schema.org Review; its text is the comment, else the pros. */
function reviewLd(review) {
  return compact({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author_name || 'Покупатель' },
    datePublished: dateOf(review.created_at),
    reviewBody: plainText(review.comment || review.advantages || '', 500),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  });
}

/** The rating of a product from its reviews' answer (or, without one, the product's own figures); undefined without reviews. */
function aggregateRatingLd(product, reviews) {
  const value = reviews?.rating_total ?? product.rating_total;
  const count = reviews?.total ?? product.reviews_count;
  if (!(value > 0) || !(count > 0)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: 5, worstRating: 1 };
}

/**
 * A product page's `Product` (ProductDetailsDto of `GET /api/products/…`) with its `Offer` in rubles,
 * available or not, and its rating and a few reviews (ProductReviewsDto) when it has any.
 * @param {{ product: any, reviews?: any, base: string, images: string[] }} input
 */
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

/** The trail of a page (BreadcrumbDto[]) as a `BreadcrumbList`, every step an absolute address; undefined when empty. */
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

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** One store of organization.json as a `Pharmacy` with its address, phone and opening hours. */
function storeLd(store, base, image) {
  return compact({
    '@type': 'Pharmacy',
    name: store.name,
    image,
    url: `${base}/contacts`,
    telephone: store.telephone,
    priceRange: store.priceRange,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: store.streetAddress,
      addressLocality: store.addressLocality,
      addressRegion: store.addressRegion,
      postalCode: store.postalCode,
      addressCountry: store.addressCountry,
    }),
    openingHoursSpecification: (store.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: (hours.days ?? WEEK).map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
  });
}

/**
 * The shop (`Organization`) with its stores (`Pharmacy` each) from organization.json: addresses, phones,
 * opening hours; its logo and pictures on the shop's own address.
 */
function organizationLd(organization, base) {
  const logo = `${base}/icon-512.png`;
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: organization.name || SHOP_NAME,
    legalName: organization.legalName,
    url: `${base}/`,
    logo,
    email: organization.email,
    telephone: organization.telephone,
    sameAs: organization.sameAs,
    department: (organization.stores ?? []).map((store) => storeLd(store, base, logo)),
  });
}

/** The site with its search (`WebSite` with a `SearchAction` on the search page), for the home page. */
function websiteLd(base) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${base}/`,
    inLanguage: 'ru',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}${SEARCH_PATH}?${SEARCH_PARAM}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

module.exports = { productLd, breadcrumbLd, organizationLd, websiteLd };
