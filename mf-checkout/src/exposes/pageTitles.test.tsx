import { waitFor } from '@testing-library/react';
import { getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartList, placedOrder } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import { CartPage } from '../pages/cart/CartPage';
import { OrderConfirmPage } from '../pages/order-confirm/OrderConfirmPage';
import { OrderPage } from '../pages/order/OrderPage';

afterEach(() => getSession().signOut());

describe('titles of the checkout pages', () => {
  beforeEach(() => {
    document.title = 'Здоровье+';
    getSession().signIn('token-1');
  });

  it('When the cart opens, then the tab reads «Корзина — Здоровье+»', async () => {
    mockHttp({ 'GET /cart/list': { data: cartList() } });
    renderWithProviders(<CartPage />, { route: '/cart' });

    await waitFor(() => expect(document.title).toBe('Корзина — Здоровье+'));
  });

  it('When the order form opens, then the tab reads «Оформление заказа — Здоровье+»', async () => {
    mockHttp({});
    renderWithProviders(<OrderPage />, { route: '/order' });

    await waitFor(() => expect(document.title).toBe('Оформление заказа — Здоровье+'));
  });

  it('When an order that cannot be found is asked for, then the tab still names the page «Заказ — Здоровье+»', async () => {
    mockHttp({});
    renderWithProviders(<OrderConfirmPage />, { route: '/order/confirm/999', path: '/order/confirm/*' });

    await waitFor(() => expect(document.title).toBe('Заказ — Здоровье+'));
  });

  it('When a placed order opens, then the tab names it «Заказ №100042 — Здоровье+»', async () => {
    mockHttp({ 'GET /order-confirm/42': { data: placedOrder() } });
    renderWithProviders(<OrderConfirmPage />, { route: '/order/confirm/42', path: '/order/confirm/*' });

    await waitFor(() => expect(document.title).toBe('Заказ №100042 — Здоровье+'));
  });
});
