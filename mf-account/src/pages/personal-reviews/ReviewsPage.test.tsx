import { screen, within } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReviewsPage } from './ReviewsPage';

describe('ReviewsPage', () => {
  it('When the customer has reviews, then each shows its product, rating, texts and the shop answer', async () => {
    const http = mockHttp({
      'GET /personal/reviews': {
        data: {
          content: [
            {
              id: 5,
              rating: 4,
              advantages: 'Удобные капсулы',
              comment: 'Беру второй раз',
              answer: 'Спасибо за отзыв!',
              product: { id: 7, title: 'Омега-3', url: '/products/omega-3' },
            },
          ],
          page: 1,
        },
      },
    });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    const list = await screen.findByRole('list', { name: 'Мои отзывы' });
    expect(within(list).getByRole('link', { name: 'Омега-3' })).toHaveAttribute('href', '/products/omega-3');
    expect(within(list).getByLabelText('Рейтинг 4.0 из 5')).toBeInTheDocument();
    expect(within(list).getByText('Удобные капсулы')).toBeInTheDocument();
    expect(within(list).getByText('Спасибо за отзыв!')).toBeInTheDocument();
    expect(http.calls('GET /personal/reviews')[0].params).toEqual({ lang: 'ru', page: 1, pageSize: 10 });
  });

  it('When there are no reviews, then the empty state is shown', async () => {
    mockHttp({ 'GET /personal/reviews': { data: { content: [], page: 1 } } });
    renderWithProviders(<ReviewsPage />, { route: '/personal/reviews' });

    expect(await screen.findByText('Вы пока не оставили ни одного отзыва')).toBeInTheDocument();
  });
});
