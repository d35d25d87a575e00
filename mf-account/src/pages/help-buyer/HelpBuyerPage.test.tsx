import { screen } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HelpBuyerPage } from './HelpBuyerPage';

describe('HelpBuyerPage', () => {
  it('When the page loads, then its HTML is shown without scripts or handlers', async () => {
    mockHttp({
      'GET /pages/help-buyer': {
        data: {
          id: 4,
          slug: 'help-buyer',
          title: 'Помощь покупателю',
          content:
            '<h2>Как оформить заказ</h2><p onclick="steal()">Добавьте товары в корзину.</p><script>steal()</script><img src="x" onerror="steal()">',
          seo_title: '',
          seo_description: '',
          updated_at: '2025-01-01T00:00:00Z',
        },
      },
    });
    const { container } = renderWithProviders(<HelpBuyerPage />, { route: '/personal/help-buyer' });

    expect(await screen.findByRole('heading', { name: 'Как оформить заказ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Помощь покупателю' })).toBeInTheDocument();
    expect(screen.getByText('Добавьте товары в корзину.')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('When the page cannot be loaded, then a quiet message is shown', async () => {
    mockHttp({ 'GET /pages/help-buyer': { status: 404 } });
    renderWithProviders(<HelpBuyerPage />, { route: '/personal/help-buyer' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить раздел');
  });
});
