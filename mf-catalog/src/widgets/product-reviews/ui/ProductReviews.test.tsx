import { installFakeFragments } from '../../../test/fakeFragments';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp, type RecordedRequest } from 'shared-kit/testing';
import {
  makeProductReviews,
  makeReview,
  makeReviewMedia,
  makeReviewMediaList,
} from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ProductReviews } from './ProductReviews';

const REVIEWS = 'GET /reviews/model/7';
const MEDIA = 'GET /reviews/model/7/media';
const noMedia = { data: makeReviewMediaList([], 1, 0) };

function list() {
  return screen.findByRole('list', { name: 'Отзывы покупателей' });
}

describe('ProductReviews', () => {
  it('When reviews arrive, then the summary, the bars and every field of a review are shown', async () => {
    const review = makeReview(1, {
      rating: 4,
      price_status: 1,
      quality_status: 4,
      answer: 'Спасибо за отзыв!',
      answer_at: '2026-03-07T09:00:00Z',
      media: [makeReviewMedia(31, 1), makeReviewMedia(32, 1)],
    });
    const http = mockHttp({ [REVIEWS]: { data: makeProductReviews([review]) }, [MEDIA]: noMedia });

    renderWithProviders(<ProductReviews productId={7} />);

    const card = within(await list()).getByRole('article', { name: 'Анна' });
    expect(http.calls(REVIEWS)[0].params).toMatchObject({ page: 1, pageSize: 10 });
    expect(http.calls(REVIEWS)[0].params.rating).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2, name: /Отзывы/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Средняя оценка 4.3 из 5')).toHaveTextContent('4.3');
    expect(screen.getByText('12 отзывов')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Оценки покупателей' });
    expect(within(bars).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual([
      '5 из 5: 7',
      '4 из 5: 3',
      '3 из 5: 1',
      '2 из 5: 0',
      '1 из 5: 1',
    ]);

    expect(within(card).getByRole('heading', { level: 3, name: 'Анна' })).toBeInTheDocument();
    expect(within(card).getByText('5 марта 2026')).toHaveAttribute('datetime', '2026-03-05T10:00:00Z');
    expect(within(card).getByRole('img', { name: 'Оценка 4 из 5' })).toBeInTheDocument();
    expect(within(card).getByText('Цена').nextSibling).toHaveTextContent('Дорого');
    expect(within(card).getByText('Качество').nextSibling).toHaveTextContent('Отличное');
    expect(within(card).getByText('Достоинства').nextSibling).toHaveTextContent('Удобно глотать');
    expect(within(card).getByText('Недостатки').nextSibling).toHaveTextContent('Большая банка');
    expect(within(card).getByText('Комментарий').nextSibling).toHaveTextContent('Пью второй месяц');
    const answer = within(card).getByRole('region', { name: 'Ответ магазина' });
    expect(answer).toHaveTextContent('Спасибо за отзыв!');
    expect(answer).toHaveTextContent('7 марта 2026');
    const photos = within(card).getByRole('list', { name: 'Фото к отзыву' });
    expect(within(photos).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(photos).getByRole('button', { name: 'Фото 1 к отзыву' }));
    const dialog = screen.getByRole('dialog', { name: 'Фото 1 к отзыву' });
    expect(within(dialog).getByRole('img', { name: 'Фото 1 к отзыву' })).toHaveAttribute('src', '/api/media/reviews/31.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('When a review is anonymous, then it is signed «Покупатель» and an empty text part is left out', async () => {
    mockHttp({
      [REVIEWS]: {
        data: makeProductReviews([makeReview(2, { anonymous: true, author_name: 'Покупатель', disadvantages: '' })], {
          pages: 1,
        }),
      },
      [MEDIA]: noMedia,
    });

    renderWithProviders(<ProductReviews productId={7} />);

    const card = within(await list()).getByRole('article', { name: 'Покупатель' });
    expect(within(card).queryByText('Недостатки')).not.toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Ответ магазина' })).not.toBeInTheDocument();
    expect(screen.queryByText('Анна')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('When a star filter is chosen, then the list is asked again with rating= and shows only its answer', async () => {
    const http = mockHttp({
      [REVIEWS]: ({ params }: RecordedRequest) =>
        params.rating === 5
          ? { data: makeProductReviews([makeReview(5, { author_name: 'Ольга', rating: 5 })], { total: 7, pages: 1 }) }
          : { data: makeProductReviews([makeReview(1)]) },
      [MEDIA]: noMedia,
    });
    renderWithProviders(<ProductReviews productId={7} />);
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Оценка 5' }));

    expect(await screen.findByRole('article', { name: 'Ольга' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Анна' })).not.toBeInTheDocument();
    expect(http.calls(REVIEWS).at(-1)?.params).toMatchObject({ page: 1, pageSize: 10, rating: 5 });
    expect(screen.getByRole('button', { name: 'Оценка 5' })).toHaveAttribute('aria-pressed', 'true');
    // The summary is of all reviews, not of the filtered ones.
    expect(screen.getByText('12 отзывов')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Все' }));
    expect(await screen.findByRole('article', { name: 'Анна' })).toBeInTheDocument();
    expect(http.calls(REVIEWS).at(-1)?.params).toMatchObject({ page: 1, pageSize: 10 });
    expect(http.calls(REVIEWS).at(-1)?.params.rating).toBeUndefined();
  });

  it('When a filter has no reviews, then it says so and the other filters stay at hand', async () => {
    mockHttp({
      [REVIEWS]: ({ params }: RecordedRequest) =>
        params.rating === 2
          ? { data: makeProductReviews([], { total: 0, pages: 1 }) }
          : { data: makeProductReviews([makeReview(1)]) },
      [MEDIA]: noMedia,
    });
    renderWithProviders(<ProductReviews productId={7} />);
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Оценка 2' }));

    expect(await screen.findByText('Отзывов с такой оценкой пока нет')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Все' })).toBeInTheDocument();
  });

  it('When «Показать ещё» is pressed, then page 2 is requested and appended below page 1', async () => {
    const http = mockHttp({
      [REVIEWS]: ({ params }: RecordedRequest) =>
        params.page === 2
          ? { data: makeProductReviews([makeReview(11, { author_name: 'Игорь' })], { page: 2 }) }
          : { data: makeProductReviews([makeReview(1), makeReview(2, { author_name: 'Мария' })]) },
      [MEDIA]: noMedia,
    });
    renderWithProviders(<ProductReviews productId={7} />);
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Игорь' })).toBeInTheDocument();
    expect(http.calls(REVIEWS).map((request) => request.params.page)).toEqual([1, 2]);
    expect(
      within(await list())
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Анна', 'Мария', 'Игорь']);
    // Page 2 of 2 was the last one.
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('When the product is unknown to the reviews (404), then nothing is stored and the empty state is shown', async () => {
    mockHttp({
      [REVIEWS]: {
        status: 404,
        data: { ...makeProductReviews([makeReview(1)], { statusCode: 404 }), error: 'Not Found', message: 'Не найдено' },
      },
      [MEDIA]: { status: 404, data: { statusCode: 404 } },
    });

    renderWithProviders(<ProductReviews productId={7} />);

    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Показать отзывы с оценкой' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Фото покупателей' })).not.toBeInTheDocument();
  });

  it('When a 200 answer carries statusCode 404, then it is not stored either', async () => {
    mockHttp({
      [REVIEWS]: { data: makeProductReviews([makeReview(1)], { statusCode: 404 }) },
      [MEDIA]: noMedia,
    });

    renderWithProviders(<ProductReviews productId={7} />);

    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Анна' })).not.toBeInTheDocument();
  });

  it('When a product has no reviews, then «Отзывов пока нет» stands in place of the list', async () => {
    mockHttp({
      [REVIEWS]: {
        data: makeProductReviews([], { total: 0, pages: 1, rating_total: 0, rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      },
      [MEDIA]: noMedia,
    });

    renderWithProviders(<ProductReviews productId={7} />);

    expect(await screen.findByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Средняя оценка/)).not.toBeInTheDocument();
  });

  it('When the reviews fail to load, then a quiet message offers «Повторить», which loads them', async () => {
    let fail = true;
    mockHttp({
      [REVIEWS]: () => (fail ? { status: 500 } : { data: makeProductReviews([makeReview(1)]) }),
      [MEDIA]: noMedia,
    });
    renderWithProviders(<ProductReviews productId={7} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('article', { name: 'Анна' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the next page fails, then the reviews shown stay and «Повторить» asks for that page again', async () => {
    let failPage2 = true;
    const http = mockHttp({
      [REVIEWS]: ({ params }: RecordedRequest) => {
        if (params.page !== 2) return { data: makeProductReviews([makeReview(1)]) };
        return failPage2 ? { status: 503 } : { data: makeProductReviews([makeReview(11, { author_name: 'Игорь' })], { page: 2 }) };
      },
      [MEDIA]: noMedia,
    });
    renderWithProviders(<ProductReviews productId={7} />);
    await list();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Анна' })).toBeInTheDocument();

    failPage2 = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('article', { name: 'Игорь' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Анна' })).toBeInTheDocument();
    expect(http.calls(REVIEWS).map((request) => request.params.page)).toEqual([1, 2, 2]);
  });

  it('When customers attached photos, then five show in «Фото покупателей» and «Показать ещё» appends the next five', async () => {
    const http = mockHttp({
      [REVIEWS]: { data: makeProductReviews([makeReview(1)], { pages: 1 }) },
      [MEDIA]: ({ params }: RecordedRequest) => {
        const page = Number(params.page);
        const ids = page === 1 ? [1, 2, 3, 4, 5] : [6, 7];
        return { data: makeReviewMediaList(ids.map((id) => makeReviewMedia(id)), page, 7) };
      },
    });
    renderWithProviders(<ProductReviews productId={7} />);

    const strip = await screen.findByRole('region', { name: 'Фото покупателей' });
    expect(within(strip).getAllByRole('button', { name: /Фото покупателя/ })).toHaveLength(5);
    expect(http.calls(MEDIA)[0].params).toMatchObject({ page: 1, pageSize: 5 });

    await userEvent.click(within(strip).getByRole('button', { name: 'Показать ещё' }));

    await waitFor(() => expect(within(strip).getAllByRole('button', { name: /Фото покупателя/ })).toHaveLength(7));
    await userEvent.click(within(strip).getByRole('button', { name: 'Фото покупателя 7' }));
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Фото покупателя 7' })).toHaveAttribute(
      'src',
      '/api/media/reviews/7.jpg',
    );
    expect(http.calls(MEDIA)[1].params).toMatchObject({ page: 2, pageSize: 5 });
    expect(within(strip).queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('When an anonymous visitor presses «Написать отзыв», then sign-in is requested for a review', async () => {
    mockHttp({ [REVIEWS]: { data: makeProductReviews([makeReview(1)]) }, [MEDIA]: noMedia });
    const requested = jest.fn();
    const unsubscribe = getEventBus().subscribe('account:sign-in-requested', requested);
    renderWithProviders(<ProductReviews productId={7} />);

    await userEvent.click(screen.getByRole('button', { name: 'Написать отзыв' }));

    expect(requested).toHaveBeenCalledWith({ reason: 'review' });
    expect(screen.getByText('Авторизуйтесь для отзыва')).toBeInTheDocument();
    unsubscribe();
  });

  it('When a signed-in customer presses «Написать отзыв», then the account team\'s form opens; once sent, it closes and the reviews are read again', async () => {
    const http = mockHttp({ [REVIEWS]: { data: makeProductReviews([makeReview(1)]) }, [MEDIA]: noMedia });
    const loader = installFakeFragments();
    act(() => getSession().signIn('key-1'));
    const requested = jest.fn();
    const unsubscribe = getEventBus().subscribe('account:sign-in-requested', requested);
    try {
      renderWithProviders(<ProductReviews productId={7} />);
      await waitFor(() => expect(http.calls(REVIEWS)).toHaveLength(1));

      await userEvent.click(screen.getByRole('button', { name: 'Написать отзыв' }));
      const send = await screen.findByRole('button', { name: 'Отправить отзыв' });

      expect(send).toHaveAttribute('data-product', '7');
      expect(loader).toHaveBeenCalledWith('mf_account/ReviewForm');
      expect(requested).not.toHaveBeenCalled();

      await userEvent.click(send);

      expect(screen.queryByRole('button', { name: 'Отправить отзыв' })).not.toBeInTheDocument();
      expect(
        screen.getByText('Спасибо за отзыв! Он появится на странице после проверки модератором, обычно в течение одного рабочего дня.'),
      ).toHaveAttribute('role', 'status');
      expect(screen.queryByText(/уже на странице/)).not.toBeInTheDocument();
      await waitFor(() => expect(http.calls(REVIEWS)).toHaveLength(2));
    } finally {
      unsubscribe();
      act(() => getSession().signOut());
    }
  });

  it.each([
    ['the shop published it at once', { status: 'published' } as const, 'Спасибо за отзыв! Он уже на странице.'],
    ['a form of an earlier release says nothing of it', null, 'Спасибо за отзыв! Мы его получили.'],
  ])('When a review is sent and %s, then the thanks say only that', async (_, sentReview, thanks) => {
    mockHttp({ [REVIEWS]: { data: makeProductReviews([makeReview(1)]) }, [MEDIA]: noMedia });
    installFakeFragments({ sentReview });
    act(() => getSession().signIn('key-1'));
    try {
      renderWithProviders(<ProductReviews productId={7} />);

      await userEvent.click(screen.getByRole('button', { name: 'Написать отзыв' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Отправить отзыв' }));

      expect(screen.getByText(thanks)).toHaveAttribute('role', 'status');
      expect(screen.queryByText(/модератор/)).not.toBeInTheDocument();
    } finally {
      act(() => getSession().signOut());
    }
  });
});
