/** @jest-environment node */
const { classifyPage, loadPageData } = require('./pages.cjs');
const { compileDeclaration } = require('../declarations.cjs');
const { product, reviews } = require('./test-fixtures.cjs');

/**
 * The routes the four remotes declare today (their own declaration.json), not the shell's built-in copy,
 * which may be older (ADR 0022): a page a remote adds alone is classified without a shell file edited.
 */
const ROUTES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-search'].flatMap((dir) => {
  const body = require(`../../../${dir}/declaration.json`);
  return compileDeclaration(body, body.name);
});

/** A fetch that answers the addresses it knows (after the API's origin) and records every call. */
function fakeFetch(answers) {
  const calls = [];
  const fetcher = async (url, { signal }) => {
    const path = url.replace('http://api.test', '');
    calls.push(path);
    const answer = answers[path];
    if (answer === 'hang') return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    if (answer === undefined) return new Response('{"statusCode":404}', { status: 404 });
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return Response.json(answer);
  };
  return { calls, fetcher };
}

describe('what a page address is', () => {
  it.each([
    ['/', 'home'],
    ['/products/vitaminy/d3', 'product'],
    ['/category/vitaminy', 'category'],
    ['/category', 'catalogue'],
    ['/brands', 'brands'],
    ['/search', 'search'],
    ['/cart', 'personal'],
    ['/order', 'personal'],
    ['/order/confirm/15', 'personal'],
    ['/personal', 'personal'],
    ['/personal/Favourites', 'personal'],
    ['/delivery', 'content'],
    ['/personal-data-consent', 'content'],
    ['/no/such/page', 'unknown'],
    ['/order/x/y', 'unknown'],
    ['/personal/nope', 'unknown'],
    ['/personal/orders/x', 'unknown'],
  ])('%s is a %s page', (path, type) => {
    expect(classifyPage(path, ROUTES).type).toBe(type);
  });

  it('When a remote declared a title, then the page carries it', () => {
    expect(classifyPage('/cart', ROUTES).title).toBe('Корзина');
    expect(classifyPage('/category/a', ROUTES)).toEqual({ type: 'category', slug: 'a' });
  });
});

describe('the data of a page', () => {
  const options = (fetcher, timeoutMs) => ({ apiTarget: 'http://api.test', fetch: fetcher, timeoutMs });

  it('When a category page is read, then the API is asked once and its answer is the data', async () => {
    const { calls, fetcher } = fakeFetch({ '/api/category/vitaminy/d?pageSize=1': { category: { title: 'D' } } });

    const loaded = await loadPageData({ type: 'category', slug: 'vitaminy/d' }, options(fetcher));

    expect(loaded).toEqual({ status: 200, data: { category: { title: 'D' } }, complete: true });
    expect(calls).toEqual(['/api/category/vitaminy/d?pageSize=1']);
  });

  it('When a product with reviews is read, then its few newest reviews come with it; without reviews they are not asked for', async () => {
    const { calls, fetcher } = fakeFetch({
      '/api/products/a/b': product(),
      '/api/reviews/7?page=1&pageSize=3': reviews(),
      '/api/products/a/c': product({ reviews_count: 0 }),
    });

    const withReviews = await loadPageData({ type: 'product', slug: 'a/b' }, options(fetcher));
    const without = await loadPageData({ type: 'product', slug: 'a/c' }, options(fetcher));

    expect(withReviews.reviews.total).toBe(2);
    expect(without.reviews).toBeNull();
    expect(calls).toEqual(['/api/products/a/b', '/api/reviews/7?page=1&pageSize=3', '/api/products/a/c']);
  });

  it('When the API says 404 or 400, then the page is 404; a 500 or no answer in time leaves it 200 but incomplete', async () => {
    const { fetcher } = fakeFetch({ '/api/pages/bad': 400, '/api/pages/broken': 500, '/api/pages/slow': 'hang' });

    expect((await loadPageData({ type: 'content', slug: 'nope' }, options(fetcher))).status).toBe(404);
    expect((await loadPageData({ type: 'content', slug: 'bad' }, options(fetcher))).status).toBe(404);
    expect(await loadPageData({ type: 'content', slug: 'broken' }, options(fetcher))).toEqual({ status: 200, data: null, complete: false });
    expect(await loadPageData({ type: 'content', slug: 'slow' }, options(fetcher, 50))).toEqual({ status: 200, data: null, complete: false });
  });

  it('When the address has dot segments or broken escapes, then it is 404 and the API is not asked; escapes are passed on as such', async () => {
    const { calls, fetcher } = fakeFetch({ '/api/products/a%2Fb/%D0%BA': product({ reviews_count: 0 }) });

    expect((await loadPageData({ type: 'product', slug: '../../api/cart' }, options(fetcher))).status).toBe(404);
    expect((await loadPageData({ type: 'product', slug: 'a/%E0%A4%A' }, options(fetcher))).status).toBe(404);
    expect((await loadPageData({ type: 'product', slug: 'a%2Fb/к' }, options(fetcher))).status).toBe(200);
    expect(calls).toEqual(['/api/products/a%2Fb/%D0%BA']);
  });

  it('When a page has no API data (the cart, search) or is unknown, then nothing is asked', async () => {
    const { calls, fetcher } = fakeFetch({});

    expect(await loadPageData({ type: 'personal' }, options(fetcher))).toEqual({ status: 200, data: null, complete: true });
    expect((await loadPageData({ type: 'unknown' }, options(fetcher))).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
