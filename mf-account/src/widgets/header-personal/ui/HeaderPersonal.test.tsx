import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { reloadPage } from '../../../shared/lib/reloadPage';
import { accountInfo } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { HeaderPersonal } from './HeaderPersonal';

jest.mock('../../../shared/lib/reloadPage', () => ({ reloadPage: jest.fn() }));

afterEach(() => getSession().signOut());

function listen() {
  const requests: unknown[] = [];
  const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
  return { requests, stop };
}

describe('HeaderPersonal', () => {
  it('When the visitor is anonymous, then favourites opens a popup asking to sign in', async () => {
    const http = mockHttp({});
    const bus = listen();
    renderWithProviders(<HeaderPersonal />);

    await userEvent.click(screen.getByRole('button', { name: 'Избранное' }));
    const popup = screen.getByRole('dialog', { name: 'Войдите, чтобы добавлять товары в избранное' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Войти' }));

    expect(bus.requests).toEqual([{ reason: 'favourites' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(http.requests).toEqual([]);
    bus.stop();
  });

  it('When the visitor is anonymous, then the waitlist popup asks to sign in for the waitlist', async () => {
    mockHttp({});
    const bus = listen();
    renderWithProviders(<HeaderPersonal />);

    await userEvent.click(screen.getByRole('button', { name: 'Лист ожидания' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Войти' }));

    expect(bus.requests).toEqual([{ reason: 'waitlist' }]);
    bus.stop();
  });

  it('When an anonymous visitor opens the profile, then there is a text with sign-in and registration', async () => {
    mockHttp({});
    const bus = listen();
    renderWithProviders(<HeaderPersonal />);

    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    const popup = screen.getByRole('dialog', { name: 'Профиль' });
    expect(within(popup).getByText(/Войдите или зарегистрируйтесь/)).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Зарегистрироваться' }));

    expect(bus.requests).toEqual([{ reason: 'header' }]);
    bus.stop();
  });

  it('When a popup is open, then Escape closes it', async () => {
    mockHttp({});
    renderWithProviders(<HeaderPersonal />);
    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Профиль' })).toHaveFocus();
  });

  it('When «Войти» of the profile popup is chosen by keyboard, then focus is on «Профиль» as the sign-in window opens, so the window returns it there', async () => {
    mockHttp({});
    const user = userEvent.setup();
    const focusedAtRequest: Array<string | null> = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', () => focusedAtRequest.push(document.activeElement?.getAttribute('aria-label') ?? null));
    renderWithProviders(<HeaderPersonal />);
    screen.getByRole('button', { name: 'Профиль' }).focus();
    await user.keyboard('{Enter}');
    within(screen.getByRole('dialog', { name: 'Профиль' })).getByRole('button', { name: 'Войти' }).focus();

    await user.keyboard('{Enter}');

    expect(focusedAtRequest).toEqual(['Профиль']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    stop();
  });

  it('When a popup closes by a press outside, then focus stays where the visitor pressed', async () => {
    mockHttp({});
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <HeaderPersonal />
        <input aria-label="Поиск" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Профиль' }));

    await user.click(screen.getByRole('textbox', { name: 'Поиск' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Поиск' })).toHaveFocus();
  });

  it('When a customer is signed in, then waitlist and favourites are links with count badges', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /favourites/info': { data: { quantity: 3, products: [1, 2, 3] } },
      'GET /waiting/info': { data: { quantity: 2, products: [4, 5] } },
    });
    renderWithProviders(<HeaderPersonal />);

    expect(await screen.findByLabelText('Товаров в избранном: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Товаров в листе ожидания: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Избранное: 3' })).toHaveAttribute(
      'href',
      '/personal/favourites',
    );
    expect(screen.getByRole('link', { name: 'Лист ожидания: 2' })).toHaveAttribute(
      'href',
      '/personal/waitlist',
    );
  });

  it('When counts change elsewhere, then the badges follow the events', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /favourites/info': { data: { quantity: 0, products: [] } },
      'GET /waiting/info': { data: { quantity: 0, products: [] } },
    });
    renderWithProviders(<HeaderPersonal />);
    await screen.findByRole('link', { name: 'Избранное' });

    act(() => {
      getEventBus().emit('account:favourites-changed', { quantity: 4, productIds: [1, 2, 3, 4] });
      getEventBus().emit('account:waitlist-changed', { quantity: 1 });
    });

    expect(screen.getByLabelText('Товаров в избранном: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Товаров в листе ожидания: 1')).toBeInTheDocument();
  });

  it('When a signed-in customer opens the profile, then the sidebar links and logout are there', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /favourites/info': { data: { quantity: 0, products: [] } },
      'GET /waiting/info': { data: { quantity: 0, products: [] } },
      'GET /personal/info': { data: accountInfo() },
    });
    const signedOut = jest.fn();
    const stop = getEventBus().subscribe('account:signed-out', signedOut);
    renderWithProviders(<HeaderPersonal />);

    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    const popup = screen.getByRole('dialog', { name: 'Личный кабинет' });
    expect(await within(popup).findByText('Здравствуйте, Анна Иванова!')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/personal/orders',
    );
    expect(within(popup).getByRole('link', { name: 'Лист ожидания' })).toHaveAttribute(
      'href',
      '/personal/waitlist',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Выйти' }));

    expect(getSession().isSignedIn).toBe(false);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    stop();
  });
});
