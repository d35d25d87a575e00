import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared-kit';
import type { ProductAwaitingReviewDto } from 'shared-kit/contracts';
import { makeProduct, mockHttp, paged } from 'shared-kit/testing';
import { personalReview } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReviewsPage } from './ReviewsPage';

afterEach(() => getSession().signOut());

function awaiting(id: number, title = `Товар ${id}`): ProductAwaitingReviewDto {
  return {
    product: makeProduct(id, { title }),
    order_id: 40 + id,
    ordered_at: '2026-03-12T09:30:00.000Z',
  };
}

const review = personalReview(5, {
  advantages: 'Удобные капсулы',
  comment: 'Беру второй раз',
  answer: 'Спасибо за отзыв!',
  product: { id: 7, title: 'Омега-3', url: '/products/omega-3' },
});

describe('ReviewsPage', () => {
  it('When the customer has reviews, then each shows its product, rating, texts and the shop answer', async () => {
    const http = mockHttp({
      'GET /personal/reviews': { data: paged([review]) },
      'GET /personal/products_review': { data: paged([]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    const list = await screen.findByRole('list', { name: 'Мои отзывы' });
    expect(within(list).getByRole('link', { name: 'Омега-3' })).toHaveAttribute('href', '/products/omega-3');
    expect(within(list).getByLabelText('Рейтинг 4.0 из 5')).toBeInTheDocument();
    expect(within(list).getByText('Удобные капсулы')).toBeInTheDocument();
    expect(within(list).getByText('Спасибо за отзыв!')).toBeInTheDocument();
    expect(http.calls('GET /personal/reviews')[0].params).toEqual({ lang: 'ru', page: 1, pageSize: 10 });
  });

  it('When a review has photos, then each shows as a thumbnail named after the product and leads to the full photo', async () => {
    mockHttp({
      'GET /personal/reviews': {
        data: paged([{ ...review, photos: ['/api/media/review-uploads/a1.webp', '/api/media/review-uploads/b2.webp'] }]),
      },
      'GET /personal/products_review': { data: paged([]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    const photos = await screen.findByRole('list', { name: 'Фотографии к отзыву' });
    const images = within(photos).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Фото 1 к отзыву о товаре «Омега-3»',
      'Фото 2 к отзыву о товаре «Омега-3»',
    ]);
    expect(images[0]).toHaveAttribute('src', '/api/media/review-uploads/a1.webp');
    expect(within(photos).getByRole('link', { name: 'Фото 2 к отзыву о товаре «Омега-3»' })).toHaveAttribute(
      'href',
      '/api/media/review-uploads/b2.webp',
    );
  });

  it('When a review has no photos, then no photo list is shown', async () => {
    mockHttp({ 'GET /personal/reviews': { data: paged([review]) }, 'GET /personal/products_review': { data: paged([]) } });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    expect(await screen.findByRole('list', { name: 'Мои отзывы' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Фотографии к отзыву' })).not.toBeInTheDocument();
  });

  it('When a review waits for moderation, then the customer sees «На модерации» on it, and not on a published one', async () => {
    mockHttp({
      'GET /personal/reviews': {
        data: paged([
          { ...review, id: 6, comment: 'Пока на проверке', status: 'pending', status_title: 'На модерации', answer: null },
          { ...review, status: 'published', status_title: 'Опубликован' },
        ]),
      },
      'GET /personal/products_review': { data: paged([]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    const list = await screen.findByRole('list', { name: 'Мои отзывы' });
    const [pending, published] = within(list).getAllByRole('listitem');
    expect(within(pending).getByText('На модерации')).toHaveClass('mfa-review__status--pending');
    expect(within(pending).getByText('Отзыв появится на странице товара после проверки модератором, обычно в течение одного рабочего дня.')).toBeInTheDocument();
    expect(within(published).queryByText('На модерации')).not.toBeInTheDocument();
  });

  it('When there are no reviews, then the empty state is shown', async () => {
    mockHttp({
      'GET /personal/reviews': { data: paged([]) },
      'GET /personal/products_review': { data: paged([]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    expect(await screen.findByText('Вы пока не оставили ни одного отзыва')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ожидают отзыва' })).not.toBeInTheDocument();
  });

  it('When products await a review, then they are listed above the reviews with picture, link and order date', async () => {
    const http = mockHttp({
      'GET /personal/reviews': { data: paged([review]) },
      'GET /personal/products_review': { data: paged([awaiting(9, 'Витамин D3'), awaiting(10)]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    const list = await screen.findByRole('list', { name: 'Ожидают отзыва' });
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: 'Витамин D3' })).toHaveAttribute(
      'href',
      '/products/vitaminy-i-bady/vitaminy/product-9',
    );
    expect(within(first).getByText('Куплен 12 марта 2026 г.')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/media/products/9.svg');
    expect(within(list).getAllByRole('button', { name: 'Написать отзыв' })).toHaveLength(2);
    // The section comes first on the page, before the customer's own reviews.
    const reviews = await screen.findByRole('list', { name: 'Мои отзывы' });
    expect(list.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(http.calls('GET /personal/products_review')[0].params).toEqual({ lang: 'ru', page: 1, pageSize: 6 });
  });

  it('When "Скрыть" is pressed, then the product is sent as form data and the answer replaces the list', async () => {
    const http = mockHttp({
      'GET /personal/reviews': { data: paged([review]) },
      'GET /personal/products_review': { data: paged([awaiting(9, 'Витамин D3'), awaiting(10)], 1, 2) },
      'POST /personal/products_review/remove': { data: paged([awaiting(10), awaiting(11, 'Магний B6')]) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });
    const list = await screen.findByRole('list', { name: 'Ожидают отзыва' });
    const [first] = within(list).getAllByRole('listitem');

    await userEvent.click(within(first).getByRole('button', { name: 'Скрыть' }));

    expect(await within(list).findByRole('link', { name: 'Магний B6' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Витамин D3' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const section = screen.getByRole('region', { name: 'Ожидают отзыва' });
    expect(within(section).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    const [removal] = http.calls('POST /personal/products_review/remove');
    expect(removal.body).toBeInstanceOf(FormData);
    expect((removal.body as FormData).get('product_id')).toBe('9');
    expect(removal.params).toEqual({ pageSize: 6 });
  });

  it('When hiding fails, then the list stays and a quiet message says so', async () => {
    mockHttp({
      'GET /personal/reviews': { data: paged([]) },
      'GET /personal/products_review': { data: paged([awaiting(9, 'Витамин D3')]) },
      'POST /personal/products_review/remove': { status: 500 },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });
    const list = await screen.findByRole('list', { name: 'Ожидают отзыва' });

    await userEvent.click(within(list).getByRole('button', { name: 'Скрыть' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось скрыть товар. Попробуйте ещё раз.');
    expect(within(list).getByRole('link', { name: 'Витамин D3' })).toBeInTheDocument();
  });

  it('When "Показать ещё" is pressed under the products, then page 2 is appended', async () => {
    const http = mockHttp({
      'GET /personal/reviews': { data: paged([]) },
      'GET /personal/products_review': ({ params }) =>
        params.page === 1 ? { data: paged([awaiting(9), awaiting(10)], 1, 2) } : { data: paged([awaiting(11)], 2, 2) },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });
    const section = await screen.findByRole('region', { name: 'Ожидают отзыва' });

    await userEvent.click(within(section).getByRole('button', { name: 'Показать ещё' }));

    const list = within(section).getByRole('list', { name: 'Ожидают отзыва' });
    expect(await within(list).findByRole('link', { name: 'Товар 11' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(http.calls('GET /personal/products_review').map((call) => call.params.page)).toEqual([1, 2]);
  });

  it('When "Написать отзыв" is pressed and the review is sent, then the form was for that product and both lists load again', async () => {
    getSession().signIn('token-1');
    let sent = false;
    const http = mockHttp({
      'GET /personal/reviews': () => ({ data: paged(sent ? [review] : []) }),
      'GET /personal/products_review': () => ({
        data: paged(sent ? [awaiting(10)] : [awaiting(7, 'Омега-3'), awaiting(10)]),
      }),
      'POST /personal/reviews': () => {
        sent = true;
        return { status: 201, data: { ...review, status: 'pending', status_title: 'На модерации' } };
      },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });
    const list = await screen.findByRole('list', { name: 'Ожидают отзыва' });
    const [omega] = within(list).getAllByRole('listitem');

    await userEvent.click(within(omega).getByRole('button', { name: 'Написать отзыв' }));

    const dialog = screen.getByRole('dialog', { name: 'Отзыв о товаре «Омега-3»' });
    const form = within(dialog).getByRole('form', { name: 'Ваш отзыв' });
    await userEvent.click(within(form).getByLabelText('5 из 5'));
    await userEvent.click(within(form).getByLabelText('Нормально'));
    await userEvent.click(within(form).getByLabelText('Отличное'));
    await userEvent.type(within(form).getByLabelText('Комментарий'), 'Беру второй раз');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить отзыв' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Спасибо за отзыв! Он появится на странице товара после проверки модератором/);
    const [posted] = http.calls('POST /personal/reviews');
    expect((posted.body as FormData).get('product_id')).toBe('7');
    expect(await screen.findByRole('list', { name: 'Мои отзывы' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Ожидают отзыва' })).queryByRole('link', { name: 'Омега-3' }),
      ).not.toBeInTheDocument(),
    );
    expect(http.calls('GET /personal/reviews')).toHaveLength(2);
    expect(http.calls('GET /personal/products_review')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
