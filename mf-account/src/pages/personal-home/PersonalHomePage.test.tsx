import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { reloadPage } from '../../shared/lib/reloadPage';
import { accountInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PersonalHomePage } from './PersonalHomePage';

jest.mock('../../shared/lib/reloadPage', () => ({ reloadPage: jest.fn() }));

afterEach(() => getSession().signOut());

describe('PersonalHomePage', () => {
  it('When the customer is signed in, then name, e-mail, bonus balance and the cabinet sidebar are shown', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'GET /personal': {
        data: { name: 'Анна', surname: 'Иванова', email: 'anna@example.ru', bonus_balance: 352, favourites: 0, waitlist: 0, last_order: null },
      },
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
