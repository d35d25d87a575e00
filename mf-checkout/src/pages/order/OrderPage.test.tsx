import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrderPage } from './OrderPage';

describe('OrderPage', () => {
  it('When the cart has goods, then the order page shows their totals and a way back to the cart', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 2, priceFinal: 1980 }) } });
    renderWithProviders(<OrderPage />, { route: '/order' });

    const summary = await screen.findByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByText('Товары (2 товара)')).toBeInTheDocument();
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent(/1\s980\s₽/);
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');
  });

  it('When the cart is empty, then there is nothing to order and the catalogue is offered', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo({ count: 0 }) } });
    renderWithProviders(<OrderPage />, { route: '/order' });

    expect(await screen.findByText('В корзине нет товаров для заказа')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');
  });

  it('When the API answers 401, then the visitor is asked to sign in instead of a broken page', async () => {
    mockHttp({ 'GET /cart/info': { status: 401 } });
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<OrderPage />, { route: '/order' });

    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));

    expect(screen.getByText('Войдите, чтобы оформить заказ')).toBeInTheDocument();
    expect(requests).toEqual([{ reason: 'order', redirectTo: '/order' }]);
    stop();
  });
});
