import { isGuardedPath, parseDeclaration, setRemoteDeclarations } from 'shared-kit';
import { withBuiltIns } from '../../federation/builtInDeclarations';
import { ownerOf, withoutTrailingSlash } from './ownerOf';

describe('route owners', () => {
  beforeEach(() => setRemoteDeclarations(withBuiltIns([])));
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

  it('When a remote releases a declaration with a new page and a new guarded page, then the shell routes both to it with no release of its own', () => {
    const account = parseDeclaration(
      {
        name: 'mf_account',
        version: '1.5.0',
        platform: '^1.0.0',
        routes: [{ path: '/personal/subscriptions', guarded: true, title: 'Подписки' }, { path: '/personal/*' }],
        fragments: {},
      },
      'mf_account',
    );
    const catalog = parseDeclaration(
      { name: 'mf_catalog', version: '2.0.0', platform: '^1.0.0', routes: [{ path: '/' }, { path: '/promo/:slug' }], fragments: {} },
      'mf_catalog',
    );
    expect(ownerOf('/promo/spring')).toEqual({ kind: 'none' });

    setRemoteDeclarations(withBuiltIns([catalog!, account!]));

    expect(ownerOf('/promo/spring')).toEqual({ kind: 'remote', remote: 'mf_catalog' });
    expect(ownerOf('/personal/subscriptions')).toEqual({ kind: 'remote', remote: 'mf_account' });
    expect(isGuardedPath('/personal/subscriptions')).toBe(true);
    expect(isGuardedPath('/Personal/Subscriptions/')).toBe(true);
    // The account's declaration replaced the built-in one: its old guarded pages are what it now says.
    expect(isGuardedPath('/personal/orders')).toBe(false);
    // A page the new catalogue declaration dropped is nobody's any more.
    expect(ownerOf('/brands')).toEqual({ kind: 'content', slug: 'brands' });
  });

  it('When the built-in declarations stand in, then the guarded pages are those of the sign-in rules', () => {
    for (const path of ['/order', '/order/confirm/15', '/personal', '/personal/orders', '/PERSONAL/Waitlist']) {
      expect(isGuardedPath(path)).toBe(true);
    }
    for (const path of ['/cart', '/', '/personal/feedback', '/personal/help-buyer', '/search']) {
      expect(isGuardedPath(path)).toBe(false);
    }
  });
});
