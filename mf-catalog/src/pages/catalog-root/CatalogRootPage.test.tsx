import { screen, within } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { tree } from '../../test/fixtures';
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
});
