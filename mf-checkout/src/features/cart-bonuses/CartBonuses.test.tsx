import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartInfo, cartList, cartWrite } from '../../test/fixtures';
import { cartState, renderWithProviders } from '../../test/renderWithProviders';
import { CartBonuses } from './CartBonuses';

afterEach(() => getSession().signOut());

describe('CartBonuses', () => {
  it('When a signed-in customer spends the bonuses, then the call is made and the totals show them', async () => {
    getSession().signIn('token-1');
    let bonuses = 0;
    const http = mockHttp({
      'POST /cart/bonuses': ({ body }) => {
        bonuses = (body as { bonuses: number }).bonuses;
        return { data: cartWrite(null, [], cartInfo({ bonuses, bonuses_available: 300, bonuses_spendable: 300, priceFinal: 2970 - bonuses })) };
      },
      'GET /cart/list': { data: cartList() },
    });
    renderWithProviders(<CartBonuses />, { preloadedState: cartState({ info: cartInfo({ bonuses_available: 300, bonuses_spendable: 300 }) }) });

    expect(screen.getByText('Можно списать 300 бонусов')).toBeInTheDocument();
    expect(screen.queryByText(/На счёте/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Списать 300 бонусов' }));

    expect(await screen.findByText('Списано 300 бонусов')).toBeInTheDocument();
    expect(http.calls('POST /cart/bonuses')[0].body).toEqual({ bonuses: 300 });
    expect(screen.getByRole('button', { name: 'Не списывать' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Не списывать' }));

    expect(await screen.findByRole('button', { name: 'Списать 300 бонусов' })).toBeInTheDocument();
    expect(http.calls('POST /cart/bonuses')[1].body).toEqual({ bonuses: 0 });
    expect(screen.queryByText('Списано 300 бонусов')).not.toBeInTheDocument();
  });

  it('When the share of a small cart keeps the points below the balance, then only what may be spent is offered and the balance is explained', async () => {
    getSession().signIn('token-1');
    const http = mockHttp({
      'POST /cart/bonuses': ({ body }) => ({
        data: cartWrite(null, [], cartInfo({ bonuses: (body as { bonuses: number }).bonuses, bonuses_available: 300, bonuses_spendable: 68, priceFinal: 161 })),
      }),
      'GET /cart/list': { data: cartList() },
    });
    renderWithProviders(<CartBonuses />, { preloadedState: cartState({ info: cartInfo({ priceFinal: 229, bonuses_available: 300, bonuses_spendable: 68 }) }) });

    expect(screen.getByText('Можно списать 68 бонусов')).toBeInTheDocument();
    expect(screen.getByText('На счёте 300 бонусов: бонусами можно оплатить до 30 % стоимости товаров')).toBeInTheDocument();
    expect(screen.queryByText('Можно списать 300 бонусов')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Списать 68 бонусов' }));

    expect(await screen.findByText('Списано 68 бонусов')).toBeInTheDocument();
    expect(http.calls('POST /cart/bonuses')[0].body).toEqual({ bonuses: 68 });
  });

  it('When the visitor is anonymous or has no balance, then the block is not shown', () => {
    mockHttp({});
    renderWithProviders(<CartBonuses />, { preloadedState: cartState({ info: cartInfo({ bonuses_available: 300, bonuses_spendable: 300 }) }) });

    expect(screen.queryByRole('region', { name: 'Бонусы' })).not.toBeInTheDocument();
  });

  it('When the balance is there but nothing may be spent on the cart, then the block is not shown', () => {
    getSession().signIn('token-1');
    mockHttp({});
    renderWithProviders(<CartBonuses />, { preloadedState: cartState({ info: cartInfo({ bonuses_available: 300, bonuses_spendable: 0 }) }) });

    expect(screen.queryByRole('region', { name: 'Бонусы' })).not.toBeInTheDocument();
  });
});
