/** @jest-environment node */
const { buildHead, renderHead } = require('./head.cjs');
const { metaOfRemoteHead } = require('./remote-head.cjs');
const { readOrganization } = require('./organization.cjs');
const { HOSTILE, product, reviews, categoryPage, jsonLdOf } = require('./test-fixtures.cjs');

const BASE = 'https://zdorovie.example';

/** The contract's head (shared-kit/src/contracts/head.ts) that describes the same page as a meta of the shell's own. */
function asRemoteHead(meta) {
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: meta.canonical,
    robots: meta.noindex ? 'noindex' : undefined,
    openGraph: { type: meta.ogType, image: meta.image, offer: meta.product },
    jsonLd: meta.jsonLd,
  };
}

const productPage = () => ({ page: { type: 'product', slug: 'x' }, status: 200, data: product(), reviews: reviews(), path: '/products/x', base: BASE });

describe('the head a remote describes', () => {
  it.each([
    ['a product', productPage()],
    ['a category', { page: { type: 'category', slug: 'vitaminy-i-bady' }, status: 200, data: categoryPage(), path: '/category/vitaminy-i-bady', base: BASE }],
    ['a category searched', { page: { type: 'category', slug: 'v' }, status: 200, data: categoryPage(), path: '/category/v', query: new URLSearchParams('query=d3'), base: BASE }],
    ['the home page', { page: { type: 'home' }, status: 200, data: {}, path: '/', base: BASE, organization: readOrganization() }],
  ])('When the remote of %s describes the head the shell would build, then the page gets the very same head', (_name, input) => {
    const own = buildHead(input);

    expect(renderHead(metaOfRemoteHead(asRemoteHead(own.meta), BASE))).toBe(own.html);
  });

  it('When its texts would end an attribute, the title or the JSON-LD script, then they are escaped and read back as they were sent', () => {
    const head = asRemoteHead(buildHead(productPage()).meta);
    const html = renderHead(
      metaOfRemoteHead({ ...head, title: HOSTILE, description: HOSTILE, jsonLd: [{ '@type': 'Product', name: HOSTILE, review: [{ reviewBody: '<!-- \u2028' }] }] }, BASE),
    );

    expect(html).not.toContain('</script><script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<title>&#34;&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(jsonLdOf(html)[0]).toEqual({ '@type': 'Product', name: HOSTILE, review: [{ reviewBody: '<!-- \u2028' }] });
  });

  it('When it leaves out what every page has, then the shell gives it: the default description and sharing picture; noindex has no canonical', () => {
    const meta = metaOfRemoteHead(
      { title: 'Каталог — Здоровье+', robots: 'noindex', canonical: `${BASE}/category`, openGraph: { type: 'website', image: `${BASE}/a.svg` }, jsonLd: [] },
      BASE,
    );

    expect(meta).toMatchObject({ description: 'Витамины, БАДы, спортивное питание, косметика и гигиена с доставкой по Пскову и России.', image: `${BASE}/og-image.png`, noindex: true });
    expect(meta.canonical).toBeUndefined();
  });

  it.each([
    ['none', null],
    ['a head without a title', { openGraph: { type: 'website' }, jsonLd: [] }],
    ['a blank title', { title: ' ', openGraph: { type: 'website' }, jsonLd: [] }],
    ['a canonical on another site', { title: 't', canonical: 'https://elsewhere.example/products/x', openGraph: { type: 'website' }, jsonLd: [] }],
    ['a canonical that only starts like the shop', { title: 't', canonical: `${BASE}.evil.example/x`, openGraph: { type: 'website' }, jsonLd: [] }],
    ['robots other than noindex', { title: 't', robots: 'index, follow', openGraph: { type: 'website' }, jsonLd: [] }],
    ['an Open Graph type the shop does not use', { title: 't', openGraph: { type: 'article' }, jsonLd: [] }],
    ['a price that is text', { title: 't', openGraph: { type: 'product', offer: { price: '1 290', currency: 'RUB', available: true } }, jsonLd: [] }],
    ['JSON-LD that is markup', { title: 't', openGraph: { type: 'website' }, jsonLd: ['<script>alert(1)</script>'] }],
    ['JSON-LD that is not a list', { title: 't', openGraph: { type: 'website' }, jsonLd: { '@type': 'Product' } }],
    ['a description that is not text', { title: 't', description: ['a'], openGraph: { type: 'website' }, jsonLd: [] }],
  ])('When the remote answers %s, then its head is not used (the shell builds its own)', (_name, head) => {
    expect(metaOfRemoteHead(head, BASE)).toBeNull();
  });
});
