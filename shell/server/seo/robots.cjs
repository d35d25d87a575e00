// `/robots.txt`: what crawlers may read — not the cart, the order, the personal cabinet or search
// results with a query — and where the sitemap index is, on the shop's public address.

/** Personal pages. Each is closed as itself, with a query and below it, never as a prefix: `/personal-data-consent` is a content page. */
const PERSONAL = ['/cart', '/order', '/personal'];

/** What no crawler should read (`$` ends a path; Google and Yandex both read it). */
const DISALLOWED = [...PERSONAL.flatMap((path) => [`${path}$`, `${path}?`, `${path}/`]), '/search?'];

/** The robots.txt of the shop at `base` (site.cjs publicBase). */
function robotsTxt(base) {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}

module.exports = { robotsTxt, DISALLOWED };
