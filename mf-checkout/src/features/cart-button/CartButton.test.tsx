import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartItem, cartList, cartWrite } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartButton } from './CartButton';

function listenToCartChanges() {
  const counts: number[] = [];
  const stop = getEventBus().subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
  return { counts, stop };
}

describe('CartButton', () => {
  it('When the product is not in the cart, then "Купить" adds one unit and reports the new count', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList() },
      'POST /cart/add': { data: cartWrite(7, [cartItem(7, { amount: 1 })]) },
    });
    const events = listenToCartChanges();
    renderWithProviders(<CartButton productId={7} available={5} />);

    await userEvent.click(screen.getByRole('button', { name: 'Купить' }));

    expect(await screen.findByRole('textbox', { name: 'Количество' })).toHaveValue('1');
    expect(http.calls('POST /cart/add')[0].body).toEqual({ product_id: 7, quantity: 1 });
    expect(events.counts).toEqual([1]);
    events.stop();
  });

  it('When nothing is available, then the button is disabled', () => {
    mockHttp({ 'GET /cart/list': { data: cartList() } });
    renderWithProviders(<CartButton productId={7} available={0} />);

    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  });

  it('When the product is soon on sale, then the disabled button says so instead of "Нет в наличии"', () => {
    mockHttp({ 'GET /cart/list': { data: cartList() } });
    renderWithProviders(<CartButton productId={7} available={0} soon />);

    expect(screen.getByRole('button', { name: 'Скоро в продаже' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Нет в наличии' })).not.toBeInTheDocument();
  });

  it('When "Купить" is pressed by keyboard, then the focus goes to the quantity control, and minus to 0 brings it back', async () => {
    mockHttp({
      'GET /cart/list': { data: cartList() },
      'POST /cart/add': { data: cartWrite(7, [cartItem(7, { amount: 1 })]) },
      'POST /cart/remove': { data: cartWrite(7, []) },
    });
    renderWithProviders(<CartButton productId={7} available={5} />);
    const buy = screen.getByRole('button', { name: 'Купить' });
    buy.focus();

    await userEvent.keyboard('{Enter}');

    const stepper = await screen.findByRole('group', { name: 'В корзине' });
    await waitFor(() => expect(stepper).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Купить' })).toHaveFocus());
  });

  it('When the product is put into the cart while the focus is elsewhere, then the focus is left where it is', async () => {
    mockHttp({
      'GET /cart/list': { data: cartList() },
      'POST /cart/add': { data: cartWrite(7, [cartItem(7, { amount: 1 })]) },
    });
    renderWithProviders(
      <>
        <input aria-label="Другое поле" />
        <CartButton productId={7} available={5} />
      </>,
    );
    const buy = screen.getByRole('button', { name: 'Купить' });
    const other = screen.getByRole('textbox', { name: 'Другое поле' });
    other.focus();

    fireEvent.click(buy);

    expect(await screen.findByRole('group', { name: 'В корзине' })).toBeInTheDocument();
    expect(other).toHaveFocus();
  });

  it('When plus is pressed, then the quantity is updated on the server and shown', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList([cartItem(7, { amount: 2 })]) },
      'POST /cart/update': { data: cartWrite(7, [cartItem(7, { amount: 3 })]) },
    });
    const events = listenToCartChanges();
    renderWithProviders(<CartButton productId={7} available={5} />);
    const input = await screen.findByRole('textbox', { name: 'Количество' });
    expect(input).toHaveValue('2');

    await userEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));

    await waitFor(() => expect(input).toHaveValue('3'));
    expect(http.calls('POST /cart/update')[0].body).toEqual({ product_id: 7, quantity: 3 });
    expect(events.counts).toEqual([3]);
    events.stop();
  });

  it('When minus goes below 1, then the product is removed and "Купить" is back', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList([cartItem(7, { amount: 1 })]) },
      'POST /cart/remove': { data: cartWrite(7, []) },
    });
    const events = listenToCartChanges();
    renderWithProviders(<CartButton productId={7} available={5} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Уменьшить количество' }));

    expect(await screen.findByRole('button', { name: 'Купить' })).toBeEnabled();
    expect(http.calls('POST /cart/remove')[0].body).toEqual({ product_id: 7, quantityNew: 0 });
    expect(http.calls('POST /cart/update')).toHaveLength(0);
    expect(events.counts).toEqual([0]);
    events.stop();
  });

  it('When a number above the stock is typed, then it is clamped to the stock', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList([cartItem(7, { amount: 1 })]) },
      'POST /cart/update': { data: cartWrite(7, [cartItem(7, { amount: 4 })]) },
    });
    renderWithProviders(<CartButton productId={7} available={4} />);
    const input = await screen.findByRole('textbox', { name: 'Количество' });

    await userEvent.clear(input);
    await userEvent.type(input, '25{Enter}');

    await waitFor(() => expect(http.calls('POST /cart/update')).toHaveLength(1));
    expect(http.calls('POST /cart/update')[0].body).toEqual({ product_id: 7, quantity: 4 });
    expect(input).toHaveValue('4');
    expect(screen.getByRole('status')).toHaveTextContent('Доступно не больше 4 шт.');
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });

  it('When the field is emptied and left, then the product is removed', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList([cartItem(7, { amount: 3 })]) },
      'POST /cart/remove': { data: cartWrite(7, []) },
    });
    renderWithProviders(<CartButton productId={7} available={5} />);
    const input = await screen.findByRole('textbox', { name: 'Количество' });

    await userEvent.clear(input);
    fireEvent.blur(input);

    expect(await screen.findByRole('button', { name: 'Купить' })).toBeInTheDocument();
    expect(http.calls('POST /cart/remove')).toHaveLength(1);
  });

  it('When the server refuses a change, then a message shows for 5 s and the quantity stays', async () => {
    jest.useFakeTimers();
    try {
      const http = mockHttp({
        'GET /cart/list': { data: cartList([cartItem(7, { amount: 2 })]) },
        'POST /cart/update': { status: 500, data: {} },
      });
      const events = listenToCartChanges();
      renderWithProviders(<CartButton productId={7} available={5} />);
      const input = await screen.findByRole('textbox', { name: 'Количество' });

      fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Не удалось изменить корзину. Попробуйте ещё раз.',
      );
      expect(input).toHaveValue('2');
      expect(http.calls('POST /cart/update')).toHaveLength(1);
      expect(events.counts).toEqual([]);

      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      events.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the add answer already carries the totals, then no extra totals call is made', async () => {
    const http = mockHttp({
      'GET /cart/list': { data: cartList() },
      'POST /cart/add': { data: cartWrite(7, [cartItem(7, { amount: 2 })]) },
    });
    const events = listenToCartChanges();
    renderWithProviders(<CartButton productId={7} available={5} variant="page" />);

    await userEvent.click(screen.getByRole('button', { name: 'Купить' }));

    await waitFor(() => expect(events.counts).toEqual([2]));
    expect(http.calls('GET /cart/info')).toHaveLength(0);
    events.stop();
  });

  it('When the server keeps less than asked, then its amount and its notice are shown', async () => {
    mockHttp({
      'GET /cart/list': { data: cartList([cartItem(7, { title: 'Омега-3', amount: 1, available: 2 })]) },
      'POST /cart/update': {
        data: cartWrite(7, [cartItem(7, { title: 'Омега-3', amount: 2, available: 2 })], {
          clamped: true,
          notice: 'Доступно только 2 шт.',
        }),
      },
    });
    renderWithProviders(<CartButton productId={7} available={5} />);
    const input = await screen.findByRole('textbox', { name: 'Количество' });

    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Доступно только 2 шт.');
    expect(input).toHaveValue('2');
  });
});
