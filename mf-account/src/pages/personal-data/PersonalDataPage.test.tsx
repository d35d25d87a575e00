import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { accountInfo, codeSent } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PersonalDataPage } from './PersonalDataPage';

const form = () => screen.getByRole('form', { name: 'Личные данные' });

describe('PersonalDataPage', () => {
  it('When the account loads, then its fields fill the form and nothing can be saved until something changes', async () => {
    mockHttp({ 'GET /personal/info': { data: accountInfo({ patronymic: '', phone: '+79161234567' }) } });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Иванова');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByLabelText('Отчество')).toHaveValue('');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('1990-04-12');
    expect(screen.getByRole('radio', { name: 'Женский' })).toBeChecked();
    expect(screen.getByText('anna@example.ru')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('When the customer edits and saves, then the changed fields go to the server and "Данные сохранены" shows', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'POST /personal/update': ({ body }) => ({ data: accountInfo(body as object) }),
    });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    const patronymic = await screen.findByLabelText('Отчество');
    await user.clear(patronymic);
    await user.type(patronymic, 'Петровна');
    await user.click(screen.getByRole('radio', { name: 'Не указан' }));
    await user.click(within(form()).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Данные сохранены');
    expect(http.calls('POST /personal/update')[0].body).toEqual({
      surname: 'Иванова',
      name: 'Анна',
      patronymic: 'Петровна',
      phone: '+79161234567',
      gender: null,
      date_of_birth: '1990-04-12',
    });
  });

  it('When the name is emptied or the birthday is in the future, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    const http = mockHttp({ 'GET /personal/info': { data: accountInfo() } });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    await user.clear(await screen.findByLabelText('Имя'));
    const birthday = screen.getByLabelText('Дата рождения');
    await user.clear(birthday);
    await user.type(birthday, '2999-01-01');
    await user.click(within(form()).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Это поле является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Введите настоящую дату рождения')).toBeInTheDocument();
    expect(http.calls('POST /personal/update')).toHaveLength(0);
  });

  it('When a new e-mail is confirmed with the code sent to it, then the page shows the new e-mail', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'POST /personal/email_change': { data: codeSent() },
      'POST /personal/email_change/confirm': { data: accountInfo({ email: 'new@example.ru' }) },
    });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    await user.type(await screen.findByLabelText('Новая почта'), 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код из письма'), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Почта изменена')).toBeInTheDocument();
    expect(screen.getByText('new@example.ru')).toBeInTheDocument();
    expect(http.calls('POST /personal/email_change/confirm')[0].body).toEqual({ email: 'new@example.ru', code: '123456' });
  });

  it('When the code for the new e-mail is wrong, then the server text shows and the e-mail stays', async () => {
    const user = userEvent.setup();
    mockHttp({
      'GET /personal/info': { data: accountInfo() },
      'POST /personal/email_change': { data: codeSent() },
      'POST /personal/email_change/confirm': { status: 400, data: { message: 'Неверный код. Осталось 4 попытки.' } },
    });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    await user.type(await screen.findByLabelText('Новая почта'), 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код из письма'), '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Неверный код. Осталось 4 попытки.'));
    expect(screen.getByText('anna@example.ru')).toBeInTheDocument();
  });
});

describe('PersonalDataPage picture', () => {
  it('When a picture is chosen, then it is uploaded and shown; "Удалить фото" takes it away', async () => {
    const user = userEvent.setup();
    const http = mockHttp({
      'GET /personal/info': { data: accountInfo({ image: null }) },
      'POST /personal/avatar': { data: accountInfo({ image: '/api/media/avatars/new.png' }) },
      'POST /personal/avatar/remove': { data: accountInfo({ image: null }) },
    });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Загрузить фото'), file);

    expect(await screen.findByRole('img', { name: 'Фотография' })).toHaveAttribute('src', '/api/media/avatars/new.png');
    const sent = http.calls('POST /personal/avatar')[0].body as FormData;
    expect(sent.get('image')).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Удалить фото' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Фотография' })).not.toBeInTheDocument());
  });

  it('When the file is not a JPEG, PNG or WebP, then the page says so and sends nothing', async () => {
    const http = mockHttp({ 'GET /personal/info': { data: accountInfo() } });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    const file = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
    await userEvent.upload(await screen.findByLabelText('Загрузить фото'), file, { applyAccept: false });

    expect(await screen.findByRole('alert')).toHaveTextContent('Загрузите фотографию в формате JPEG, PNG или WebP размером до 2 МБ');
    expect(http.calls('POST /personal/avatar')).toHaveLength(0);
  });
});
