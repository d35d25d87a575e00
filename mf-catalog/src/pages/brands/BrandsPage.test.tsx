import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandListDto } from 'shared-kit/contracts';
import { mockHttp } from 'shared-kit/testing';
import { makeBrand } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BrandsPage } from './BrandsPage';

const brands = [makeBrand(1, 'Solgar', 'S'), makeBrand(2, 'Sante', 'S'), makeBrand(3, 'Эвалар', 'Э'), makeBrand(4, 'Now Foods', 'N')];

function brandList(letters?: string): BrandListDto {
  return {
    title: 'Бренды',
    seo_title: 'Бренды товаров для здоровья',
    seo_h1: 'Бренды',
    seo_description: '',
    seo_keywords: '',
    og_title: '',
    og_description: '',
    og_image: '',
    content: letters ? brands.filter((brand) => brand.letter === letters) : brands,
    letters: ['N', 'S', 'Э'],
  };
}

describe('BrandsPage', () => {
  it('When the brands page opens, then brands are grouped under their letters', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockHttp(({ url, params }) =>
      url === '/brand_list' ? { data: brandList(params.letters as string | undefined) } : { status: 404 },
    );

    renderWithProviders(<BrandsPage />, { route: '/brands', path: '/brands' });

    const group = await screen.findByRole('region', { name: 'S' });
    expect(within(group).getAllByRole('link').map((link) => link.textContent)).toEqual(['Solgar', 'Sante']);
    expect(screen.getByRole('region', { name: 'Э' })).toBeInTheDocument();
    expect(document.title).toBe('Бренды товаров для здоровья');
  });

  it('When a Cyrillic letter is chosen, then the list is asked for that letter only', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = mockHttp(({ url, params }) =>
      url === '/brand_list' ? { data: brandList(params.letters as string | undefined) } : { status: 404 },
    );
    renderWithProviders(<BrandsPage />, { route: '/brands', path: '/brands' });
    await screen.findByRole('region', { name: 'S' });

    await userEvent.click(screen.getByRole('button', { name: 'А–Я' }));
    const letters = screen.getByRole('navigation', { name: 'Фильтр по первой букве' });
    expect(within(letters).queryByRole('link', { name: 'S' })).not.toBeInTheDocument();
    await userEvent.click(within(letters).getByRole('link', { name: 'Э' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'S' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Эвалар' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/brand_list').at(-1)?.params.letters).toBe('Э');
  });
});
