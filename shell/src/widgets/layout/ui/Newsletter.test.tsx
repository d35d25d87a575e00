import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeFormsConfig, mockHttp } from 'shared-kit/testing';
import { resetFormsConfig } from 'shared-kit';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useAppTestSetup } from '../../../test/appTestSetup';
import { Newsletter } from './Newsletter';

const FORMS_CONFIG = makeFormsConfig();

async function tickConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
  await user.click(screen.getByRole('checkbox', { name: /рекламную рассылку/ }));
}

describe('Newsletter', () => {
  useAppTestSetup();

  beforeEach(() => resetFormsConfig());

  it('When it is sent empty or with a wrong e-mail, then the texts of docs/product.md §5 show and nothing is sent', async () => {
    const user = userEvent.setup();
    const http = mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    renderWithProviders(<Newsletter />);

    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Это поле является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Нужно ваше согласие на обработку персональных данных')).toBeInTheDocument();
    expect(screen.getByText('Нужно ваше согласие на получение рассылки')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ваш e-mail'), 'ivan@');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите валидный емейл адрес')).toBeInTheDocument();
    expect(http.calls('POST /subscriber')).toHaveLength(0);
  });

  it('When a wrong e-mail is left, then its error shows under it and the field is marked, the consents not yet', async () => {
    const user = userEvent.setup();
    mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    renderWithProviders(<Newsletter />);
    const email = screen.getByLabelText('Ваш e-mail');

    await user.type(email, 'maria@mail');
    await user.tab();

    expect(await screen.findByText('Введите валидный емейл адрес')).toHaveAttribute('id', 'sh-newsletter-email-error');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'sh-newsletter-email-error');
    expect(screen.queryByText('Нужно ваше согласие на обработку персональных данных')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'maria@mail.ru');

    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Введите валидный емейл адрес')).not.toBeInTheDocument();
  });

  it('When a valid e-mail is sent with both consents, then the captcha runs for mailSubscription and «Успешно!» shows', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /forms/config': { data: FORMS_CONFIG },
      'POST /captcha/dev-token': { data: { token: 'dev.sub.sig' } },
      'POST /subscriber': { data: { success: true, message: 'Мы отправили письмо для подтверждения подписки. Перейдите по ссылке из письма.' } },
    });
    renderWithProviders(<Newsletter />);
    expect(screen.getByRole('link', { name: 'рекламную рассылку' })).toHaveAttribute('href', '/newsletter-consent');

    await user.type(screen.getByLabelText('Ваш e-mail'), ' anna@example.ru ');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Успешно!');
    expect(status).toHaveTextContent('Перейдите по ссылке из письма');
    expect(http.calls('POST /captcha/dev-token')[0].body).toEqual({ action: 'mailSubscription' });
    expect(Object.fromEntries((http.calls('POST /subscriber')[0].body as FormData).entries())).toEqual({
      email: 'anna@example.ru',
      consent: 'true',
      newsletter_consent: 'true',
      token: expect.any(String),
      captcha: 'dev.sub.sig',
    });
    expect(screen.getByLabelText('Ваш e-mail')).toHaveValue('');
  });

  it('When the server refuses, then its errors are listed under the field', async () => {
    const user = userEvent.setup();
    mockHttp({
      'GET /forms/config': { data: FORMS_CONFIG },
      'POST /captcha/dev-token': { data: { token: 'dev.sub.sig' } },
      'POST /subscriber': {
        status: 429,
        data: { success: false, errors: { form: ['Слишком много отправок формы. Попробуйте ещё раз через 9 мин.'] } },
      },
    });
    renderWithProviders(<Newsletter />);

    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.ru');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много отправок формы. Попробуйте ещё раз через 9 мин.');
    expect(screen.queryByText('Успешно!')).not.toBeInTheDocument();
  });

  it('When the network fails, then it is only logged and the form stays as it was', async () => {
    const user = userEvent.setup();
    mockHttp((request) => {
      if (request.url === '/forms/config') return { data: FORMS_CONFIG };
      if (request.url === '/captcha/dev-token') return { data: { token: 'dev.sub.sig' } };
      throw new Error('Network Error');
    });
    renderWithProviders(<Newsletter />);

    await user.type(screen.getByLabelText('Ваш e-mail'), 'anna@example.ru');
    await tickConsents(user);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('[shell] newsletter request failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подписаться' })).toBeEnabled();
  });

  it('When the customer comes back from the confirmation link, then the page says the subscription is confirmed and cleans the address', async () => {
    mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    renderWithProviders(<Newsletter />, { route: '/?subscription=confirmed', showLocation: true });

    expect(await screen.findByText('Подписка подтверждена. Спасибо, что вы с нами!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
