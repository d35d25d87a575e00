import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { selectCartInfo } from '../../entities/cart';
import { cartInfo, cartList } from '../../test/fixtures';
import { cartState, renderWithProviders } from '../../test/renderWithProviders';
import { PromoCodeForm } from './PromoCodeForm';

const withInfo = (promo: string | null = null, bonuses = 0) => cartState({ info: cartInfo({ promo_code: promo, bonuses }) });

describe('PromoCodeForm', () => {
  it('When a legit code is entered, then it is checked, applied, and the totals and badge follow', async () => {
    let applied: string | null = null;
    const http = mockHttp({
      [`GET /cart/promocode/${encodeURIComponent('ЗДОРОВЬЕ10')}`]: { data: { legit: true } },
      'POST /cart/promocode': ({ body }) => {
        applied = (body as { promo_code: string }).promo_code;
        return { data: cartInfo({ promo_code: applied, discount: 597 }) };
      },
      'GET /cart/list': { data: cartList() },
    });
    const counts: number[] = [];
    const stop = getEventBus().subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
    const { store } = renderWithProviders(<PromoCodeForm />, { preloadedState: withInfo() });

    await userEvent.type(screen.getByRole('textbox', { name: 'Промокод' }), 'ЗДОРОВЬЕ10');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByText('Промокод ЗДОРОВЬЕ10 применён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    expect(http.calls('POST /cart/promocode')[0].body).toEqual({ promo_code: 'ЗДОРОВЬЕ10' });
    expect(http.calls(`GET /cart/promocode/${encodeURIComponent('ЗДОРОВЬЕ10')}`)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectCartInfo(store.getState())).toMatchObject({ promo_code: 'ЗДОРОВЬЕ10', discount: 597 });
    expect(counts).toEqual([3]);
    stop();
  });

  it('When the code is not legit, then the reason from the response detail is shown and nothing is applied', async () => {
    const http = mockHttp({
      'GET /cart/promocode/OLD': { data: { legit: false, detail: 'Срок действия промокода истёк' } },
    });
    const { store } = renderWithProviders(<PromoCodeForm />, { preloadedState: withInfo() });

    await userEvent.type(screen.getByRole('textbox', { name: 'Промокод' }), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Срок действия промокода истёк');
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST /cart/promocode')).toHaveLength(0);
    expect(selectCartInfo(store.getState())?.promo_code).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Промокод' }), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the applied code is cancelled, then DELETE is sent and the promo and bonus flags reset', async () => {
    const http = mockHttp({
      'DELETE /cart/promocode': { data: cartInfo() },
      'GET /cart/list': { data: cartList() },
    });
    const { store } = renderWithProviders(<PromoCodeForm />, { preloadedState: withInfo('ЗДОРОВЬЕ10', 100) });

    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));

    expect(await screen.findByRole('button', { name: 'Применить' })).toBeInTheDocument();
    expect(http.calls('DELETE /cart/promocode')).toHaveLength(1);
    expect(screen.queryByText('Промокод ЗДОРОВЬЕ10 применён')).not.toBeInTheDocument();
    expect(selectCartInfo(store.getState())).toMatchObject({ promo_code: null, bonuses: 0 });
  });

  it('When nothing is typed, then it asks for a code without calling the API', async () => {
    const http = mockHttp({});
    renderWithProviders(<PromoCodeForm />, { preloadedState: withInfo() });

    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Введите промокод');
    expect(http.requests).toHaveLength(0);
  });
});
