import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import { mockHttp, paged } from 'shared-kit/testing';
import { makeCategoryPage } from '../test/fixtures';
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
