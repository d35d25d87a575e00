// API answers the head's tests are built from, in the shapes of shared-kit/src/contracts/api (as the API
// answers them, trimmed), and a schema.org check of the JSON-LD the head carries.

/** Text that would end a script or an attribute if it were put into the page as it is. */
const HOSTILE = '"</script><script>alert(1)</script>';

const breadcrumbs = [
  { title: 'Главная', url: '/' },
  { title: 'Каталог', url: '/category' },
  { title: 'Витамины и БАДы', url: '/category/vitaminy-i-bady' },
  { title: 'Витамин D', url: '/category/vitaminy-i-bady/vitamin-d' },
  { title: 'Solgar Витамин D3', url: '/products/vitaminy-i-bady/vitamin-d/solgar-d3' },
];

/** ProductDetailsDto. */
function product(overrides = {}) {
  return {
    id: 7,
    title: 'Solgar Витамин D3',
    slug: 'solgar-d3',
    full_slug: 'vitaminy-i-bady/vitamin-d/solgar-d3',
    url: '/products/vitaminy-i-bady/vitamin-d/solgar-d3',
    seo_title: 'Solgar Витамин D3 — купить в Пскове | Здоровье+',
    seo_h1: 'Solgar Витамин D3',
    seo_description: 'Solgar Витамин D3 по выгодной цене в Здоровье+.',
    seo_keywords: 'витамин d3, solgar',
    og_title: 'Solgar Витамин D3',
    og_description: 'Solgar Витамин D3 по выгодной цене.',
    og_image: 'http://api.internal/api/media/products/7.svg',
    preview: '/api/media/products/7.svg',
    preview_webp: '/api/media/products/7.webp',
    image_url: '/api/media/products/7.svg',
    pictures: ['/api/media/products/7.svg', '/api/media/products/7-2.svg'],
    price: 1290.5,
    price_current: 1290.5,
    price_old: 1490,
    currency: 'RUB',
    availability: 'in_stock',
    rating_total: 4.5,
    reviews_count: 2,
    brand: { id: 4, title: 'Solgar', slug: 'solgar' },
    description: '<p>Витамин D3 &laquo;для всей семьи&raquo;.</p>',
    country: 'США',
    vendor_code: 'ZP-1',
    category: { id: 3, title: 'Витамин D', slug: 'vitamin-d', full_slug: 'vitaminy-i-bady/vitamin-d', url: '/category/vitaminy-i-bady/vitamin-d' },
    breadcrumbs,
    ...overrides,
  };
}

/** ProductReviewsDto of two reviews. */
function reviews() {
  return {
    content: [
      { id: 1, product_id: 7, rating: 5, comment: 'Хорошо переносится.', advantages: '', author_name: 'Николай И.', created_at: '2026-10-25T14:18:34.511Z' },
      { id: 2, product_id: 7, rating: 4, comment: '', advantages: 'Удобно пить', author_name: 'Покупатель', created_at: '2026-09-13T20:30:34.511Z' },
    ],
    page: 1,
    pageSize: 3,
    total: 2,
    pages: 1,
    statusCode: 200,
    rating_total: 4.5,
    rating_counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  };
}

/** CategoryPageDto (one product asked for). */
function categoryPage(overrides = {}) {
  return {
    category: {
      id: 1,
      title: 'Витамины и БАДы',
      slug: 'vitaminy-i-bady',
      full_slug: 'vitaminy-i-bady',
      url: '/category/vitaminy-i-bady',
      seo_title: 'Витамины и БАДы — купить в Пскове | Здоровье+',
      seo_h1: 'Витамины и БАДы',
      seo_description: 'Витамины и БАДы в интернет-магазине Здоровье+.',
      seo_keywords: 'витамины и бады',
      og_title: 'Витамины и БАДы',
      og_description: 'Витамины и БАДы в интернет-магазине Здоровье+.',
      og_image: 'http://api.internal/api/static/og-image.svg',
      parent_id: null,
      level: 1,
      description: '<p>Витамины.</p>',
      product_count: 84,
      ...overrides,
    },
    breadcrumbs: breadcrumbs.slice(0, 3),
    children: [],
    products: { content: [], page: 1, pageSize: 1, total: 84, totalCapped: false, pages: 84, hasNext: true },
    sorting: 'popular',
    query: '',
    corrected_query: null,
    facets: [],
    filters: {},
  };
}

