/** @jest-environment node */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRenderScope, getHttp, setRemoteDeclarations, setRemoteLoader, type PageHead, type RemoteRoutesModule } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { withBuiltIns } from '../federation/builtInDeclarations';
import { prefetch } from './prefetchPage';

const HEAD: PageHead = { title: 'Товар — Здоровье+', canonical: 'https://zdorovie.example/products/a', openGraph: { type: 'product' }, jsonLd: [] };

/** A remote's `./routes` whose product page reads its product into its store and describes its head from it. */
function productRoutes(): RemoteRoutesModule {
  const page = createSlice({
    name: 'page',
    initialState: { product: null as { title: string } | null },
    reducers: { loaded: (state, action: { payload: { title: string } }) => ({ ...state, product: action.payload }) },
  });
  type State = { page: { product: { title: string } | null } };
  return {
    routes: [
      {
        path: '/products/*',
        prefetch: ({ params }) => [
          async (dispatch: (action: unknown) => unknown) => {
            const { data } = await getHttp().get<{ title: string }>(`/products/${params['*']}`);
            dispatch(page.actions.loaded(data));
          },
        ],
        head:
          ({ base }) =>
          (_dispatch, getState) => {
            const { product } = (getState() as State).page;
            // A function in the head is not data: it is left behind on its way to the shell's server.
            return product ? ({ ...HEAD, title: `${product.title} — Здоровье+`, canonical: `${base}/products/a`, extra: () => 1 } as PageHead) : null;
          },
      },
    ],
    server: { storeName: 'mf_catalog', createStore: () => configureStore({ reducer: { page: page.reducer } }) },
  };
}

describe('the prefetch of a server render', () => {
  beforeEach(() => {
    setRemoteDeclarations(withBuiltIns([]));
    setRemoteLoader(async () => productRoutes());
  });

  it('When the remote\'s route describes its head, then it is asked once the page\'s data is in the store, and the product is read once', async () => {
    const { requests } = mockHttp((request) => (request.url === '/products/a' ? { data: { title: 'Товар' } } : { data: {} }));
    const degraded: string[] = [];

    const prefetched = await prefetch(createRenderScope(), new URL('http://shop.invalid/products/a'), 2000, degraded, 'https://zdorovie.example');
    const head = await prefetched.head!();

    expect(prefetched.notFound).toBe(false);
    expect(head).toEqual({ ...HEAD, title: 'Товар — Здоровье+' });
    expect(requests.filter((request) => request.url === '/products/a')).toHaveLength(1);
    expect(degraded).toEqual([]);
  });

  it('When the API does not know the product, then the page is not found and no head is asked for', async () => {
    mockHttp((request) => (request.url === '/products/a' ? { status: 404, data: { statusCode: 404 } } : { data: {} }));
    setRemoteLoader(async () => {
      const module = productRoutes();
      module.routes[0].prefetch = () => [
        async () => {
          try {
            await getHttp().get('/products/a');
          } catch {
            return { error: { status: 404 } };
          }
          return {};
        },
      ];
      return module;
    });

    const prefetched = await prefetch(createRenderScope(), new URL('http://shop.invalid/products/a'), 2000, []);

    expect(prefetched.notFound).toBe(true);
    expect(prefetched.head).toBeUndefined();
  });

  it('When the head\'s thunk throws, then there is no head (the shell builds its own), and the page is not left to the browser for it', async () => {
    mockHttp(() => ({ data: { title: 'Товар' } }));
    setRemoteLoader(async () => {
      const module = productRoutes();
      module.routes[0].head = () => () => {
        throw new Error('no head');
      };
      return module;
    });
    const degraded: string[] = [];

    const prefetched = await prefetch(createRenderScope(), new URL('http://shop.invalid/products/a'), 2000, degraded);

    expect(await prefetched.head!()).toBeNull();
    expect(degraded).toEqual([]);
  });

  it('When the prefetch runs out of its budget, then no head is asked for (the shell builds its own)', async () => {
    mockHttp((request) => (request.url === '/products/a' ? new Promise(() => undefined) : { data: {} }));

    const prefetched = await prefetch(createRenderScope(), new URL('http://shop.invalid/products/a'), 50, []);

    expect(prefetched.head).toBeUndefined();
  });
});
