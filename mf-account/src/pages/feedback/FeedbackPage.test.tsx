import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FeedbackPage } from './FeedbackPage';

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Мария');
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  await user.type(screen.getByLabelText('Электронная почта'), 'maria@example.ru');
}

describe('FeedbackPage', () => {
  it('When required fields are missing or the e-mail is invalid, then sending stays disabled', async () => {
    const user = userEvent.setup();
    mockHttp({});
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toBeDisabled());

    await user.type(screen.getByLabelText('Имя'), 'Мария');
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.type(screen.getByLabelText('Электронная почта'), 'maria@');
    await user.tab();

    expect(await screen.findByText('Введите валидный емейл адрес')).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('When a valid form is sent, then it goes as form data and success is shown', async () => {
    const user = userEvent.setup();
    const http = mockHttp({ 'POST /feedback': { data: { success: true } } });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.type(screen.getByLabelText('Сообщение'), 'Когда будет Омега-3?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Спасибо! Ваше сообщение отправлено.');
    const body = http.calls('POST /feedback')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Мария',
      phone: '+7 (916) 123-45-67',
      email: 'maria@example.ru',
      message: 'Когда будет Омега-3?',
      token: expect.any(String),
      captcha: '',
    });
  });

  it('When the server answers an errors map, then every error is listed', async () => {
    const user = userEvent.setup();
    mockHttp({
      'POST /feedback': {
        status: 400,
        data: { success: false, errors: { email: ['Почта не найдена'], phone: 'Неверный номер' } },
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Почта не найдена');
    expect(alert).toHaveTextContent('Неверный номер');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When the address is not served, then a quiet Russian message is shown, never success', async () => {
    const user = userEvent.setup();
    mockHttp({ 'POST /feedback': { status: 404, data: { message: 'Страница не найдена' } } });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось отправить сообщение. Попробуйте ещё раз.',
    );
    expect(screen.queryByText('Страница не найдена')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
