// How the HTML answer of a page carries its head and how long caches may keep it.

/**
 * Public catalogue pages: a minute in a shared cache (a CDN, which a promote or rollback of a remote purges),
 * asked again by the browser every time (answered 304 while unchanged), so a shopper never sees a page of a
 * composition the shop has left beside a page of the new one (ADR 0036).
 */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60';
const PRIVATE_PAGE = 'private, no-store';
const REVALIDATED = 'no-cache';

/** Pages that show the same to everyone: the catalogue, its products, the brands, content pages. */
const PUBLIC_TYPES = new Set(['home', 'catalogue', 'category', 'product', 'brands', 'content']);

/**
 * The `Cache-Control` of a page: personal pages are never kept; a public catalogue page may be kept by
 * shared caches when it is a 200 built from complete data and the answer is the same for everyone
 * (`personalised`: it sets a cookie or shows who asks); everything else is revalidated every time.
 * @param {import('./pages.cjs').Page} page
 * @param {{ status: number, complete: boolean, personalised: boolean }} answer
 */
function cacheControlFor(page, { status, complete, personalised }) {
  if (page.type === 'personal') return PRIVATE_PAGE;
  if (PUBLIC_TYPES.has(page.type) && status === 200 && complete && !personalised) return PUBLIC_PAGE;
  return REVALIDATED;
}

/**
 * The template's HTML with the page's head: its own `<title>` and description give way to the head's
 * (which has both); the head goes where the title was, else before `</head>`.
 */
function insertHead(html, head) {
  // The built template is minified: its attribute values may come without quotes.
  const withoutOwn = html.replace(/<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>\s*/i, '');
  if (/<title>[^<]*<\/title>/i.test(withoutOwn)) return withoutOwn.replace(/<title>[^<]*<\/title>/i, () => head);
  return withoutOwn.replace(/<\/head>/i, () => `${head}</head>`);
}

module.exports = { cacheControlFor, insertHead, PUBLIC_PAGE, PRIVATE_PAGE, REVALIDATED };
