import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession, setRemoteLoader } from 'shared-kit';
import type { BonusEntryDto, PersonalSummaryDto } from 'shared-kit/contracts';
import { makeProduct, mockHttp, paged } from 'shared-kit/testing';
import { reloadPage } from '../../shared/lib/reloadPage';
import { accountInfo, order } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PersonalHomePage } from './PersonalHomePage';

jest.mock('../../shared/lib/reloadPage', () => ({ reloadPage: jest.fn() }));

afterEach(() => getSession().signOut());

// The checkout team's cart button, as the Module Federation runtime would hand it over.
beforeAll(() =>
  setRemoteLoader(async () => ({
    CartButton: ({ productId }: { productId: number }) => <button type="button">{`Купить ${productId}`}</button>,
  })),
);

function summary(change: Partial<PersonalSummaryDto> = {}): PersonalSummaryDto {
  return {
    name: 'Анна',
    surname: 'Иванова',
    email: 'anna@example.ru',
    bonus_balance: 352,
    favourites: 4,
    waitlist: 1,
    last_order: null,
    orders: 0,
    awaiting_review: 0,
    ...change,
  };
}

function bonus(id: number, delta: number, balance: number, title: string): BonusEntryDto {
  const reason = delta < 0 ? 'order_spent' : id === 1 ? 'welcome' : 'order_earned';
  return { id, delta, balance, reason, title, order_id: null, created_at: '2026-03-12T09:30:00.000Z' };
}

