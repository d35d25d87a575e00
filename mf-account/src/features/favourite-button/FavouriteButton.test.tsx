import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp, type MockRoutes } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FavouriteButton } from './FavouriteButton';

afterEach(() => {
  getSession().signOut();
  sessionStorage.clear();
});

describe('FavouriteButton', () => {
  it('When an anonymous visitor presses it, then sign-in is requested and nothing is sent', async () => {
    const http = mockHttp({});
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<FavouriteButton productId={7} />);

    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));

    expect(requests).toEqual([{ reason: 'favourites' }]);
    expect(http.requests).toEqual([]);
    stop();
  });

  it('When a signed-in customer adds a product, then it is saved, announced and the shop is told', async () => {
    getSession().signIn('token-1');
    let favourites = { quantity: 1, products: [3] };
    const http = mockHttp({
      'GET /favourites/info': () => ({ data: favourites }),
      'POST /favourites/add': () => {
        favourites = { quantity: 2, products: [3, 7] };
        return { data: favourites };
      },
    });
    const changes: unknown[] = [];
    const stop = getEventBus().subscribe('account:favourites-changed', (payload) => changes.push(payload));
    renderWithProviders(<FavouriteButton productId={7} variant="page" />);
    await waitFor(() => expect(http.calls('GET /favourites/info')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));

    expect(await screen.findByRole('button', { name: 'В избранном' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Товар был добавлен в избранное');
    expect(http.calls('POST /favourites/add')[0].body).toEqual({ product_id: 7 });
    expect(changes).toEqual([{ quantity: 2, productIds: [3, 7] }]);
    stop();
  });

  it('When a favourite is pressed again, then it is removed', async () => {
    getSession().signIn('token-1');
    const routes: MockRoutes = {
      'GET /favourites/info': { data: { quantity: 1, products: [7] } },
      'POST /favourites/remove': { data: { quantity: 0, products: [] } },
    };
    const http = mockHttp(routes);
    renderWithProviders(<FavouriteButton productId={7} />);
    const button = await screen.findByRole('button', { name: 'В избранном' });
    routes['GET /favourites/info'] = { data: { quantity: 0, products: [] } };

    await userEvent.click(button);

    expect(await screen.findByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText('Товар был добавлен в избранное')).not.toBeInTheDocument();
    expect(http.calls('POST /favourites/remove')[0].body).toEqual({ product_id: 7 });
  });

  it('When the server refuses, then a short message shows and the state stays', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /favourites/info': { data: { quantity: 0, products: [] } },
      'POST /favourites/add': { status: 500 },
    });
    renderWithProviders(<FavouriteButton productId={7} />);

    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось изменить избранное');
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('When the visitor signs in while the button is shown, then it follows the favourites', async () => {
    mockHttp({ 'GET /favourites/info': { data: { quantity: 1, products: [7] } } });
    renderWithProviders(<FavouriteButton productId={7} />);
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();

    act(() => getSession().signIn('token-2'));

    expect(await screen.findByRole('button', { name: 'В избранном' })).toBeInTheDocument();
  });
});

describe('FavouriteButton before signing in', () => {
  it('When an anonymous visitor presses it and then signs in, then the product becomes a favourite by itself', async () => {
    let favourites = { quantity: 0, products: [] as number[] };
    const http = mockHttp({
      'GET /favourites/info': () => ({ data: favourites }),
      'POST /favourites/add': () => {
        favourites = { quantity: 1, products: [7] };
        return { data: favourites };
      },
    });
    renderWithProviders(<FavouriteButton productId={7} variant="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    expect(http.calls('POST /favourites/add')).toHaveLength(0);

    act(() => getSession().signIn('token-1'));

    expect(await screen.findByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    expect(http.calls('POST /favourites/add')).toHaveLength(1);
    expect(http.calls('POST /favourites/add')[0].body).toEqual({ product_id: 7 });
  });

  it('When another product was pressed before signing in, then this one is left as it was', async () => {
    const http = mockHttp({ 'GET /favourites/info': { data: { quantity: 0, products: [] } } });
    renderWithProviders(<FavouriteButton productId={8} />);
    sessionStorage.setItem('mfa:pending-favourite', JSON.stringify({ productId: 7, at: Date.now() }));

    act(() => getSession().signIn('token-1'));

    await waitFor(() => expect(http.calls('GET /favourites/info')).toHaveLength(1));
    expect(http.calls('POST /favourites/add')).toHaveLength(0);
  });
});
