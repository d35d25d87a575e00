import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { AuthModals } from './AuthModals';
import { YandexIdButton } from './YandexIdButton';
import { YandexLinkCard } from './YandexLinkCard';

/** Renders in a fresh store of the account team, as its exposes do. */
function renderInStore(ui: ReactElement) {
  return render(<Provider store={makeStore()}>{ui}</Provider>);
}

jest.mock('../../../shared/lib/reloadPage', () => ({ reloadPage: jest.fn() }));

beforeAll(async () => {
  await getSession().start(async () => 'test-session-key-0001');
});

afterEach(() => {
  getSession().signOut();
  window.history.replaceState(null, '', '/');
});

const at = (address: string) => window.history.replaceState(null, '', address);

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

function renderModals() {
  return renderInStore(
    <MemoryRouter initialEntries={[window.location.pathname]}>
      <AuthModals />
    </MemoryRouter>,
  );
}

describe('the «Войти с Яндекс ID» button', () => {
  it('When the shop has Yandex ID, then the button leads to the API start with this page to come back to', async () => {
    mockHttp({ 'GET /auth/providers': { data: { yandex: true } } });
    at('/catalog/vitamins?page=2');

    renderInStore(<YandexIdButton />);

    const button = await screen.findByRole('link', { name: 'Войти с Яндекс ID' });
    expect(button).toHaveAttribute('href', '/api/auth/yandex/start?return_to=%2Fcatalog%2Fvitamins%3Fpage%3D2');
    expect(button).toHaveClass('mfa-yandex__button');
  });

  it('When Yandex ID is not configured, then there is no button', async () => {
    const http = mockHttp({ 'GET /auth/providers': { data: { yandex: false } } });

    renderInStore(<YandexIdButton />);

    await waitFor(() => expect(http.calls('GET /auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Войти с Яндекс ID' })).not.toBeInTheDocument();
  });

  it('When the sign-in window opens, then the button sits beside the e-mail form', async () => {
    mockHttp({ 'GET /auth/providers': { data: { yandex: true } } });
    renderModals();

    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));

    expect(await screen.findByRole('link', { name: 'Войти с Яндекс ID' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Вход или регистрация' });
    expect(dialog).toContainElement(screen.getByLabelText('Электронная почта'));
  });
});

describe('coming back from Yandex ID', () => {
  it.each([
    ['yandex_cancelled', 'Вход через Яндекс ID отменён. Войдите по коду из письма или попробуйте ещё раз.'],
    ['yandex_state', 'Ссылка для входа через Яндекс ID устарела или уже использована. Попробуйте войти ещё раз.'],
    ['yandex_code', 'Время на вход через Яндекс ID истекло. Попробуйте ещё раз.'],
    ['yandex_unavailable', 'Яндекс ID сейчас недоступен. Попробуйте позже или войдите по коду из письма.'],
    ['yandex_something_new', 'Не удалось войти через Яндекс ID. Попробуйте ещё раз или войдите по коду из письма.'],
  ])('When the address says auth_error=%s, then the sign-in window tells why and the address is cleaned', async (code, text) => {
    mockHttp({ 'GET /auth/providers': { data: { yandex: true } } });
    at(`/cart?auth_error=${code}&from=mail`);

    renderModals();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: 'Вход или регистрация' })).toBeInTheDocument();
    expect(address()).toBe('/cart?from=mail');
  });

  it('When the ticket names a known customer, then the page counts as signed in (the key stays in the server cookie), the shop is told, and the ticket leaves the address', async () => {
    const http = mockHttp({
      'GET /auth/providers': { data: { yandex: true } },
      'POST /auth/yandex/handoff': { data: { status: 'signed_in' } },
    });
    const signedIn = jest.fn();
    const stop = getEventBus().subscribe('account:signed-in', signedIn);
    at('/catalog#yandex=one-time-ticket-0001');

    renderModals();

    await waitFor(() => expect(getSession().isSignedIn).toBe(true));
    expect(getSession().state.authKey).toBeNull();
    stop();
    expect(http.calls('POST /auth/yandex/handoff')[0].body).toEqual({ ticket: 'one-time-ticket-0001' });
    expect(signedIn).toHaveBeenCalledWith({ newRegistration: false });
    expect(address()).toBe('/catalog');
  });

  it('When the ticket is for a newcomer, then the registration window opens with Yandex data and the consent unticked', async () => {
    mockHttp({
      'GET /auth/providers': { data: { yandex: true } },
      'POST /auth/yandex/handoff': {
        data: { status: 'registration', registration_token: 'reg-ticket', email: 'maria@yandex.ru', first_name: 'Мария', last_name: 'Соколова', phone: '+79211234567' },
      },
    });
    at('/#yandex=one-time-ticket-0002');

    renderModals();

    // The registration form's code comes when its window first opens.
    expect(await screen.findByLabelText('Имя')).toHaveValue('Мария');
    const dialog = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(dialog).toHaveTextContent('Данные из Яндекс ID — проверьте их.');
    expect(screen.getByLabelText('Имя')).toHaveValue('Мария');
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Соколова');
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('maria@yandex.ru');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (921) 123-45-67');
    expect(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ })).not.toBeChecked();
  });

  it('When the ticket was already used, then the sign-in window shows the server reason', async () => {
    mockHttp({
      'GET /auth/providers': { data: { yandex: true } },
      'POST /auth/yandex/handoff': { status: 400, data: { message: 'Ссылка для входа через Яндекс ID устарела или уже использована. Попробуйте войти ещё раз.' } },
    });
    at('/#yandex=one-time-ticket-0003');

    renderModals();

    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для входа через Яндекс ID устарела или уже использована.');
    expect(getSession().isSignedIn).toBe(false);
  });
});

describe('Yandex ID in the cabinet', () => {
  it('When Yandex ID is linked, then its login shows and «Отвязать Яндекс ID» unlinks it', async () => {
    const http = mockHttp({
      'GET /auth/providers': { data: { yandex: true } },
      'GET /auth/yandex': { data: { linked: true, login: 'maria.sokolova' } },
      'POST /auth/yandex/unlink': { data: { linked: false, login: null } },
    });
    renderInStore(<YandexLinkCard />);

    expect(await screen.findByText('Яндекс ID привязан: maria.sokolova')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отвязать Яндекс ID' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Яндекс ID отвязан. Входите по коду из письма.');
    expect(http.calls('POST /auth/yandex/unlink')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Привязать Яндекс ID' })).toHaveAttribute('href', '/api/auth/yandex/start?return_to=%2F&intent=link');
  });

  it('When linking came back refused, then the cabinet tells why and cleans the address', async () => {
    mockHttp({ 'GET /auth/providers': { data: { yandex: true } }, 'GET /auth/yandex': { data: { linked: false, login: null } } });
    at('/personal/data?auth_error=yandex_taken');

    renderInStore(<YandexLinkCard />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Этот Яндекс ID уже привязан к другому личному кабинету.');
    expect(address()).toBe('/personal/data');
  });
});
