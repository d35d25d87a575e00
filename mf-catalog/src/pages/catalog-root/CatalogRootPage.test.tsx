import { screen, within } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { makeBanner, tree } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRootPage } from './CatalogRootPage';

describe('CatalogRootPage', () => {
  it('When /category opens without a query, then every top-level category shows its groups and their leaves', async () => {
    mockHttp(() => ({ data: tree }));

    renderWithProviders(<CatalogRootPage />, { route: '/category', path: '/category' });

    const vitamins = await screen.findByRole('region', { name: 'Витамины и БАДы' });
    expect(within(vitamins).getByRole('link', { name: 'Витамины' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/vitaminy',
    );
    expect(within(vitamins).getByRole('link', { name: 'Витамин D' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/vitaminy/vitamin-d',
    );
    const cosmetics = screen.getByRole('region', { name: 'Косметика' });
    expect(within(cosmetics).getByRole('link', { name: 'Кремы' })).toHaveAttribute(
      'href',
      '/category/kosmetika/uhod-za-licom/kremy',
    );
  });

  it('When the catalogue row is active, then its banners stand in a row under the heading', async () => {
    mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { data: ['catalog_row'] },
      'GET /selection/catalog_row': {
        data: [makeBanner(31, 'Спортивное питание со скидкой'), makeBanner(32, 'Новинки косметики', { link_to_go: null })],
      },
    });

    renderWithProviders(<CatalogRootPage />, { route: '/category', path: '/category' });

    const row = await screen.findByRole('list', { name: 'Предложения' });
    expect(within(row).getByRole('link', { name: 'Спортивное питание со скидкой' })).toHaveAttribute('href', '/category/banner-31');
    // A banner that leads nowhere is a picture, not a link.
    expect(within(row).getByRole('img', { name: 'Новинки косметики' }).closest('a')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Каталог' });
    expect(heading.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('When the catalogue row is not active or fails, then the catalogue shows without it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { status: 500 },
    });

    renderWithProviders(<CatalogRootPage />, { route: '/category', path: '/category' });

    expect(await screen.findByRole('region', { name: 'Косметика' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Предложения' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).not.toContain('/selection/catalog_row');
  });
});
