import { parseDeclaration, routePattern } from '../contracts/declarations';
import {
  DECLARATION_TIMEOUT_MS,
  declarationUrl,
  declaredFragment,
  declaredTitle,
  fetchRemoteDeclarations,
  isGuardedPath,
  ownerOfPath,
  setRemoteDeclarations,
} from './declarations';

function answer(bodies: Record<string, unknown>): typeof fetch {
  return jest.fn(async (url: string) => {
    const body = bodies[url];
    if (body === undefined) return { ok: false, status: 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
}

describe('remote declarations', () => {
  afterEach(() => setRemoteDeclarations([]));

  it('When a declaration has entries that do not fit, then only those are dropped; another container\'s body is refused', () => {
    const declaration = parseDeclaration(
      {
        name: 'mf_checkout',
        version: '1.4.0',
        platform: '^1.0.0',
        routes: [{ path: '/cart', title: 'Корзина' }, { path: 'javascript:alert(1)' }, { path: '/order', guarded: 'yes' }, 'x'],
        fragments: {
          'mf_checkout/CartButton': { width: '100%', height: 40 },
          'mf_account/FavouriteButton': { height: 40 },
          'mf_checkout/Broken': { width: 10 },
        },
      },
      'mf_checkout',
    );
    expect(declaration).toEqual({
      name: 'mf_checkout',
      version: '1.4.0',
      platform: '^1.0.0',
      routes: [{ path: '/cart', title: 'Корзина' }, { path: '/order' }],
      fragments: { 'mf_checkout/CartButton': { width: '100%', height: 40 } },
    });
    expect(parseDeclaration({ name: 'mf_account', routes: [], fragments: {} }, 'mf_checkout')).toBeNull();
    expect(parseDeclaration([], 'mf_checkout')).toBeNull();
  });

  it('When patterns are matched, then `/x/*` takes the path and below, `:id` one segment, case and a trailing slash aside', () => {
    expect(routePattern('/category/*').test('/category')).toBe(true);
    expect(routePattern('/category/*').test('/Category/a/b')).toBe(true);
    expect(routePattern('/category/*').test('/categoryx')).toBe(false);
    expect(routePattern('/order/:id').test('/order/15/')).toBe(true);
    expect(routePattern('/order/:id').test('/order/15/x')).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/x')).toBe(false);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
  });

  it('When declarations are installed, then the first route taking a path decides its owner, guard and title', () => {
    setRemoteDeclarations([
      parseDeclaration({ name: 'mf_account', routes: [{ path: '/personal/orders', guarded: true, title: 'Мои заказы' }, { path: '/personal/*' }], fragments: { 'mf_account/HeaderPersonal': { width: 144, height: 44 } } }, 'mf_account')!,
    ]);
    expect(ownerOfPath('/personal/orders')).toBe('mf_account');
    expect(isGuardedPath('/personal/orders')).toBe(true);
    expect(declaredTitle('/personal/orders')).toBe('Мои заказы');
    expect(isGuardedPath('/personal/feedback')).toBe(false);
    expect(ownerOfPath('/cart')).toBeNull();
    expect(declaredFragment('mf_account/HeaderPersonal')).toEqual({ width: 144, height: 44 });
    expect(declaredFragment('mf_checkout/CartButton')).toBeUndefined();
  });

  it('When declarations are fetched, then each comes from beside its manifest; a missing one takes the fallback or nothing', async () => {
    const manifest = {
      mf_catalog: 'https://cdn.example/catalog/1.2.0/mf-manifest.json',
      mf_search: '/remotes/search/mf-manifest.json',
      mf_account: 'https://cdn.example/account/mf-manifest.json',
    };
    const fetcher = answer({
      'https://cdn.example/catalog/1.2.0/mf-declaration.json': { name: 'mf_catalog', version: '1.2.0', routes: [{ path: '/' }], fragments: {} },
      'https://shop.example/remotes/search/mf-declaration.json': { name: 'mf_catalog', routes: [], fragments: {} },
    });
    const fallback = { mf_search: parseDeclaration({ name: 'mf_search', routes: [{ path: '/search' }], fragments: {} }, 'mf_search')! };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const read = await fetchRemoteDeclarations(manifest, { fetcher, base: 'https://shop.example/cart', fallback });

    expect(read.map((declaration) => [declaration.name, declaration.version])).toEqual([
      ['mf_catalog', '1.2.0'],
      ['mf_search', 'unknown'],
    ]);
    expect(declarationUrl('/remotes/search/mf-manifest.json', 'https://shop.example/a/b')).toBe('https://shop.example/remotes/search/mf-declaration.json');
  });

  it('When a remote answers its declaration slowly, then after the time limit it gets the fallback and its request is dropped', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signals: AbortSignal[] = [];
    const fetcher = jest.fn((url: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      if (url.includes('/checkout/')) return new Promise<Response>(() => undefined);
      return Promise.resolve({ ok: true, status: 200, json: async () => ({ name: 'mf_catalog', routes: [{ path: '/' }], fragments: {} }) } as Response);
    }) as unknown as typeof fetch;
    const fallback = { mf_checkout: parseDeclaration({ name: 'mf_checkout', version: 'built-in', routes: [{ path: '/cart' }], fragments: {} }, 'mf_checkout')! };

    try {
      let read: Array<{ name: string; version: string }> | null = null;
      void fetchRemoteDeclarations(
        { mf_catalog: 'https://cdn.example/catalog/mf-manifest.json', mf_checkout: 'https://cdn.example/checkout/mf-manifest.json' },
        { fetcher, base: 'https://shop.example/', fallback },
      ).then((declarations) => (read = declarations));

      await jest.advanceTimersByTimeAsync(DECLARATION_TIMEOUT_MS - 1);
      expect(read).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(read!.map((declaration) => [declaration.name, declaration.version])).toEqual([
        ['mf_catalog', 'unknown'],
        ['mf_checkout', 'built-in'],
      ]);
      expect(signals[1]!.aborted).toBe(true);
      expect(signals[0]!.aborted).toBe(false);
      expect(warn).toHaveBeenCalledWith('[shop] declaration of mf_checkout unavailable, using the built-in one', expect.any(Error));
    } finally {
      jest.useRealTimers();
    }
  });
});
