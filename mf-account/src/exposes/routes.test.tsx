import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { AuthModals } from './AuthModals';
import { FavouriteButton } from './FavouriteButton';
import { HeaderPersonal } from './HeaderPersonal';
import { routes } from './routes';

describe('mf_account exposes', () => {
  it('When the shell reads the routes, then every cabinet page of docs/product.md §2 is listed', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/personal',
      '/personal/data',
      '/personal/orders',
      '/personal/favourites',
      '/personal/reviews',
      '/personal/Waitlist',
      '/personal/waitlist',
      '/personal/help-buyer',
      '/personal/feedback',
    ]);
  });

  it('When fragments are placed, then they bring their own store', () => {
    mockHttp({});
    render(
      <MemoryRouter>
        <HeaderPersonal />
        <FavouriteButton productId={1} />
        <AuthModals />
      </MemoryRouter>,
    );

    expect(screen.getByRole('button', { name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
  });

  it('When the exposed AuthModals is placed outside a router, then it still opens on request', async () => {
    mockHttp({});
    render(<AuthModals />);

    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));

    expect(screen.getByRole('dialog', { name: 'Вход или регистрация' })).toBeInTheDocument();
    // The window's form comes with its own code.
    expect(await screen.findByRole('button', { name: 'Получить код' })).toBeInTheDocument();
  });
});
