import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { personalReview } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReviewForm } from './ReviewForm';

afterEach(() => getSession().signOut());

describe('ReviewForm', () => {
  it('When nobody is signed in, then "Авторизуйтесь для отзыва" and a sign-in button are shown', async () => {
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<ReviewForm productId={7} />);

    expect(screen.getByText('Авторизуйтесь для отзыва')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(requests).toEqual([{ reason: 'review' }]);
    stop();
  });

  it('When the form is sent empty, then each missing part says so and nothing is sent', async () => {
    getSession().signIn('token-1');
    const http = mockHttp({});
    renderWithProviders(<ReviewForm productId={7} />);

    await userEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByText('Поставьте оценку от 1 до 5')).toBeInTheDocument();
    expect(screen.getByText('Оцените цену')).toBeInTheDocument();
    expect(screen.getByText('Оцените качество')).toBeInTheDocument();
    expect(screen.getByText('Расскажите о товаре: заполните достоинства, недостатки или комментарий')).toBeInTheDocument();
    expect(http.requests).toEqual([]);
  });

  it('When a customer rates, writes and adds a photo, then the review goes as multipart and the thanks replace the form', async () => {
    getSession().signIn('token-1');
    const user = userEvent.setup();
    const http = mockHttp({ 'POST /personal/reviews': { data: personalReview(1, { status: 'pending', status_title: 'На модерации' }) } });
    const onSent = jest.fn();
    renderWithProviders(<ReviewForm productId={7} onSent={onSent} />);

    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.click(screen.getByRole('radio', { name: 'Нормально' }));
    await user.click(screen.getByRole('radio', { name: 'Отличное' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Пью второй месяц');
    await user.click(screen.getByRole('checkbox', { name: 'Оставить отзыв анонимно' }));
    const photo = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Фотографии/), photo);
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Спасибо за отзыв! Он появится на странице товара после проверки модератором, обычно в течение одного рабочего дня.',
    );
    expect(screen.queryByText(/опубликован/)).not.toBeInTheDocument();
    const body = http.calls('POST /personal/reviews')[0].body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      product_id: '7',
      rating: '4',
      price_status: '2',
      quality_status: '4',
      advantages: '',
      disadvantages: '',
      comment: 'Пью второй месяц',
      anonymous: 'true',
    });
    expect(body.getAll('photos')).toEqual([photo]);
    expect(onSent).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('When the shop publishes a review at once, then the thanks say it is on the product page and the page is told so', async () => {
    getSession().signIn('token-1');
    const user = userEvent.setup();
    mockHttp({ 'POST /personal/reviews': { status: 201, data: personalReview(2, { status: 'published', status_title: 'Опубликован' }) } });
    const onSent = jest.fn();
    renderWithProviders(<ReviewForm productId={7} onSent={onSent} />);

    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('radio', { name: 'Дёшево' }));
    await user.click(screen.getByRole('radio', { name: 'Хорошее' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Отличный вкус');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Спасибо за отзыв! Он уже опубликован на странице товара.');
    expect(screen.queryByText(/модератор/)).not.toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith({ status: 'published' });
  });

  it('When the server refuses, then its text is shown and the form stays', async () => {
    getSession().signIn('token-1');
    const user = userEvent.setup();
    mockHttp({ 'POST /personal/reviews': { status: 409, data: { message: 'Вы уже оставили отзыв об этом товаре' } } });
    renderWithProviders(<ReviewForm productId={7} />);

    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('radio', { name: 'Дёшево' }));
    await user.click(screen.getByRole('radio', { name: 'Хорошее' }));
    await user.type(screen.getByLabelText('Достоинства'), 'Вкусные');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Вы уже оставили отзыв об этом товаре');
    expect(screen.getByRole('button', { name: 'Отправить отзыв' })).toBeInTheDocument();
  });
});
