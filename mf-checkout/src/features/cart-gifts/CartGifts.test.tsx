import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartGiftsDto } from 'shared-kit/contracts';
import { makeProduct, mockHttp } from 'shared-kit/testing';
import { selectCartStatuses } from '../../entities/cart';
import { cartInfo, cartItem } from '../../test/fixtures';
import { cartState, renderWithProviders } from '../../test/renderWithProviders';
import { CartGifts } from './CartGifts';

const promotion = { id: 1, title: 'Подарок к заказу от 3 000 ₽', threshold: 3000, remaining: 0 };
const preloadedState = cartState({ info: cartInfo() });

describe('CartGifts', () => {
  it('When the cart is below the threshold, then it says how much is missing', async () => {
    mockHttp({
      'GET /cart/gifts': {
        data: {
          promotion: { ...promotion, remaining: 520 },
          available: false,
          limit: 1,
          items: [],
        } satisfies CartGiftsDto,
      },
    });
    renderWithProviders(<CartGifts />, { preloadedState });

    expect(
      await screen.findByText(/^Добавьте товаров ещё на 520\s₽ — и выберите подарок$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Выбрать/ })).not.toBeInTheDocument();
  });

  it('When gifts are available, then one is chosen, marked, and can be taken out', async () => {
    let chosen: number | null = null;
    const gifts = (): CartGiftsDto => ({
      promotion,
      // As the API answers: no more gifts may be added once the cart holds one.
      available: chosen === null,
      limit: 1,
      items: [
        { ...makeProduct(12, { title: 'Пробник крема' }), chosen: chosen === 12 },
        { ...makeProduct(13, { title: 'Мини-гель' }), chosen: chosen === 13 },
      ],
    });
    const writeResult = () => ({
      // A gift costs nothing and the API counts it apart: the totals stay as they were.
      ...cartInfo({ count: 3 }),
      items: chosen ? [cartItem(chosen, { is_gift: true })] : [],
      statuses: { gifts_available: true, gifts_added: chosen !== null, out_of_stock: [] },
      product_id: 12,
      amount: chosen ? 1 : 0,
      clamped: false,
      available: 5,
      notice: null,
    });
    const http = mockHttp({
      'GET /cart/gifts': () => ({ data: gifts() }),
      'POST /cart/gift/add': ({ body }) => {
        chosen = (body as { product_id: number }).product_id;
        return { data: writeResult() };
      },
      'POST /cart/gift/remove': () => {
        chosen = null;
        return { data: writeResult() };
      },
    });
    const { store } = renderWithProviders(<CartGifts />, { preloadedState });

    await userEvent.click(await screen.findByRole('button', { name: 'Выбрать подарок «Пробник крема»' }));

    const card = (await screen.findByText('Ваш подарок')).closest('li') as HTMLElement;
    expect(within(card).getByText('Пробник крема')).toBeInTheDocument();
    expect(http.calls('POST /cart/gift/add')[0].body).toEqual({ product_id: 12 });
    expect(selectCartStatuses(store.getState()).gifts_added).toBe(true);
    expect(screen.getByRole('button', { name: 'Выбрать подарок «Мини-гель»' })).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Убрать подарок «Пробник крема»' }));

    expect(await screen.findByRole('button', { name: 'Выбрать подарок «Пробник крема»' })).toBeEnabled();
    expect(http.calls('POST /cart/gift/remove')[0].body).toEqual({ product_id: 12 });
  });

  it('When no promotion runs, then nothing is shown', async () => {
    const http = mockHttp({
      'GET /cart/gifts': { data: { promotion: null, available: false, limit: 1, items: [] } },
    });
    renderWithProviders(<CartGifts />, { preloadedState });

    await screen.findByText((_, element) => element === document.body && http.requests.length === 1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
