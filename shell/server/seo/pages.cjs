// What a page address is (a product, a category, a content page, a personal page…) and the API data its
// head is built from, read once: the same answer decides the page's HTTP status. Read only when the page's
// remote did not describe its head with its server render (ADR 0043: routes.cjs).
const { SEARCH_PATH } = require('./site.cjs');

/** How long the API may take before a page is answered without its data (the page then reads it itself). */
const API_TIMEOUT_MS = 2000;
/** Reviews a product page's JSON-LD carries: a few, the newest. */
const LD_REVIEWS = 3;

/** Addresses only their owner may see: the cart, the order, the personal cabinet (favourites and all). */
const PERSONAL = /^\/(?:cart|order|personal)(?:\/|$)/i;

/**
 * @typedef {object} Page
 * @property {'home'|'catalogue'|'category'|'product'|'brands'|'search'|'personal'|'content'|'declared'|'unknown'} type
 * @property {string} [slug] the product's or category's path after its prefix, the content page's slug
 * @property {string} [title] the title the page's remote declared for it
 */

/** Path segments as the API takes them: each decoded then encoded again; null for `.`/`..` or bad escapes. */
function apiSlug(rest) {
  const segments = [];
  for (const segment of rest.split('/')) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '' || decoded === '.' || decoded === '..') return null;
    segments.push(encodeURIComponent(decoded));
  }
  return segments.join('/');
}

/**
 * What a page address is, by the shop's routes (docs/product.md §2) and the routes the remotes declared
 * (`routes` from declarations.cjs, first match wins): product and category pages by their prefixes;
 * a declared route is personal under the personal prefixes (or when guarded), else the catalogue, the
 * brands, the search or another declared page; an undeclared one-segment address is a content page, and
 * anything else is unknown.
 * @returns {Page}
 */
function classifyPage(pathname, routes) {
  if (pathname === '/') return { type: 'home' };
  const product = /^\/products\/(.+)$/i.exec(pathname);
  if (product) return { type: 'product', slug: product[1] };
  const category = /^\/category\/(.+)$/i.exec(pathname);
  if (category) return { type: 'category', slug: category[1] };
  const declared = routes.find((route) => route.regex.test(pathname));
  if (!declared) {
    const slug = pathname.slice(1);
    return slug && !slug.includes('/') && !PERSONAL.test(pathname) ? { type: 'content', slug } : { type: 'unknown' };
  }
  const title = declared.title;
  if (PERSONAL.test(pathname) || declared.guarded) return { type: 'personal', title };
  if (/^\/category$/i.test(pathname)) return { type: 'catalogue', title };
  if (/^\/brands$/i.test(pathname)) return { type: 'brands', title };
  if (pathname.toLowerCase() === SEARCH_PATH) return { type: 'search', title };
  return { type: 'declared', title };
}

/** The API read of each page type that has one: its path, and whether a 404 there makes the page 404. */
function apiReadOf(page) {
  switch (page.type) {
    case 'product':
      return { path: (slug) => `/api/products/${slug}`, decides: true };
    case 'category':
      return { path: (slug) => `/api/category/${slug}?pageSize=1`, decides: true };
    case 'content':
      return { path: (slug) => `/api/pages/${slug}`, decides: true };
    case 'home':
      return { path: () => '/api/configs', decides: false };
    case 'brands':
      return { path: () => '/api/brand_list', decides: false };
    default:
      return null;
  }
}

/**
 * One GET of the API: `{ status, body }`, or null when it did not answer in time or at all (the page
 * then says itself what is wrong, so nothing is decided from it).
 */
async function getJson(fetcher, url, timeoutMs) {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { status: response.status, body: null };
    return { status: response.status, body: await response.json() };
  } catch {
    return null;
  }
}

/** The few newest reviews of a product that has any (for its JSON-LD); null when there are none or they cannot be read. */
async function reviewsOf(product, fetcher, apiTarget, timeoutMs) {
  if (!Number.isInteger(product?.id) || !(product.reviews_count > 0)) return null;
  const answer = await getJson(fetcher, `${apiTarget}/api/reviews/${product.id}?page=1&pageSize=${LD_REVIEWS}`, timeoutMs);
  return answer?.body ?? null;
}

/**
 * The page's HTTP status and the API data its head is built from. 404 when the API says the product,
 * category or content page does not exist (404, or 400 for a malformed address) and for unknown deep
 * addresses; 200 otherwise, also when the API is slow or down (`complete` is then false: the page is
 * answered without its data and must not be kept by shared caches).
 * @param {Page} page
 * @param {{ apiTarget: string, fetch?: typeof fetch, timeoutMs?: number }} options
 * @returns {Promise<{ status: number, data: any, reviews?: any, complete: boolean }>}
 */
async function loadPageData(page, { apiTarget, fetch: fetcher = fetch, timeoutMs = API_TIMEOUT_MS }) {
  if (page.type === 'unknown') return { status: 404, data: null, complete: true };
  const read = apiReadOf(page);
  if (!read) return { status: 200, data: null, complete: true };
  const slug = page.slug === undefined ? '' : apiSlug(page.slug);
  if (slug === null) return { status: 404, data: null, complete: true };
  const answer = await getJson(fetcher, `${apiTarget}${read.path(slug)}`, timeoutMs);
  if (read.decides && (answer?.status === 404 || answer?.status === 400)) return { status: 404, data: null, complete: true };
  const data = answer?.body ?? null;
  if (page.type === 'product' && data) {
    return { status: 200, data, reviews: await reviewsOf(data, fetcher, apiTarget, timeoutMs), complete: true };
  }
  return { status: 200, data, complete: data !== null };
}

module.exports = { classifyPage, loadPageData, API_TIMEOUT_MS };
