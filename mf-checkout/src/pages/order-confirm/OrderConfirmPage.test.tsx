import { screen } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrderConfirmPage } from './OrderConfirmPage';

describe('OrderConfirmPage', () => {
  it('When the order exists, then its number, total and lines are shown', async () => {
    const http = mockHttp({
      'GET /order-confirm/A-1042': {
        data: {
          id: 1042,
          number: 'A-1042',
          status: 'Принят',
          priceFinal: 2480,
          orderList: [
            {
              id: 1,
              quantity: 2,
              product: { id: 7, title: 'Омега-3', url: '/products/omega-3' },
              price: 990,
            },
            { id: 2, quantity: 1, is_gift: true, product: { id: 9, title: 'Пробник' } },
          ],
        },
      },
    });
    renderWithProviders(<OrderConfirmPage />, { route: '/order/confirm/A-1042', path: '/order/confirm/*' });

    expect(await screen.findByRole('heading', { name: 'Заказ №A-1042' })).toBeInTheDocument();
    expect(screen.getByText('Принят')).toBeInTheDocument();
    expect(screen.getByText(/2\s480\s₽/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Омега-3' })).toHaveAttribute('href', '/products/omega-3');
    expect(screen.getByText('Подарок')).toBeInTheDocument();
    expect(http.calls('GET /order-confirm/A-1042')[0].params).toEqual({ lang: 'ru' });
  });

  it('When the API answers 404, then "Заказ не найден" is shown', async () => {
    mockHttp({ 'GET /order-confirm/999': { status: 404 } });
    renderWithProviders(<OrderConfirmPage />, { route: '/order/confirm/999', path: '/order/confirm/*' });

    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
  });

  it('When the API fails otherwise, then a quiet message replaces the order', async () => {
    mockHttp({ 'GET /order-confirm/5': { status: 500 } });
    renderWithProviders(<OrderConfirmPage />, { route: '/order/confirm/5/', path: '/order/confirm/*' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заказ');
  });
});
