import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, resetFormsConfig } from 'shared-kit';
import { makeFormsConfig, mockHttp, type RecordedRequest } from 'shared-kit/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useAppTestSetup } from '../../../test/appTestSetup';
import { ApplicationModal } from './ApplicationModal';
import { Footer } from './Footer';

const FORMS_CONFIG = makeFormsConfig();

function fields(request: RecordedRequest): Record<string, FormDataEntryValue> {
  return Object.fromEntries((request.body as FormData).entries());
}

async function open(name: 'leaveApplication-modal' | 'feedback') {
  renderWithProviders(<ApplicationModal />);
  act(() => getEventBus().emit('shell:modal-requested', { name }));
  const dialog = await screen.findByRole('dialog');
  // The form's code (Formik, yup) comes when its window first opens.
  await within(dialog).findByRole('button', { name: 'Отправить' });
  return dialog;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Мария');
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
  await user.type(screen.getByLabelText('E-mail'), 'maria@example.ru');
}

describe('ApplicationModal', () => {
  useAppTestSetup();
  // Whole forms are typed key by key, which takes a few seconds on a busy machine.
  jest.setTimeout(20_000);

  beforeEach(() => resetFormsConfig());

  it('When the request window opens, then sending stays disabled until name, phone, e-mail and consent are right', async () => {
    const user = userEvent.setup();
    mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    const dialog = await open('leaveApplication-modal');
    expect(dialog).toHaveAttribute('data-modal', 'leaveApplication-modal');
    expect(dialog).toHaveStyle({ maxWidth: '576px' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));

    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.click(screen.getByLabelText('Имя'));
    expect(await screen.findByText('Введите валидный емейл адрес')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Телефон'));
    await user.click(screen.getByLabelText('Имя'));
    expect(await screen.findByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Это поле является обязательным')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail'));
    await fill(user);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    const consent = screen.getByRole('checkbox', { name: /обработку персональных данных/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'обработку персональных данных' })).toHaveAttribute('href', '/personal-data-consent');
    await user.click(consent);
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
    expect(send).toBeEnabled();
  });

  it('When the e-mail is wrong and «Отправить» is pressed, then «Введите валидный емейл адрес» shows under the field, which gets focus', async () => {
    const user = userEvent.setup();
    const http = mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    await open('leaveApplication-modal');
    await user.type(screen.getByLabelText('Имя'), 'Мария');
    await user.type(screen.getByLabelText('Телефон'), '89161234567');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'maria@mail');
    // Typed and left without a blur: only the press on the button shows what is wrong.
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    const error = await screen.findByText('Введите валидный емейл адрес');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Введите валидный емейл адрес');
    expect(error.previousElementSibling).toContainElement(email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
    expect(http.calls('POST /callback')).toHaveLength(0);
  });

  it('When a callback request is sent, then the captcha runs first and the form goes as form data to /callback', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /forms/config': { data: FORMS_CONFIG },
      'POST /captcha/dev-token': { data: { token: 'dev.token.sig' } },
      'POST /callback': { data: { success: true, message: 'Спасибо! Мы перезвоним вам в ближайшее рабочее время.' } },
    });
    await open('leaveApplication-modal');

    await fill(user);
    await user.type(screen.getByLabelText('Удобное время для звонка'), 'после 18:00');
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Спасибо! Мы перезвоним вам в ближайшее рабочее время.');
    expect(http.calls('POST /captcha/dev-token')[0].body).toEqual({ action: 'callback' });
    expect(fields(http.calls('POST /callback')[0])).toEqual({
      name: 'Мария',
      phone: '+79161234567',
      email: 'maria@example.ru',
      message: '',
      call_time: 'после 18:00',
      consent: 'true',
      token: expect.any(String),
      captcha: 'dev.token.sig',
    });
    const order = http.requests.map((r) => `${r.method} ${r.url}`);
    expect(order.indexOf('POST /captcha/dev-token')).toBeLessThan(order.indexOf('POST /callback'));
  });

  it('When «Написать нам» is sent and the server refuses fields, then each error shows under its field and the rest above the button', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /forms/config': { data: FORMS_CONFIG },
      'POST /captcha/dev-token': { data: { token: 'dev.token.sig' } },
      'POST /feedback': {
        status: 400,
        data: {
          statusCode: 400,
          success: false,
          message: 'Введите номер телефона полностью',
          errors: { phone: ['Введите номер телефона полностью'], captcha: ['Проверка «я не робот» не пройдена.'] },
        },
      },
    });
    const dialog = await open('feedback');
    expect(dialog).toHaveAttribute('data-modal', 'feedback');
    expect(screen.getByRole('heading', { name: 'Написать нам' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Удобное время для звонка')).not.toBeInTheDocument();

    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Введите номер телефона полностью')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверка «я не робот» не пройдена.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(http.calls('POST /feedback')).toHaveLength(1);
  });

  it('When no captcha token can be had, then nothing is sent and the customer is told to reload', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /forms/config': { data: FORMS_CONFIG },
      'POST /captcha/dev-token': { status: 500, data: {} },
    });
    await open('feedback');

    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /обработку персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось подтвердить, что вы не робот');
    expect(http.calls('POST /feedback')).toHaveLength(0);
  });

  it('When «Написать нам» in the footer is clicked, then the feedback window opens', async () => {
    const user = userEvent.setup();
    mockHttp({ 'GET /forms/config': { data: FORMS_CONFIG } });
    renderWithProviders(
      <>
        <Footer />
        <ApplicationModal />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Написать нам' }));

    expect(await screen.findByRole('dialog', { name: 'Написать нам' })).toHaveAttribute('data-modal', 'feedback');
  });
});
