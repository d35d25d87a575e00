import { screen } from '@testing-library/react';
import { mockHttp, makeProduct, paged } from 'shared-kit/testing';
import { makeCategoryPage, tree } from '../../test/fixtures';
import { installFakeFragments } from '../../test/fakeFragments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('When the home page opens, then top-level categories are tiles and the popular products form a grid', async () => {
    installFakeFragments();
    const { requests } = mockHttp(({ url }) =>
      url === '/categories/tree'
        ? { data: tree }
        : { data: makeCategoryPage({ category: null, products: paged([makeProduct(1, { title: 'Омега-3 1000 мг' })]) }) },
    );

    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Косметика' })).toHaveAttribute('href', '/category/kosmetika');
    expect(screen.getByRole('link', { name: 'Уход за лицом' })).toHaveAttribute('href', '/category/kosmetika/uhod-za-licom');
    expect(await screen.findByRole('article', { name: 'Омега-3 1000 мг' })).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/category')?.params).toMatchObject({ sorting: 'popular', pageSize: 12 });
  });

  it('When the tree is already in the store, then the home page does not ask for it again', async () => {
    installFakeFragments();
    const { requests } = mockHttp(() => ({ data: makeCategoryPage({ category: null }) }));

    renderWithProviders(<HomePage />, { preloadedState: { categoryTree: { items: tree, status: 'loaded', error: null } } });

    expect(screen.getByRole('link', { name: 'Витамины и БАДы' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(requests.map((request) => request.url)).toEqual(['/category']);
  });
});
