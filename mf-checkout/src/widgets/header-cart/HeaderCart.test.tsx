import { act, screen, waitFor } from '@testing-library/react';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HeaderCart } from './HeaderCart';

const cartInfo = (count: number) => ({
  currency: 'RUB',
  count,
  discount: 0,
  priceDefault: 100,
  deliveryCost: 0,
  priceFinal: 100,
  bonuses: 0,
  bonuses_available: 0,
  bonuses_receive: 0,
  promo_code: null,
});

describe('HeaderCart', () => {
  it('When it starts, then the count from /api/cart/info is shown on a link to the cart', async () => {
    const http = mockHttp({ 'GET /cart/info': { data: cartInfo(3) } });
    renderWithProviders(<HeaderCart />);

    expect(await screen.findByLabelText('Товаров в корзине: 3')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Корзина: 3 товара' })).toHaveAttribute('href', '/cart');
    expect(http.calls('GET /cart/info')).toHaveLength(1);
  });

  it('When the cart changes elsewhere, then the badge follows the event', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo(0) } });
    renderWithProviders(<HeaderCart />);
    await screen.findByRole('link', { name: 'Корзина' });
    expect(screen.queryByLabelText(/Товаров в корзине/)).not.toBeInTheDocument();

    act(() => getEventBus().emit('checkout:cart-changed', { count: 5 }));

    expect(screen.getByLabelText('Товаров в корзине: 5')).toBeInTheDocument();
  });

  it('When the totals cannot be loaded, then the link stays without a badge', async () => {
    const http = mockHttp({ 'GET /cart/info': { status: 502, data: {} } });
    renderWithProviders(<HeaderCart />);

    await waitFor(() => expect(http.calls('GET /cart/info')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByLabelText(/Товаров в корзине/)).not.toBeInTheDocument();
  });

  it('When the visitor signs in, then the count is loaded again for the account', async () => {
    const answers = [cartInfo(1), cartInfo(4)];
    const http = mockHttp({ 'GET /cart/info': () => ({ data: answers.shift() }) });
    renderWithProviders(<HeaderCart />);
    await screen.findByLabelText('Товаров в корзине: 1');

    act(() => getEventBus().emit('account:signed-in', { newRegistration: false }));

    expect(await screen.findByLabelText('Товаров в корзине: 4')).toBeInTheDocument();
    expect(http.calls('GET /cart/info')).toHaveLength(2);
  });
});
