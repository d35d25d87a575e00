import { act, screen, waitFor } from '@testing-library/react';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HeaderCart } from './HeaderCart';

const totals = (count: number) => cartInfo({ count, discount: 0, priceDefault: 100, priceFinal: 100, bonuses_receive: 0 });

describe('HeaderCart', () => {
  it('When it starts, then the count from /api/cart/info is shown on a link to the cart', async () => {
    const http = mockHttp({ 'GET /cart/info': { data: totals(3) } });
    renderWithProviders(<HeaderCart />);

    expect(await screen.findByLabelText('Товаров в корзине: 3')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Корзина — 3 товара' })).toHaveAttribute('href', '/cart');
    expect(http.calls('GET /cart/info')).toHaveLength(1);
  });

  it('When the cart changes elsewhere, then the badge follows the event', async () => {
    mockHttp({ 'GET /cart/info': { data: totals(0) } });
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
    const answers = [totals(1), totals(4)];
    const http = mockHttp({ 'GET /cart/info': () => ({ data: answers.shift() ?? totals(0) }) });
    renderWithProviders(<HeaderCart />);
    await screen.findByLabelText('Товаров в корзине: 1');

    act(() => getEventBus().emit('account:signed-in', { newRegistration: false }));

    expect(await screen.findByLabelText('Товаров в корзине: 4')).toBeInTheDocument();
    expect(http.calls('GET /cart/info')).toHaveLength(2);
  });

  it('When the bottom bar shows the cart tab beside the header button, then both show one count and it loads once', async () => {
    const http = mockHttp({ 'GET /cart/info': { data: totals(2) } });
    renderWithProviders(
      <>
        <HeaderCart />
        <HeaderCart variant="tabbar" />
      </>,
    );

    const links = await screen.findAllByRole('link', { name: 'Корзина — 2 товара' });
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveClass('mfo-header-cart--tabbar');
    expect(links[1]).toHaveTextContent('Корзина');
    expect(http.calls('GET /cart/info')).toHaveLength(1);
  });
});
