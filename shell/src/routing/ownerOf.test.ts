import { ownerOf, withoutTrailingSlash } from './ownerOf';

describe('route owners', () => {
  it.each([
    ['/', 'mf_catalog'],
    ['/category', 'mf_catalog'],
    ['/category/vitaminy/vitamin-d', 'mf_catalog'],
    ['/products/solgar-d3', 'mf_catalog'],
    ['/brands', 'mf_catalog'],
    ['/cart', 'mf_checkout'],
    ['/order', 'mf_checkout'],
    ['/order/confirm/123', 'mf_checkout'],
    ['/personal', 'mf_account'],
    ['/personal/Waitlist', 'mf_account'],
    ['/personal/waitlist', 'mf_account'],
    ['/search', 'mf_search'],
  ])('When the path is %s, then %s renders it', (path, remote) => {
    expect(ownerOf(path)).toEqual({ kind: 'remote', remote });
  });

  it('When the path is a single unknown slug, then the content page renders it', () => {
    expect(ownerOf('/policy')).toEqual({ kind: 'content', slug: 'policy' });
    expect(ownerOf('/delivery')).toEqual({ kind: 'content', slug: 'delivery' });
  });

  it('When the path is deeper and unknown, then nobody owns it', () => {
    expect(ownerOf('/no/such/page')).toEqual({ kind: 'none' });
  });

  it('When a path ends with a slash, then the redirect target drops it; the root stays', () => {
    expect(withoutTrailingSlash('/cart/')).toBe('/cart');
    expect(withoutTrailingSlash('/category/a//')).toBe('/category/a');
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/cart')).toBeNull();
  });
});
