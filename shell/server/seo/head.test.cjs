/** @jest-environment node */
const { JSDOM } = require('jsdom');
const { buildHead } = require('./head.cjs');
const { readOrganization } = require('./organization.cjs');
const { HOSTILE, product, reviews, categoryPage, jsonLdOf, schemaProblems } = require('./test-fixtures.cjs');

const BASE = 'https://zdorovie.example';

/** The head's HTML as a browser's parser reads it. */
function parsed(html) {
  return new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document;
}

const meta = (document, attribute, name) => document.querySelector(`meta[${attribute}="${name}"]`)?.getAttribute('content');
const canonicalOf = (document) => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

function productHead(data = product(), extra = {}) {
  return buildHead({ page: { type: 'product', slug: data.full_slug }, status: 200, data, reviews: reviews(), path: `/products/${data.full_slug}`, base: BASE, ...extra });
}

describe('the head of a product page', () => {
  it('When the API knows the product, then the head has its title, description, keywords, canonical, sharing picture and price', () => {
    const document = parsed(productHead().html);

    expect(document.title).toBe('Solgar Витамин D3 — купить в Пскове | Здоровье+');
    expect(meta(document, 'name', 'description')).toBe('Solgar Витамин D3 по выгодной цене в Здоровье+.');
    expect(meta(document, 'name', 'keywords')).toBe('витамин d3, solgar');
    expect(meta(document, 'name', 'robots')).toBeUndefined();
    expect(canonicalOf(document)).toBe(`${BASE}/products/vitaminy-i-bady/vitamin-d/solgar-d3`);
    expect(meta(document, 'property', 'og:type')).toBe('product');
    expect(meta(document, 'property', 'og:url')).toBe(`${BASE}/products/vitaminy-i-bady/vitamin-d/solgar-d3`);
    // Link previews draw no SVG: the product's WebP picture, absolute on the shop's address.
    expect(meta(document, 'property', 'og:image')).toBe(`${BASE}/api/media/products/7.webp`);
    expect(meta(document, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'name', 'twitter:image')).toBe(`${BASE}/api/media/products/7.webp`);
    expect(meta(document, 'property', 'product:price:amount')).toBe('1290.5');
    expect(meta(document, 'property', 'product:price:currency')).toBe('RUB');
  });

  it('When the product has reviews, then its JSON-LD is a valid Product with an Offer in rubles, its rating, its reviews and its breadcrumbs', () => {
    const [ld, crumbs] = jsonLdOf(productHead().html);

    expect(ld['@context']).toBe('https://schema.org');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Solgar Витамин D3',
      description: 'Витамин D3 «для всей семьи».',
      sku: 'ZP-1',
      brand: { '@type': 'Brand', name: 'Solgar' },
      offers: { '@type': 'Offer', price: '1290.50', priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url: `${BASE}/products/vitaminy-i-bady/vitamin-d/solgar-d3` },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ld.image[0]).toBe(`${BASE}/api/media/products/7.svg`);
    expect(ld.review.map((review) => [review.author.name, review.reviewRating.ratingValue, review.reviewBody, review.datePublished])).toEqual([
      ['Николай И.', 5, 'Хорошо переносится.', '2026-10-25'],
      ['Покупатель', 4, 'Удобно пить', '2026-09-13'],
    ]);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${BASE}/`,
      `${BASE}/category`,
      `${BASE}/category/vitaminy-i-bady`,
      `${BASE}/category/vitaminy-i-bady/vitamin-d`,
      `${BASE}/products/vitaminy-i-bady/vitamin-d/solgar-d3`,
    ]);
    expect(schemaProblems(ld)).toEqual([]);
    expect(schemaProblems(crumbs)).toEqual([]);
  });

  it('When the product is out of stock and has no reviews, then the Offer says OutOfStock and nothing is said of ratings', () => {
    const data = product({ availability: 'soon', rating_total: 0, reviews_count: 0, price_current: 990, brand: null, pictures: [] });
    const [ld] = jsonLdOf(buildHead({ page: { type: 'product' }, status: 200, data, reviews: null, path: '/products/x', base: BASE }).html);

    expect(ld.offers).toMatchObject({ price: '990', availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect(ld).not.toHaveProperty('brand');
    expect(schemaProblems(ld)).toEqual([]);
  });

  it('When the product\'s texts are hostile, then nothing breaks out of the title, the attributes or the JSON-LD, and the data reads back as it was', () => {
    const data = product({
      title: HOSTILE,
      seo_title: '',
      seo_description: HOSTILE,
      seo_keywords: '"><img src=x onerror=alert(1)>',
      description: `<p>${HOSTILE}</p>`,
      vendor_code: '</SCRIPT ><!--',
      brand: { id: 1, title: HOSTILE, slug: 'x' },
    });
    const hostileReviews = { ...reviews(), content: [{ ...reviews().content[0], author_name: HOSTILE, comment: '\u2028</script>' }] };
    const { html } = buildHead({ page: { type: 'product' }, status: 200, data, reviews: hostileReviews, path: '/products/x', base: BASE });
    const document = parsed(html);

    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<\/script\s*><!--/i);
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json', 'application/ld+json']);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.title).toBe(`${HOSTILE} — Здоровье+`);
    expect(meta(document, 'name', 'description')).toBe(HOSTILE);
    expect(meta(document, 'name', 'keywords')).toBe('"><img src=x onerror=alert(1)>');
    const [ld] = [...document.querySelectorAll('script')].map((script) => JSON.parse(script.textContent));
    expect(ld.name).toBe(HOSTILE);
    expect(ld.brand.name).toBe(HOSTILE);
    expect(ld.sku).toBe('</SCRIPT ><!--');
    expect(ld.review[0].author.name).toBe(HOSTILE);
  });

  it('When the API gave nothing usable (down, or an odd answer), then the page keeps a plain head at its own address and no JSON-LD', () => {
    const { html, meta: built } = buildHead({ page: { type: 'product' }, status: 200, data: {}, path: '/products/a/b', base: BASE });

    expect(parsed(html).title).toBe('Здоровье+');
    expect(built.canonical).toBe(`${BASE}/products/a/b`);
    expect(jsonLdOf(html)).toEqual([]);
  });
});

describe('the head of a category page', () => {
  it('When the address has filters, sorting or a page number, then the canonical address is the unfiltered category, with its breadcrumbs', () => {
    const query = new URLSearchParams('brand=1,2&price_min=100&sorting=price_asc&page=3');
    const { html } = buildHead({ page: { type: 'category' }, status: 200, data: categoryPage(), path: '/category/vitaminy-i-bady', query, base: BASE });
    const document = parsed(html);
    const [crumbs] = jsonLdOf(html);

    expect(canonicalOf(document)).toBe(`${BASE}/category/vitaminy-i-bady`);
    expect(document.title).toBe('Витамины и БАДы — купить в Пскове | Здоровье+');
    expect(meta(document, 'name', 'robots')).toBeUndefined();
    expect(meta(document, 'property', 'og:image')).toBe(`${BASE}/og-image.png`);
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Главная', 'Каталог', 'Витамины и БАДы']);
    expect(schemaProblems(crumbs)).toEqual([]);
  });

  it('When the category is searched by text (`?query=`), then the page is a search result: noindex and no canonical', () => {
    const query = new URLSearchParams('query=витамин');
    const { meta: built, html } = buildHead({ page: { type: 'category' }, status: 200, data: categoryPage(), path: '/category/vitaminy-i-bady', query, base: BASE });

    expect(built.noindex).toBe(true);
    expect(built.canonical).toBeUndefined();
    expect(meta(parsed(html), 'name', 'robots')).toBe('noindex');
  });

  it('When the catalogue root is asked for, then it is indexed at /category with its two-step trail', () => {
    const { html } = buildHead({ page: { type: 'catalogue', title: 'Каталог' }, status: 200, data: null, path: '/category', query: new URLSearchParams('page=2'), base: BASE });

    expect(canonicalOf(parsed(html))).toBe(`${BASE}/category`);
    expect(parsed(html).title).toBe('Каталог — Здоровье+');
    expect(jsonLdOf(html)[0].itemListElement.map((item) => item.item)).toEqual([`${BASE}/`, `${BASE}/category`]);
  });
});

describe('the head of the other pages', () => {
  it('When the home page is built, then it carries the shop with its Pskov stores and the site with its search, both valid', () => {
    const organization = readOrganization({});
    const configs = { SITE_DESCRIPTION: 'Интернет-магазин витаминов в Пскове.', SITE_KEYWORDS: 'витамины, Псков' };
    const { html } = buildHead({ page: { type: 'home' }, status: 200, data: configs, path: '/', base: BASE, organization });
    const document = parsed(html);
    const [shop, site] = jsonLdOf(html);

    expect(document.title).toBe('Здоровье+ — аптека красоты и здоровья в Пскове');
    expect(meta(document, 'name', 'description')).toBe('Интернет-магазин витаминов в Пскове.');
    expect(canonicalOf(document)).toBe(`${BASE}/`);
    expect(shop['@type']).toBe('Organization');
    expect(shop.department.map((store) => [store['@type'], store.address.streetAddress, store.telephone])).toEqual([
      ['Pharmacy', 'Октябрьский проспект, 22', '+7 (8112) 72-45-11'],
      ['Pharmacy', 'Рижский проспект, 58', '+7 (8112) 72-45-12'],
    ]);
    expect(shop.department[0].openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '21:00' });
    expect(shop.department[0].openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
    expect(site.potentialAction.target.urlTemplate).toBe(`${BASE}/search?query={search_term_string}`);
    expect(schemaProblems(shop)).toEqual([]);
    expect(schemaProblems(site)).toEqual([]);
  });

  it.each([
    ['the search page', { type: 'search', title: 'Поиск' }, '/search', 'Поиск — Здоровье+'],
    ['the cart', { type: 'personal', title: 'Корзина' }, '/cart', 'Корзина — Здоровье+'],
    ['favourites', { type: 'personal', title: 'Избранное' }, '/personal/favourites', 'Избранное — Здоровье+'],
  ])('When %s is built, then it says noindex and names no canonical address', (_name, page, path, title) => {
    const { html, meta: built } = buildHead({ page, status: 200, data: null, path, query: new URLSearchParams('query=d3'), base: BASE });

    expect(meta(parsed(html), 'name', 'robots')).toBe('noindex');
    expect(built.canonical).toBeUndefined();
    expect(parsed(html).title).toBe(title);
  });

  it('When a content page is found, then its SEO title and description are used and it is indexed at its slug; an unknown page says so and noindex', () => {
    const page = { id: 1, slug: 'delivery', title: 'Доставка', content: '<h2>Способы получения</h2><p>Мы доставляем заказы.</p>', seo_title: '', seo_description: '' };
    const found = parsed(buildHead({ page: { type: 'content', slug: 'Delivery' }, status: 200, data: page, path: '/Delivery', base: BASE }).html);
    const missing = parsed(buildHead({ page: { type: 'content', slug: 'nope' }, status: 404, data: null, path: '/nope', base: BASE }).html);

    expect(found.title).toBe('Доставка — Здоровье+');
    expect(meta(found, 'name', 'description')).toBe('Способы получения Мы доставляем заказы.');
    expect(canonicalOf(found)).toBe(`${BASE}/delivery`);
    expect(missing.title).toBe('Страница не найдена — Здоровье+');
    expect(meta(missing, 'name', 'robots')).toBe('noindex');
    expect(canonicalOf(missing)).toBeUndefined();
  });
});
