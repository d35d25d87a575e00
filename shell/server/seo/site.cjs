// What every page's head says about the shop, and the shop's public address the absolute links of the
// head, robots.txt and the sitemaps are built on.

// The shop's name and the absolute address of a link are the same for the catalogue's heads (shared-kit).
const { SHOP_NAME, absoluteUrl } = require('shared-kit/seo');

/** The home page's title; the shell's HTML template carries the same until the server sets it. */
const HOME_TITLE = 'Здоровье+ — аптека красоты и здоровья в Пскове';
const DEFAULT_DESCRIPTION = 'Витамины, БАДы, спортивное питание, косметика и гигиена с доставкой по Пскову и России.';
/** The brand colour (shared-kit's `--shop-accent`): theme colour, favicon, manifest. */
const THEME_COLOR = '#0b7d6e';
/** The sharing picture of pages without their own (a raster: link previews do not draw SVG). */
const OG_IMAGE = '/og-image.png';
/** The search page and the parameter it reads the query from (mf-search). */
const SEARCH_PATH = '/search';
const SEARCH_PARAM = 'query';

/** A Host header this server would ever be reached by: a name or an address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's public address without a trailing slash: `PUBLIC_URL` when it is set (what production
 * must do), else the origin the request came to, when its Host header looks like a host at all
 * (`http://localhost:8080` on a developer's machine); `http://localhost` for a Host header that is not one.
 * @param {{ protocol?: string, headers: Record<string, string | string[] | undefined> }} req
 */
function publicBase(req, env = process.env) {
  if (env.PUBLIC_URL) {
    try {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      // An invalid PUBLIC_URL: the API refuses to start with it; here the request's host stands in.
    }
  }
  const host = typeof req.headers.host === 'string' ? req.headers.host : '';
  if (!HOST.test(host)) return 'http://localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

module.exports = { SHOP_NAME, HOME_TITLE, DEFAULT_DESCRIPTION, THEME_COLOR, OG_IMAGE, SEARCH_PATH, SEARCH_PARAM, publicBase, absoluteUrl };
