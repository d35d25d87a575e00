import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { cartItem, cartList, cartWrite } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ADDED_NOTICE_MS, dismissAdded } from '../model/addedNotice';
import { CartButton } from '../CartButton';

const omega = cartItem(7, {
  title: 'Омега-3 1000 мг, 60 капсул',
  preview: '/media/omega.jpg',
  url: '/product/omega',
  price_current: 779.9,
  price_old: null,
  line_price_default: 779.9,
  line_price_final: 779.9,
});

/** The answer of `POST /cart/add`: the whole cart with the product's card. */
const cartWithOmega = cartWrite(7, [omega]);

function renderButton() {
  mockHttp({ 'GET /cart/list': { data: cartList() }, 'POST /cart/add': { data: cartWithOmega } });
  return renderWithProviders(<CartButton productId={7} available={5} />);
}

describe('the cart notice', () => {
  afterEach(() => act(() => dismissAdded()));

  it('When «Купить» adds a product, then the notice names it, shows its picture and links to the cart', async () => {
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Купить' }));

    const notice = await screen.findByRole('region', { name: 'Товар добавлен в корзину' });
    expect(within(notice).getByText('Омега-3 1000 мг, 60 капсул')).toBeInTheDocument();
    expect(notice.querySelector('img')).toHaveAttribute('src', '/media/omega.jpg');
    expect(within(notice).getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/cart');
  });

  it('When the product is added, then a live region that was there before says so', async () => {
    renderButton();
    const status = screen.getAllByRole('status').find((region) => region.textContent === '');
    expect(status).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Купить' }));

    await screen.findByRole('region', { name: 'Товар добавлен в корзину' });
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent('«Омега-3 1000 мг, 60 капсул» добавлен в корзину');
  });

  it('When 5 seconds pass, then the notice goes by itself; while pointed at, it stays', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderButton();
      await user.click(screen.getByRole('button', { name: 'Купить' }));
      const notice = await screen.findByRole('region', { name: 'Товар добавлен в корзину' });

      await user.hover(notice);
      act(() => jest.advanceTimersByTime(ADDED_NOTICE_MS + 1000));
      expect(screen.getByRole('region', { name: 'Товар добавлен в корзину' })).toBeInTheDocument();

      await user.unhover(notice);
      act(() => jest.advanceTimersByTime(ADDED_NOTICE_MS - 100));
      expect(screen.getByRole('region', { name: 'Товар добавлен в корзину' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('region', { name: 'Товар добавлен в корзину' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When Escape is pressed or the close button used, then the notice closes', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Купить' }));
    await screen.findByRole('region', { name: 'Товар добавлен в корзину' });

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Товар добавлен в корзину' })).not.toBeInTheDocument();
  });

  it('When the quantity of a product already in the cart grows, then no notice shows', async () => {
    mockHttp({
      'GET /cart/list': { data: cartList([{ ...omega, amount: 1 }]) },
      'POST /cart/update': { data: cartWrite(7, [{ ...omega, amount: 2 }]) },
    });
    renderWithProviders(<CartButton productId={7} available={5} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Увеличить количество' }));

    expect(await screen.findByRole('textbox', { name: 'Количество' })).toHaveValue('2');
    expect(screen.queryByRole('region', { name: 'Товар добавлен в корзину' })).not.toBeInTheDocument();
  });
});
