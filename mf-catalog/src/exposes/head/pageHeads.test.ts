import { makeCategoryPage, makeProductDetails, makeProductReviews, makeReview } from '../../test/fixtures';
import { brandsHead, catalogueHead, categoryHead, productHead } from './pageHeads';
import { plainText } from 'shared-kit/seo';

const BASE = 'https://zdorovie.example';
const URL = '/products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3';

/** The product as the shell's own head tests have it (shell/server/seo/test-fixtures.cjs): SEO fields filled, a WebP preview. */
const product = (overrides = {}) =>
  makeProductDetails({
    seo_title: 'Solgar Витамин D3 — купить в Пскове | Здоровье+',
    seo_description: 'Solgar Витамин D3 по выгодной цене в Здоровье+.',
    seo_keywords: 'витамин d3, solgar',
    og_image: 'http://api.internal/api/media/products/7.svg',
    preview: '/api/media/products/7.svg',
    preview_webp: '/api/media/products/7.webp',
    price: 1290.5,
    price_current: 1290.5,
    reviews_count: 2,
    description: '<p>Витамин D3 &laquo;для всей семьи&raquo;.</p>',
    ...overrides,
  });

const reviews = () =>
  makeProductReviews(
    [
      makeReview(1, { rating: 5, comment: 'Хорошо переносится.', author_name: 'Николай И.', created_at: '2026-10-25T14:18:34.511Z' }),
      makeReview(2, { rating: 4, comment: '', advantages: 'Удобно пить', author_name: 'Покупатель', created_at: '2026-09-13T20:30:34.511Z' }),
    ],
    { total: 2, rating_total: 4.5, pageSize: 3, pages: 1 },
  );

describe('the head of a product page', () => {
  it('When the API knows the product, then the head has its SEO texts, canonical, a picture previews can draw and its offer', () => {
    const head = productHead(product(), reviews(), BASE);

    expect(head).toMatchObject({
      title: 'Solgar Витамин D3 — купить в Пскове | Здоровье+',
      description: 'Solgar Витамин D3 по выгодной цене в Здоровье+.',
      keywords: 'витамин d3, solgar',
      canonical: `${BASE}${URL}`,
      openGraph: { type: 'product', image: `${BASE}/api/media/products/7.webp`, offer: { price: 1290.5, currency: 'RUB', available: true } },
    });
    expect(head.robots).toBeUndefined();
  });

  it('When the product has reviews, then its JSON-LD is a Product with its Offer in rubles, its rating and reviews, then its breadcrumbs', () => {
    const [ld, crumbs] = productHead(product(), reviews(), BASE).jsonLd;

    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Solgar Витамин D3 1000 МЕ, 90 капсул',
      description: 'Витамин D3 «для всей семьи».',
      sku: 'SLG-00071',
      brand: { '@type': 'Brand', name: 'Solgar' },
      offers: { '@type': 'Offer', price: '1290.50', priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url: `${BASE}${URL}` },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect((ld.image as string[])[0]).toBe(`${BASE}/api/media/products/7.svg`);
    expect((ld.review as { author: { name: string }; reviewBody: string; datePublished: string }[]).map((review) => [review.author.name, review.reviewBody, review.datePublished])).toEqual([
      ['Николай И.', 'Хорошо переносится.', '2026-10-25'],
      ['Покупатель', 'Удобно пить', '2026-09-13'],
    ]);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs.itemListElement as { item: string }[]).at(-1)?.item).toBe(`${BASE}${URL}`);
  });

  it('When the product has no SEO texts, then the title is its name with the shop, the description its own cut to plain text, and no description is sent for an empty one', () => {
    const long = `<p>${'Очень длинное описание витамина. '.repeat(12)}</p>`;
    const head = productHead(product({ seo_title: '', seo_description: '', og_description: '', description: long }), null, BASE);
    const bare = productHead(product({ seo_title: '', seo_description: '', og_description: '', description: '' }), null, BASE);

    expect(head.title).toBe('Solgar Витамин D3 1000 МЕ, 90 капсул — Здоровье+');
    expect(head.description).toMatch(/^Очень длинное описание витамина\. .*…$/);
    expect(head.description!.length).toBeLessThanOrEqual(200);
    // The shop's default description is the shell's to give.
    expect(bare.description).toBeUndefined();
  });

  it('When only SVG pictures exist, then no picture is given (the shell gives its own); out of stock says so', () => {
    const head = productHead(product({ preview_webp: null, og_image: '', availability: 'out_of_stock' }), null, BASE);

    expect(head.openGraph.image).toBeUndefined();
    expect(head.openGraph.offer?.available).toBe(false);
    expect(head.jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });
});

describe('the heads of the catalogue', () => {
  it('When a category is shown, then it is indexed without its filters and page, with its breadcrumbs', () => {
    const head = categoryHead(makeCategoryPage(), BASE)!;

    expect(head).toMatchObject({ title: 'Витамины — купить в Здоровье+', canonical: `${BASE}/category/vitaminy-i-bady/vitaminy`, openGraph: { type: 'website' } });
    expect(head.description).toBe('Витамины для всей семьи.');
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(categoryHead(makeCategoryPage({ category: null }), BASE)).toBeNull();
  });

  it('When the catalogue root is a search, then it is not indexed; otherwise it is, at /category', () => {
    expect(catalogueHead(BASE, false)).toMatchObject({ title: 'Каталог — Здоровье+', canonical: `${BASE}/category` });
    expect(catalogueHead(BASE, true)).toMatchObject({ robots: 'noindex' });
    expect(catalogueHead(BASE, true).canonical).toBeUndefined();
    expect(catalogueHead(BASE, false).jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ item: `${BASE}/` }, { item: `${BASE}/category` }] });
  });

  it('When the brands are shown, then their SEO fields are the head, at /brands', () => {
    const list = { content: [], letters: [], title: 'Бренды', seo_title: '', seo_h1: '', seo_description: 'Все бренды.', seo_keywords: '', og_title: '', og_description: '', og_image: '' };

    expect(brandsHead(list, BASE)).toEqual({ title: 'Бренды — Здоровье+', description: 'Все бренды.', canonical: `${BASE}/brands`, openGraph: { type: 'website' }, jsonLd: [] });
  });
});

describe('plain text of the API\'s HTML', () => {
  it('When a description has tags, scripts and character references, then only its text is left, decoded', () => {
    expect(plainText('<p>A&nbsp;&amp;&#x41;<script>x</script> <b>B</b></p>')).toBe('A &A B');
    expect(plainText(null)).toBe('');
  });
});
