import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { mockHttp } from 'shared-kit/testing';
import { cartInfo, cartList } from '../test/fixtures';
import { routes } from './routes';
import { CartButton } from './CartButton';
import { HeaderCart } from './HeaderCart';

function Routes() {
  return useRoutes(routes);
}

describe('mf_checkout exposes', () => {
  it('When the shell reads the routes, then the checkout pages are listed with absolute paths', () => {
    expect(routes.map((route) => route.path)).toEqual(['/cart', '/order', '/order/confirm/*']);
  });

  it('When the shell renders /cart, then the lazy cart page loads with the app store', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 0 }) }, 'GET /cart/list': { data: cartList() } });
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <Suspense fallback="…">
          <Routes />
        </Suspense>
      </MemoryRouter>,
    );

    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
  });

  it('When fragments are placed, then they bring their own store', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 2 }) }, 'GET /cart/list': { data: cartList() } });
    render(
      <MemoryRouter>
        <HeaderCart />
        <CartButton productId={1} available={3} />
      </MemoryRouter>,
    );

    expect(await screen.findByLabelText('Товаров в корзине: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Купить' })).toBeEnabled();
  });
});
