import { screen, within } from '@testing-library/react';
import { getSession, setRemoteLoader } from 'shared-kit';
import { mockHttp, makeProduct, paged } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavouritesPage } from './FavouritesPage';

afterEach(() => getSession().signOut());

// The checkout team's cart button, as the Module Federation runtime would hand it over.
const loadedIds: string[] = [];
beforeAll(() =>
  setRemoteLoader(async (id) => {
    loadedIds.push(id);
    return {
      CartButton: ({ productId, available }: { productId: number; available: number }) => (
        <button type="button">{`Купить ${productId} из ${available}`}</button>
      ),
    };
  }),
);

describe('FavouritesPage', () => {
  it('When the customer has favourites, then their cards are shown, marked as favourites', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /favourites/list': {
        data: paged([makeProduct(7, { title: 'Омега-3 1000 мг' })]),
      },
      'GET /favourites/info': { data: { quantity: 1, products: [7] } },
    });
    renderWithProviders(<FavouritesPage />, { route: '/personal/favourites' });

    const list = await screen.findByRole('list', { name: 'Избранное' });
    const card = within(list).getByRole('article', { name: 'Омега-3 1000 мг' });
    expect(await within(card).findByRole('button', { name: 'В избранном' })).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Купить 7 из 5' })).toBeInTheDocument();
    expect(loadedIds).toEqual(['mf_checkout/CartButton']);
  });

  it('When there are no favourites, then the empty state is shown', async () => {
    mockHttp({ 'GET /favourites/list': { data: paged([]) } });
    renderWithProviders(<FavouritesPage />, { route: '/personal/favourites' });

    expect(await screen.findByText('В избранном пока нет товаров')).toBeInTheDocument();
  });
});
