import { screen } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { useAppTestSetup } from '../../test/appTestSetup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContentPage } from './ContentPage';

describe('ContentPage', () => {
  useAppTestSetup();

  it('When the page exists, then its title and its sanitised text show and the document is titled', async () => {
    const http = mockHttp({
      'GET /pages/delivery': {
        data: {
          id: 3,
          slug: 'delivery',
          title: 'Доставка',
          seo_title: 'Доставка и оплата',
          seo_description: '',
          content: '<p>Курьером</p><script>alert(1)</script>',
          updated_at: '2026-03-01T09:00:00.000Z',
        },
      },
    });
    renderWithProviders(<ContentPage slug="delivery" />);

    expect(screen.getByLabelText('Загрузка страницы…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(await screen.findByText('Курьером')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.title).toBe('Доставка и оплата');
    expect(http.calls('GET /pages/delivery')).toHaveLength(1);
  });

  it('When the page is unknown, then the 404 page shows', async () => {
    mockHttp({ 'GET /pages/nope': { status: 404 } });
    renderWithProviders(<ContentPage slug="nope" />);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('When the API fails, then the 500 page shows', async () => {
    mockHttp({ 'GET /pages/delivery': { status: 500 } });
    renderWithProviders(<ContentPage slug="delivery" />);
    expect(await screen.findByRole('heading', { name: 'Мы уже работаем над её устранением' })).toBeInTheDocument();
  });
});
