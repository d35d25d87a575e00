import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import { mockHttp, paged } from 'shared-kit/testing';
import { createCatalogStore } from '../app/store';
import { makeBanner, makeCategoryPage, tree } from '../test/fixtures';
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