/** The JSON-LD blocks of a head, parsed. */
function jsonLdOf(html) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

const ABSOLUTE = /^https?:\/\/[^\s/]+\/\S*$/;

/**
 * Problems of a JSON-LD object against what schema.org and the search engines' rich results require
 * of the types the shop uses (empty when there are none); nested objects are checked too.
 */
function schemaProblems(node, where = node['@type']) {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaProblems(item, `${where}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const problems = [];
  const need = (condition, what) => {
    if (!condition) problems.push(`${where}: ${what}`);
  };
  switch (node['@type']) {
    case 'Product':
      need(typeof node.name === 'string' && node.name !== '', 'name');
      need(node.offers || node.aggregateRating || node.review, 'offers, aggregateRating or review');
      break;
    case 'Offer':
      need(/^\d+(\.\d\d)?$/.test(node.price), 'price as digits with a dot');
      need(node.priceCurrency === 'RUB', 'priceCurrency RUB');
      need(['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(node.availability), 'availability');
      need(ABSOLUTE.test(node.url), 'absolute url');
      break;
    case 'AggregateRating':
      need(node.ratingValue > 0 && node.ratingValue <= 5, 'ratingValue in 1..5');
      need(node.reviewCount > 0 || node.ratingCount > 0, 'reviewCount');
      break;
    case 'Review':
      need(node.author?.name, 'author.name');
      need(node.reviewRating?.ratingValue >= 1 && node.reviewRating.ratingValue <= 5, 'reviewRating.ratingValue');
      break;
    case 'BreadcrumbList':
      need(Array.isArray(node.itemListElement) && node.itemListElement.length > 0, 'itemListElement');
      (node.itemListElement ?? []).forEach((item, index) => {
        need(item['@type'] === 'ListItem' && item.position === index + 1, `ListItem ${index + 1} in order`);
        need(item.name && ABSOLUTE.test(item.item), `ListItem ${index + 1} name and absolute item`);
      });
      break;
    case 'Organization':
      need(node.name && ABSOLUTE.test(node.url), 'name and url');
      // The shop itself (not the seller named in an offer) shows its logo.
      if (node['@context']) need(ABSOLUTE.test(node.logo), 'logo');
      break;
    case 'Pharmacy':
      need(node.name && node.telephone, 'name and telephone');
      need(node.address?.['@type'] === 'PostalAddress' && node.address.streetAddress && node.address.addressLocality && node.address.addressCountry, 'PostalAddress');
      need((node.openingHoursSpecification ?? []).every((hours) => hours.dayOfWeek?.length > 0 && /^\d\d:\d\d$/.test(hours.opens) && /^\d\d:\d\d$/.test(hours.closes)), 'opening hours');
      need(node.openingHoursSpecification?.length > 0, 'openingHoursSpecification');
      break;
    case 'WebSite':
      need(node.name && ABSOLUTE.test(node.url), 'name and url');
      need(node.potentialAction?.['@type'] === 'SearchAction', 'SearchAction');
      need(/\{search_term_string\}/.test(node.potentialAction?.target?.urlTemplate ?? ''), 'urlTemplate with {search_term_string}');
      need(node.potentialAction?.['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    default:
      break;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== '@context' && value && typeof value === 'object') problems.push(...schemaProblems(value, `${where}.${key}`));
  }
  return problems;
}

module.exports = { HOSTILE, product, reviews, categoryPage, jsonLdOf, schemaProblems };
