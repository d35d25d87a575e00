import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { getEventBus, getSession, resetFormsConfig } from 'shared-kit';
import { makeFormsConfig, mockHttp } from 'shared-kit/testing';
import { codeSent, knownCustomer, newCustomer } from '../../../test/fixtures';
import { AuthModals } from './AuthModals';

/** Renders in a fresh store of the account team, as its exposes do. */
function renderInStore(ui: ReactElement) {
  return render(<Provider store={makeStore()}>{ui}</Provider>);
}

jest.mock('../../../shared/lib/reloadPage', () => ({ reloadPage: jest.fn() }));

afterEach(() => {
  getSession().signOut();
  jest.useRealTimers();
});

function renderModals(initial = '/') {
  return renderInStore(
    <MemoryRouter initialEntries={[initial]}>
      <Link to="/category">Каталог</Link>
      <AuthModals />
    </MemoryRouter>,
  );
}

const signInDialog = () => screen.getByRole('dialog', { name: 'Вход или регистрация' });

/** The window's form, whose code comes when the window first opens. */
const signInForm = () => screen.findByRole('button', { name: 'Получить код' });

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, email = 'anna@example.ru') {
  await user.type(screen.getByLabelText('Электронная почта'), email);
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  return screen.findByLabelText('Код из письма');
}

