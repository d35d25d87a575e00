import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import type { PageHead } from 'shared-kit/contracts';
import { mockHttp, paged } from 'shared-kit/testing';
import { createCatalogStore } from '../app/store';
import { makeBanner, makeCategoryPage, makeProductDetails, makeProductReviews, makeReview, tree } from '../test/fixtures';
import { installFakeFragments } from '../test/fakeFragments';
import { routes } from './routes';

/** Mounts the exposed routes the way the shell does: `useRoutes` inside the shell's splat layout route. */
function AsTheShellDoes() {
  return useRoutes(routes);
}

describe('exposed routes inside the shell', () => {
  beforeEach(() => installFakeFragments());

  it('When the header search lands on /category with a query, then the catalogue-wide call is not narrowed to a category named after the path', async () => {
    const { requests } = mockHttp(() => ({
      data: makeCategoryPage({ category: null, breadcrumbs: [], children: [], query: 'магний', products: paged([]) }),
    }));

    render(
      <MemoryRouter initialEntries={['/category?query=%D0%BC%D0%B0%D0%B3%D0%BD%D0%B8%D0%B9']}>
        <Routes>
          <Route path="*" element={<AsTheShellDoes />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Результаты поиска «магний»' })).toBeInTheDocument();
    const search = requests.find((request) => request.url === '/category');
    expect(search?.params).toMatchObject({ query: 'магний' });
    expect(search?.params.category_query ?? '').toBe('');
  });
});

describe('the server render of the home page', () => {
  /** Runs the home route's prefetch in a store of its own, as the shell's server does, and answers its state. */
  async function prefetchHome() {
    const store = createCatalogStore();
    const home = routes.find((route) => route.path === '/')!;
    await Promise.all(home.prefetch!({ params: {}, search: new URLSearchParams() }).map((thunk) => store.dispatch(thunk as never)));
    return store.getState();
  }

  it('When the hero is active, then its banners are loaded before the render, so its first picture is in the HTML', async () => {
    const { requests } = mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { data: ['main_hero_top'] },
      'GET /selection/main_hero_top': { data: [makeBanner(1, 'Скидки на витамины до 30%')] },
    });

    const state = await prefetchHome();

    expect(requests.map((request) => request.url).sort()).toEqual(['/categories/tree', '/selection/active_key', '/selection/main_hero_top']);
    const hero = Object.values(state.catalogApi.queries).find((query) => query?.endpointName === 'bannerSelection');
    expect(hero).toMatchObject({ status: 'fulfilled', originalArgs: 'main_hero_top' });
  });

  it('When the hero is not active, then its banners are not asked for (the page shows its static hero)', async () => {
    const { requests } = mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { data: ['main'] },
    });

    await prefetchHome();

    expect(requests.map((request) => request.url)).not.toContain('/selection/main_hero_top');
  });
});

describe('the head of a server-rendered page', () => {
  const BASE = 'https://zdorovie.example';

  /** Runs a route's prefetch, then its head, in one store, as the shell's server does (shell/src/server/prefetchPage.ts). */
  async function renderHead(path: string, url: string) {
    const store = createCatalogStore();
    const route = routes.find((item) => item.path === path)!;
    const target = new URL(url, BASE);
    const params = { '*': target.pathname.replace(/^\/(products|category)\/?/, '') };
    await Promise.all(route.prefetch!({ params, search: target.searchParams }).map((thunk) => store.dispatch(thunk as never)));
    return store.dispatch(route.head!({ params, search: target.searchParams, base: BASE }) as never) as unknown as Promise<PageHead | null>;
  }

  it('When a product page is rendered, then the product is read once for its page and its head, and its few newest reviews once for its JSON-LD', async () => {
    const product = makeProductDetails();
    const { requests } = mockHttp({
      [`GET /products/${product.full_slug}`]: { data: product },
      'GET /reviews/7': { data: makeProductReviews([makeReview(1)], { pageSize: 3, total: 1, pages: 1 }) },
    });

    const head = await renderHead('/products/*', product.url);

    expect(requests.map((request) => request.url)).toEqual([`/products/${product.full_slug}`, '/reviews/7']);
    expect(requests[1].params).toMatchObject({ page: 1, pageSize: 3 });
    expect(head).toMatchObject({ title: 'Solgar Витамин D3 1000 МЕ, 90 капсул — купить в Здоровье+', canonical: `${BASE}${product.url}` });
    expect(head!.jsonLd.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('When the product is unknown, then there is no head (the shell gives the 404 its own)', async () => {
    mockHttp({});

    expect(await renderHead('/products/*', '/products/no-such')).toBeNull();
  });

  it('When a category is rendered, then its listing is read once; a search in it leaves the head to the shell', async () => {
    const { requests } = mockHttp({ 'GET /categories/tree': { data: tree }, 'GET /category/vitaminy-i-bady/vitaminy': { data: makeCategoryPage() } });

    const head = await renderHead('/category/*', '/category/vitaminy-i-bady/vitaminy?page=2');
    const search = await renderHead('/category/*', '/category/vitaminy-i-bady/vitaminy?query=d3');

    expect(head).toMatchObject({ canonical: `${BASE}/category/vitaminy-i-bady/vitaminy` });
    expect(requests.filter((request) => request.url === '/category/vitaminy-i-bady/vitaminy')).toHaveLength(1);
    expect(search).toBeNull();
  });
});
