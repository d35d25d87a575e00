import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrdersPage } from './OrdersPage';

describe('OrdersPage', () => {
  it('When there are no orders, then the empty state links to the catalogue', async () => {
    const http = mockHttp({ 'GET /personal/orders': { data: { content: [], page: 1, hasNext: false } } });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });

    expect(await screen.findByText('У вас пока нет заказов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
    expect(http.calls('GET /personal/orders')[0].params).toEqual({ lang: 'ru', page: 1, pageSize: 10 });
  });

  it('When orders come page by page, then "Показать ещё" appends the next page', async () => {
    const http = mockHttp({
      'GET /personal/orders': ({ params }) =>
        params?.page === 1
          ? {
              data: {
                content: [{ id: 1, number: 'A-1', status: 'Доставлен', priceFinal: 1990, items: [{}, {}] }],
                page: 1,
                pages: 2,
              },
            }
          : { data: { content: [{ id: 2, number: 'A-2', status: { title: 'Принят' } }], page: 2, pages: 2 } },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });
    const list = await screen.findByRole('list', { name: 'Мои заказы' });
    expect(within(list).getByText('Заказ №A-1')).toBeInTheDocument();
    expect(within(list).getByText('2 товара')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await within(list).findByText('Заказ №A-2')).toBeInTheDocument();
    expect(within(list).getByText('Принят')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(http.calls('GET /personal/orders').map((call) => call.params?.page)).toEqual([1, 2]);
  });

  it('When the endpoint does not answer, then a quiet message is shown', async () => {
    mockHttp({ 'GET /personal/orders': { status: 404 } });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
  });
});
