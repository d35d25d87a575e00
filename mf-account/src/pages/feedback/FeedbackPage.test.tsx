import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevCaptchaTokenDto, FormSuccessDto } from 'shared-kit/contracts';
import { makeFormsConfig, mockHttp, type Handler } from 'shared-kit/testing';
import { resetFormsConfig } from 'shared-kit';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FeedbackPage } from './FeedbackPage';

const SENT: FormSuccessDto = { success: true, message: 'Спасибо! Ваше сообщение отправлено.' };

function api(feedback: Handler<FormSuccessDto>, captcha: Handler<DevCaptchaTokenDto> = { data: { token: 'dev.feedback.sig' } }) {
  return mockHttp({ 'GET /forms/config': { data: makeFormsConfig() }, 'POST /captcha/dev-token': captcha, 'POST /feedback': feedback });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Мария');
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  await user.type(screen.getByLabelText('Электронная почта'), 'maria@example.ru');
  await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
}

describe('FeedbackPage', () => {
  beforeEach(() => resetFormsConfig());

  it('When required fields or the consent are missing or the e-mail is invalid, then sending stays disabled', async () => {
    const user = userEvent.setup();
    api({ data: SENT });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toBeDisabled());

    await user.type(screen.getByLabelText('Имя'), 'Мария');
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.type(screen.getByLabelText('Электронная почта'), 'maria@');
    await user.tab();

    expect(await screen.findByText('Введите валидный емейл адрес')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Электронная почта'), 'example.ru');
    const consent = screen.getByRole('checkbox', { name: /обработку персональных данных/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'обработку персональных данных' })).toHaveAttribute('href', '/personal-data-consent');
    expect(send).toBeDisabled();
    await user.click(consent);
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('When a valid form is sent, then the captcha runs for feedback first and the form goes as form data; success is shown', async () => {
    const user = userEvent.setup();
    const http = api({ data: { success: true, message: 'Спасибо! Ваше сообщение отправлено.' } });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.type(screen.getByLabelText('Сообщение'), 'Когда будет Омега-3?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Спасибо! Ваше сообщение отправлено.');
    expect(http.calls('POST /captcha/dev-token')[0].body).toEqual({ action: 'feedback' });
    const body = http.calls('POST /feedback')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Мария',
      phone: '+79161234567',
      email: 'maria@example.ru',
      message: 'Когда будет Омега-3?',
      consent: 'true',
      token: expect.any(String),
      captcha: 'dev.feedback.sig',
    });
  });

  it('When the server answers an errors map, then field errors show under their fields and the rest is listed', async () => {
    const user = userEvent.setup();
    api({
      status: 400,
      data: {
        success: false,
        errors: { email: ['Почта не найдена'], phone: 'Неверный номер', form: ['Слишком много отправок формы.'] },
      },
    });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Почта не найдена')).toBeInTheDocument();
    expect(screen.getByText('Неверный номер')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком много отправок формы.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When the address is not served, then a quiet Russian message is shown, never success', async () => {
    const user = userEvent.setup();
    api({ status: 404, data: { message: 'Страница не найдена' } });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить сообщение. Попробуйте ещё раз.');
    expect(screen.queryByText('Страница не найдена')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('When no captcha token can be had, then nothing is sent and the customer is told what to do', async () => {
    const user = userEvent.setup();
    const http = api({ data: SENT }, { status: 503, data: {} });
    renderWithProviders(<FeedbackPage />, { route: '/personal/feedback' });

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось подтвердить, что вы не робот');
    expect(http.calls('POST /feedback')).toHaveLength(0);
  });
});