describe('PersonalHomePage', () => {
  it('When the customer is signed in, then name, e-mail, bonus balance and the cabinet sidebar are shown', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'GET /personal': { data: summary() },
      'GET /personal/bonuses': { data: paged([]) },
      'GET /selection/personal_top': { data: { title: 'Подобрали для вас', items: [] } },
    });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    expect(await screen.findByText('Здравствуйте, Анна Иванова!')).toBeInTheDocument();
    expect(await screen.findByText('352 бонуса')).toBeInTheDocument();
    expect(screen.getByText('anna@example.ru')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Разделы личного кабинета' });
    expect(within(sidebar).getByRole('link', { name: 'Личные данные' })).toHaveAttribute(
      'href',
      '/personal/data',
    );
    expect(within(sidebar).getByRole('link', { name: 'Обратная связь' })).toHaveAttribute(
      'href',
      '/personal/feedback',
    );
    expect(within(sidebar).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('When the summary comes, then the balance, the bonus history with +/−, the last order and the counts are shown', async () => {
    getSession().signIn('token-1');
    const http = mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'GET /personal': {
        data: summary({
          bonus_balance: 274,
          orders: 3,
          awaiting_review: 2,
          last_order: order(42, { status: 'paid', status_title: 'Оплачен', priceFinal: 1526 }),
        }),
      },
      'GET /personal/bonuses': ({ params }) =>
        params.page === 1
          ? {
              data: paged(
                [bonus(3, 50, 274, 'Начислено за заказ №100041'), bonus(2, -76, 224, 'Списано за заказ №100040')],
                1,
                2,
              ),
            }
          : { data: paged([bonus(1, 300, 300, 'Приветственные бонусы')], 2, 2) },
      'GET /selection/personal_top': { data: { title: 'Подобрали для вас', items: [] } },
    });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    expect(await screen.findByText('274 бонуса')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'История бонусов' });
    const [earned, spent] = within(history).getAllByRole('listitem');
    expect(within(earned).getByText('Начислено за заказ №100041')).toBeInTheDocument();
    expect(within(earned).getByText('+50')).toHaveClass('mfa-bonus-entry__delta--plus');
    expect(within(earned).getByText('Остаток: 274')).toBeInTheDocument();
    expect(within(spent).getByText('−76')).toHaveClass('mfa-bonus-entry__delta--minus');
    expect(within(spent).getByText('12 марта 2026 г.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await within(history).findByText('Приветственные бонусы')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(http.calls('GET /personal/bonuses').map((call) => call.params.page)).toEqual([1, 2]);

    const last = screen.getByRole('region', { name: 'Последний заказ' });
    expect(within(last).getByRole('link', { name: 'Заказ №100042' })).toHaveAttribute('href', '/order/confirm/42');
    expect(within(last).getByText('Оплачен')).toHaveClass('mfa-status--paid');
    expect(within(last).getByText('1 526 ₽')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/personal/orders');

    expect(screen.getByRole('link', { name: 'Мои заказы 3' })).toHaveAttribute('href', '/personal/orders');
    expect(screen.getByRole('link', { name: 'Избранное 4' })).toHaveAttribute('href', '/personal/favourites');
    expect(screen.getByRole('link', { name: 'Лист ожидания 1' })).toHaveAttribute('href', '/personal/waitlist');
    expect(screen.getByRole('link', { name: 'Ожидают отзыва 2' })).toHaveAttribute('href', '/personal/reviews');
    expect(screen.queryByRole('region', { name: 'Подобрали для вас' })).not.toBeInTheDocument();
  });

  it('When products are picked for the customer, then "Подобрали для вас" shows their cards with the cart button', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'GET /personal': { data: summary() },
      'GET /personal/bonuses': { data: paged([bonus(1, 300, 300, 'Приветственные бонусы')]) },
      'GET /favourites/info': { data: { quantity: 0, products: [] } },
      'GET /selection/personal_top': {
        data: { title: 'Подобрали для вас', items: [makeProduct(7, { title: 'Омега-3' }), makeProduct(8)] },
      },
    });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    const row = await screen.findByRole('list', { name: 'Подобрали для вас' });
    const card = within(row).getByRole('article', { name: 'Омега-3' });
    expect(await within(card).findByRole('button', { name: 'Купить 7' })).toBeInTheDocument();
    expect(within(row).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Последний заказ' })).not.toBeInTheDocument();
  });

  it('When the summary fails, then a quiet message offers "Повторить" and the page stays', async () => {
    getSession().signIn('token-1');
    let fail = true;
    mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'GET /personal': () => (fail ? { status: 500 } : { data: summary({ bonus_balance: 300 }) }),
      'GET /personal/bonuses': { data: paged([]) },
    });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(screen.getByText('Здравствуйте, Анна Иванова!')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('300 бонусов')).toBeInTheDocument();
    expect(await screen.findByText('Начисления и списания бонусов появятся здесь.')).toBeInTheDocument();
  });

  it('When "Выйти" is pressed, then the server revokes the key, the key is cleared, the shop is told and the page reloads', async () => {
    getSession().signIn('token-1');
    const http = mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'POST /personal/logout': { data: { success: true } },
    });
    const signedOut = jest.fn();
    const stop = getEventBus().subscribe('account:signed-out', signedOut);
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(http.calls('POST /personal/logout')).toHaveLength(1);
    expect(getSession().state.authKey).toBeNull();
    expect(signedOut).toHaveBeenCalledWith({});
    stop();
  });

  it('When the API answers 401, then a sign-in prompt replaces the page', async () => {
    mockHttp({ 'GET /personal/info': { status: 401 } });
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));

    expect(screen.getByText('Войдите, чтобы открыть личный кабинет')).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ reason: 'guarded-route' })]);
    stop();
  });

  it('When the API fails, then a quiet message is shown', async () => {
    mockHttp({ 'GET /personal/info': { status: 500 } });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
  });
});

describe('PersonalHomePage phone', () => {
  it('When the account keeps its phone as +79111234567, then the cabinet shows +7 (911) 123-45-67', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /personal/info': { data: accountInfo({ phone: '+79111234567' }) },
      'GET /personal': { data: summary() },
      'GET /personal/bonuses': { data: paged([]) },
      'GET /selection/personal_top': { data: { title: 'Подобрали для вас', items: [] } },
    });
    renderWithProviders(<PersonalHomePage />, { route: '/personal' });

    expect(await screen.findByText('+7 (911) 123-45-67')).toBeInTheDocument();
    expect(screen.queryByText('+79111234567')).not.toBeInTheDocument();
  });
});