describe('AuthModals', () => {
  it('When sign-in was requested before the fragment mounted, then the window opens on mount, its form following', async () => {
    getEventBus().emit('account:sign-in-requested', { reason: 'header' });
    mockHttp({});

    renderModals();

    expect(signInDialog()).toHaveAttribute('data-modal', 'auth');
    expect(signInDialog()).toHaveStyle({ maxWidth: '448px' });
    await signInForm();
    expect(signInDialog()).toHaveAttribute('data-modal', 'auth');
  });

  it('When the e-mail is empty, then "Введите свою почту" is shown and nothing is sent', async () => {
    const http = mockHttp({});
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByText('Введите свою почту')).toBeInTheDocument();
    // Only the window's question whether Yandex ID is on; no code is asked for.
    expect(http.requests.filter((request) => request.url !== '/auth/providers')).toEqual([]);
  });

  it('When the code is sent, then the code step counts down 180 s and resend opens at zero', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const http = mockHttp({ 'POST /personal/email_login': { data: codeSent() } });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    await reachCodeStep(user, '  anna@example.ru  ');

    expect(http.calls('POST /personal/email_login')[0].body).toEqual({ email: 'anna@example.ru' });
    expect(screen.getByText('anna@example.ru')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('3:00');
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(179_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    act(() => jest.advanceTimersByTime(1_000));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(http.calls('POST /personal/email_login')).toHaveLength(2);
    expect(await screen.findByRole('timer')).toHaveTextContent('3:00');
  });

  it('When 4 digits of the code are typed, then they are sent by themselves and a token signs in', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const http = mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { data: knownCustomer('auth-123') }
          : { data: codeSent({ code_length: 4 }) },
    });
    const signedIn = jest.fn();
    const stop = getEventBus().subscribe('account:signed-in', signedIn);
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    const code = await reachCodeStep(user);

    await user.type(code, '12a3');
    expect(http.calls('POST /personal/email_login')).toHaveLength(1);
    await user.type(code, '4');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /personal/email_login')[1].body).toEqual({
      email: 'anna@example.ru',
      code: '1234',
    });
    // Signed in, and the key of the answer is not kept by the page: the API holds it in an HttpOnly cookie.
    expect(getSession().isSignedIn).toBe(true);
    expect(getSession().state.authKey).toBeNull();
    expect(signedIn).toHaveBeenCalledWith({ newRegistration: false });
    stop();
  });

  it('When the server says the code was not sent, then the text of docs/product.md §8 is shown', async () => {
    mockHttp({ 'POST /personal/email_login': { data: { status: 'error', success: false } as never, offSchema: true } });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    await userEvent.type(screen.getByLabelText('Электронная почта'), 'anna@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить код. Пожалуйста, попробуйте еще раз.',
    );
    expect(screen.queryByLabelText('Код из письма')).not.toBeInTheDocument();
  });

  it('When sending fails with a detail, then the detail is shown; without one, the text of docs/product.md §8', async () => {
    const routes: Parameters<typeof mockHttp>[0] = {
      'POST /personal/email_login': { status: 429, data: { detail: 'Слишком много попыток' } },
    };
    mockHttp(routes);
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'anna@example.ru');

    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток');

    routes['POST /personal/email_login'] = { status: 500, data: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(
      await screen.findByText('Произошла ошибка при отправке кода. Пожалуйста, попробуйте еще раз.'),
    ).toBeInTheDocument();
  });

  it('When a wrong code is rejected, then the detail shows and the field is cleared for another try', async () => {
    const user = userEvent.setup();
    mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { status: 400, data: { detail: 'Неверный код' } }
          : { data: codeSent({ code_length: 4 }) },
    });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    const code = await reachCodeStep(user);

    await user.type(code, '0000');

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код');
    expect(code).toHaveValue('');
    expect(getSession().isSignedIn).toBe(false);
  });

  it('When "Изменить" is pressed, then the e-mail step returns with the e-mail kept', async () => {
    const user = userEvent.setup();
    mockHttp({ 'POST /personal/email_login': { data: codeSent() } });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    await reachCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Изменить' }));

    expect(screen.getByLabelText('Электронная почта')).toHaveValue('anna@example.ru');
  });

  it('When the e-mail is new, then registration opens and a valid form with the consent signs the customer in', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { data: newCustomer('ticket-1') }
          : { data: codeSent({ code_length: 4 }) },
      'POST /personal/registration': { data: { success: true, token: 'new-token' } },
    });
    const signedIn = jest.fn();
    const stop = getEventBus().subscribe('account:signed-in', signedIn);
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    await user.type(await reachCodeStep(user, 'new@example.ru'), '5555');

    await screen.findByRole('button', { name: 'Зарегистрироваться' });
    const dialog = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(dialog).toHaveAttribute('data-modal', 'registration');
    expect(dialog).toHaveStyle({ maxWidth: '448px' });
    expect(screen.queryByRole('dialog', { name: 'Вход или регистрация' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('new@example.ru');
    const consent = screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'согласие на обработку персональных данных' })).toHaveAttribute(
      'href',
      '/personal-data-consent',
    );

    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Это поле является обязательным')).toBeInTheDocument();
    expect(
      screen.getByText('Чтобы зарегистрироваться, дайте согласие на обработку персональных данных'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Имя'), 'Олег');
    await user.type(screen.getByLabelText('Телефон'), '89161234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /personal/registration')[0].body).toEqual({
      first_name: 'Олег',
      last_name: '',
      email: 'new@example.ru',
      phone: '+79161234567',
      registration_token: 'ticket-1',
      consent_personal_data: true,
      consent_newsletter: false,
    });
    // Signed in, and the key of the answer is not kept by the page: the API holds it in an HttpOnly cookie.
    expect(getSession().isSignedIn).toBe(true);
    expect(getSession().state.authKey).toBeNull();
    expect(signedIn).toHaveBeenCalledWith({ newRegistration: true });
    stop();
  });

  it('When the server refuses the registration with a reason, then the reason is shown', async () => {
    const user = userEvent.setup();
    mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { data: newCustomer('ticket-2') }
          : { data: codeSent({ code_length: 4 }) },
      'POST /personal/registration': { status: 400, data: { message: 'Подтверждение почты устарело.' } },
    });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    await user.type(await reachCodeStep(user, 'late@example.ru'), '5555');
    await screen.findByRole('button', { name: 'Зарегистрироваться' });

    await user.type(screen.getByLabelText('Имя'), 'Олег');
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('checkbox', { name: /согласие на обработку/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Подтверждение почты устарело.');
    expect(getSession().isSignedIn).toBe(false);
  });

  it('When the server announces a 6-digit code, then 4 or 5 digits are not sent and the sixth sends it', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { data: knownCustomer('auth-6') }
          : { data: codeSent() },
    });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    const code = await reachCodeStep(user);

    await user.type(code, '12345');
    expect(http.calls('POST /personal/email_login')).toHaveLength(1);
    expect(code).toHaveAttribute('maxLength', '6');
    await user.type(code, '6');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /personal/email_login')[1].body).toEqual({ email: 'anna@example.ru', code: '123456' });
  });

  it('When the server refuses with 429 and a Russian message, then that message is shown', async () => {
    const user = userEvent.setup();
    mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? {
              status: 429,
              data: { statusCode: 429, message: 'Слишком много неверных попыток ввода кода. Попробуйте снова через 40 минут.' },
            }
          : { data: codeSent() },
    });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    await user.type(await reachCodeStep(user), '111111');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много неверных попыток ввода кода. Попробуйте снова через 40 минут.',
    );
  });

  it('When the server asks for a captcha after many wrong codes elsewhere, then it is run for signIn and the same code goes again with it', async () => {
    resetFormsConfig();
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /forms/config': { data: makeFormsConfig() },
      'POST /captcha/dev-token': { data: { token: 'dev.signIn.sig' } },
      'POST /personal/email_login': ({ body }) => {
        const { code, captcha } = body as { code?: string; captcha?: string };
        if (!code) return { data: codeSent() };
        return captcha === 'dev.signIn.sig'
          ? { data: knownCustomer('auth-captcha') }
          : { status: 403, data: { statusCode: 403, code: 'CAPTCHA_REQUIRED', message: 'Подтвердите, что вы не робот' } };
      },
    });
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    await user.type(await reachCodeStep(user), '123456');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /captcha/dev-token')[0].body).toEqual({ action: 'signIn' });
    expect(http.calls('POST /personal/email_login')[2].body).toEqual({ email: 'anna@example.ru', code: '123456', captcha: 'dev.signIn.sig' });
    expect(getSession().isSignedIn).toBe(true);
  });

  it('When the route changes, then the sign-in window closes', async () => {
    mockHttp({});
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();
    expect(signInDialog()).toBeInTheDocument();

    // The backdrop covers the page, so the move comes from elsewhere (history, a script).
    fireEvent.click(screen.getByRole('link', { name: 'Каталог', hidden: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When the shell announces a route change, then the sign-in window closes too', async () => {
    mockHttp({});
    renderModals();
    act(() => getEventBus().emit('account:sign-in-requested', { reason: 'header' }));
    await signInForm();

    act(() => getEventBus().emit('shell:route-changed', { pathname: '/brands', search: '', hash: '' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When a guarded page sent the visitor home, then that move keeps the window open', async () => {
    mockHttp({});
    const view = renderModals('/personal');
    act(() =>
      getEventBus().emit('account:sign-in-requested', { reason: 'guarded-route', redirectTo: '/personal' }),
    );
    await signInForm();

    act(() => getEventBus().emit('shell:route-changed', { pathname: '/', search: '', hash: '' }));

    expect(signInDialog()).toBeInTheDocument();
    view.unmount();
  });

  it('When sign-in asked for by a guarded page succeeds, then the visitor is taken to the page asked for', async () => {
    const user = userEvent.setup();
    mockHttp({
      'POST /personal/email_login': ({ body }) =>
        (body as { code?: string }).code
          ? { data: knownCustomer('auth-9') }
          : { data: codeSent({ code_length: 4 }) },
    });
    renderInStore(
      <MemoryRouter initialEntries={['/']}>
        <AuthModals />
        <RouteProbe />
      </MemoryRouter>,
    );
    act(() =>
      getEventBus().emit('account:sign-in-requested', {
        reason: 'guarded-route',
        redirectTo: '/personal/orders',
      }),
    );
    await signInForm();

    await user.type(await reachCodeStep(user), '1234');

    expect(await screen.findByText('/personal/orders')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function RouteProbe() {
  return <output>{useLocation().pathname}</output>;
}
