// The `<head>` of a page as search engines and link previews read it: title, description, keywords,
// canonical address or `noindex`, Open Graph and Twitter card, JSON-LD. Built from the page's type
// (pages.cjs) and the API's answer for it; every text is escaped here, whatever the API sent.
const { escapeHtml, jsonLdScript, plainText } = require('./html.cjs');
const { productLd, breadcrumbLd, organizationLd, websiteLd } = require('./json-ld.cjs');
const { productImages } = require('shared-kit/seo');
const { SHOP_NAME, HOME_TITLE, DEFAULT_DESCRIPTION, OG_IMAGE, absoluteUrl } = require('./site.cjs');

/** Parameters that make a catalogue page a search result rather than a listing (mf-search's header search). */
const SEARCH_PARAMS = ['query', 'category_query'];
const DESCRIPTION_MAX = 200;

/**
 * @typedef {object} Meta
 * @property {string} title
 * @property {string} description
 * @property {string} [keywords]
 * @property {string} [canonical] the absolute address search engines should index (none with noindex)
 * @property {boolean} noindex
 * @property {'website'|'product'} ogType
 * @property {string} image absolute address of the sharing picture
 * @property {object[]} jsonLd
 * @property {object} [product] the product's price for Open Graph
 */

const withShop = (title) => (title ? `${title} — ${SHOP_NAME}` : SHOP_NAME);
const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** The first picture link previews can draw (not SVG), absolute; the shop's own sharing picture when none is. */
function sharingImage(base, candidates) {
  for (const candidate of candidates) {
    const url = absoluteUrl(base, candidate);
    if (url && !/\.svg(?:[?#]|$)/i.test(url)) return url;
  }
  return `${base}${OG_IMAGE}`;
}

/** Title, description and keywords from the API's SEO fields (SeoFieldsDto), with fall-backs. */
function seoFields(data, fallbackTitle, fallbackDescription) {
  return {
    title: text(data.seo_title) || withShop(text(data.title) || fallbackTitle),
    description: text(data.seo_description) || text(data.og_description) || fallbackDescription || DEFAULT_DESCRIPTION,
    keywords: text(data.seo_keywords) || undefined,
  };
}

/** Whether the address carries a text search (`?query=`): such a catalogue page is a search result. */
const isSearch = (query) => SEARCH_PARAMS.some((name) => text(query.get(name)) !== '');

function productMeta(product, reviews, base) {
  const canonical = absoluteUrl(base, product.url);
  return {
    ...seoFields(product, '', plainText(product.description, DESCRIPTION_MAX)),
    canonical,
    noindex: false,
    ogType: 'product',
    image: sharingImage(base, [product.preview, product.preview_webp, product.og_image, product.image_url]),
    product: { price: product.price_current ?? product.price, currency: product.currency || 'RUB', available: product.availability === 'in_stock' },
    jsonLd: [productLd({ product, reviews, base, images: productImages(product, base) }), breadcrumbLd(product.breadcrumbs, base)].filter(Boolean),
  };
}

function categoryMeta(answer, query, base) {
  const category = answer.category;
  const search = isSearch(query);
  return {
    ...seoFields(category, '', plainText(category.description, DESCRIPTION_MAX)),
    // Filters, sorting and pages are the same listing: one address is indexed, the unfiltered category.
    canonical: search ? undefined : absoluteUrl(base, category.url),
    noindex: search,
    ogType: 'website',
    image: sharingImage(base, [category.og_image]),
    jsonLd: [breadcrumbLd(answer.breadcrumbs, base)].filter(Boolean),
  };
}

function homeMeta(configs, organization, base) {
  return {
    title: HOME_TITLE,
    description: text(configs?.SITE_DESCRIPTION) || DEFAULT_DESCRIPTION,
    keywords: text(configs?.SITE_KEYWORDS) || undefined,
    canonical: `${base}/`,
    noindex: false,
    ogType: 'website',
    image: sharingImage(base, []),
    jsonLd: [organization ? organizationLd(organization, base) : undefined, websiteLd(base)].filter(Boolean),
  };
}

/** A page without API data of its own: its declared title, the shop's description; indexed at its own address unless told not to be. */
function plainMeta({ title, path, base, noindex }) {
  return {
    title,
    description: DEFAULT_DESCRIPTION,
    canonical: noindex ? undefined : `${base}${path}`,
    noindex,
    ogType: 'website',
    image: sharingImage(base, []),
    jsonLd: [],
  };
}

/** The meta of a page: by its type, from its data when the API gave it, else from what the address says. */
function metaOf({ page, status, data, reviews, path, query, base, organization }) {
  if (status !== 200) return plainMeta({ title: withShop('Страница не найдена'), path, base, noindex: true });
  const declared = page.title ? withShop(page.title) : SHOP_NAME;
  switch (page.type) {
    case 'home':
      return homeMeta(data, organization, base);
    case 'product':
      if (data && typeof data.title === 'string') return productMeta(data, reviews, base);
      return plainMeta({ title: SHOP_NAME, path, base, noindex: false });
    case 'category':
      if (data?.category && typeof data.category.title === 'string') return categoryMeta(data, query, base);
      return plainMeta({ title: withShop('Каталог'), path, base, noindex: isSearch(query) });
    case 'catalogue':
      return {
        ...plainMeta({ title: declared, path: '/category', base, noindex: isSearch(query) }),
        jsonLd: [breadcrumbLd([{ title: 'Главная', url: '/' }, { title: 'Каталог', url: '/category' }], base)],
      };
    case 'brands':
    case 'content':
      if (data && typeof data.title === 'string') {
        const own = page.type === 'brands' ? '/brands' : typeof data.slug === 'string' ? `/${encodeURIComponent(data.slug)}` : path;
        return { ...plainMeta({ title: '', path: own, base, noindex: false }), ...seoFields(data, '', plainText(data.content, DESCRIPTION_MAX)) };
      }
      return plainMeta({ title: declared, path, base, noindex: false });
    case 'search':
    case 'personal':
      return plainMeta({ title: declared, path, base, noindex: true });
    default:
      return plainMeta({ title: declared, path, base, noindex: false });
  }
}

/** `<meta>` tags of a list of [attribute, name, content] (empty contents left out). */
const metaTags = (tags) =>
  tags
    .filter(([, , content]) => content !== undefined && content !== null && content !== '')
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(String(content))}">`);

/** The head's HTML of a page's meta. */
function renderHead(meta) {
  const price = meta.product;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...metaTags([
      ['name', 'description', meta.description],
      ['name', 'keywords', meta.keywords],
      ['name', 'robots', meta.noindex ? 'noindex' : undefined],
    ]),
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`] : []),
    ...metaTags([
      ['property', 'og:type', meta.ogType],
      ['property', 'og:site_name', SHOP_NAME],
      ['property', 'og:locale', 'ru_RU'],
      ['property', 'og:title', meta.title],
      ['property', 'og:description', meta.description],
      ['property', 'og:url', meta.canonical],
      ['property', 'og:image', meta.image],
      ['property', 'product:price:amount', price?.price],
      ['property', 'product:price:currency', price?.currency],
      ['property', 'product:availability', price ? (price.available ? 'in stock' : 'out of stock') : undefined],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', meta.title],
      ['name', 'twitter:description', meta.description],
      ['name', 'twitter:image', meta.image],
    ]),
    ...meta.jsonLd.map(jsonLdScript),
  ].join('');
}

/**
 * The `<head>` additions of a page for search engines and link previews, as HTML, with the page's
 * status. The server inserts them into the shell's template now (routes.cjs); a renderer of the page's
 * body calls the same.
 * @param {object} input
 * @param {import('./pages.cjs').Page} input.page what the address is (classifyPage)
 * @param {number} input.status the page's status (loadPageData)
 * @param {any} input.data the API's answer for the page (loadPageData), or null
 * @param {any} [input.reviews] a product's few newest reviews (loadPageData)
 * @param {string} input.path the address's path, as asked for
 * @param {URLSearchParams} [input.query] the address's query
 * @param {string} input.base the shop's public address (site.cjs publicBase)
 * @param {object|null} [input.organization] the shop and its stores (organization.cjs), for the home page
 * @returns {{ status: number, html: string, meta: Meta }}
 */
function buildHead({ page, status, data, reviews, path, query = new URLSearchParams(), base, organization = null }) {
  const meta = metaOf({ page, status, data, reviews, path, query, base, organization });
  return { status, html: renderHead(meta), meta };
}

module.exports = { buildHead, renderHead, sharingImage };
