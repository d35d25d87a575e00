// A page's head as the remote that rendered the page described it (shared-kit/src/contracts/head.ts,
// ADR 0043), checked and made into the meta the shell writes (head.cjs `renderHead`): every text is escaped
// there and the JSON-LD serialised so no text of it can end its script. The remote is another team's code:
// a head that is not what the contract says is not used, and the shell builds the page's head from its own
// reads instead (pages.cjs), as it does for a remote that gives none.
const { DEFAULT_DESCRIPTION } = require('./site.cjs');
const { sharingImage } = require('./head.cjs');

/** JSON-LD blocks a head may carry (a product page has two). */
const JSON_LD_MAX = 8;

const isText = (value) => typeof value === 'string';
const optionalText = (value) => value === undefined || value === null || isText(value);
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether an address is on the shop's public address (the canonical of a page must be). */
function onShop(url, base) {
  return isText(url) && (url === base || url.startsWith(`${base}/`)) && !/[\s<>"]/.test(url);
}

/** The offer link previews read, or undefined; null when there is one that is not a price. */
function offerOf(offer) {
  if (offer === undefined || offer === null) return undefined;
  if (!isPlainObject(offer)) return null;
  const { price, currency, available } = offer;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (!isText(currency) || !/^[A-Z]{3}$/.test(currency) || typeof available !== 'boolean') return null;
  return { price, currency, available };
}

/**
 * The meta of a remote's head (head.cjs `Meta`), or null when the head is missing or is not what the
 * contract says: a title, texts as strings, `robots` only `noindex`, a canonical on the shop's public
 * address (none with `noindex`), an Open Graph type of `website` or `product`, a price that is a number,
 * and JSON-LD as a few plain objects. The sharing picture falls back to the shop's (and never is an SVG).
 * @param {unknown} head the render's `head` (RenderResult)
 * @param {string} base the shop's public address (site.cjs publicBase)
 * @returns {import('./head.cjs').Meta|null}
 */
function metaOfRemoteHead(head, base) {
  if (!isPlainObject(head) || !isText(head.title) || head.title.trim() === '') return null;
  const { description, keywords, canonical, robots, openGraph, jsonLd } = head;
  if (!optionalText(description) || !optionalText(keywords)) return null;
  if (robots !== undefined && robots !== null && robots !== 'noindex') return null;
  const noindex = robots === 'noindex';
  if (canonical !== undefined && canonical !== null && !onShop(canonical, base)) return null;
  if (!isPlainObject(openGraph) || (openGraph.type !== 'website' && openGraph.type !== 'product')) return null;
  if (!optionalText(openGraph.image)) return null;
  const offer = offerOf(openGraph.offer);
  if (offer === null) return null;
  if (!Array.isArray(jsonLd) || jsonLd.length > JSON_LD_MAX || !jsonLd.every(isPlainObject)) return null;
  return {
    title: head.title.trim(),
    description: description?.trim() || DEFAULT_DESCRIPTION,
    keywords: keywords?.trim() || undefined,
    canonical: noindex ? undefined : canonical || undefined,
    noindex,
    ogType: openGraph.type,
    image: sharingImage(base, openGraph.image ? [openGraph.image] : []),
    ...(offer ? { product: offer } : {}),
    jsonLd,
  };
}

module.exports = { metaOfRemoteHead };
