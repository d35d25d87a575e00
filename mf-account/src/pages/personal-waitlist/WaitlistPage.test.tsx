import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { mockHttp, makeProduct, paged } from 'shared-kit/testing';
import { routes } from '../../exposes/routes';

function Routes() {
  return useRoutes(routes);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback="…">
        <Routes />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('WaitlistPage', () => {
  it.each(['/personal/Waitlist', '/personal/waitlist'])(
    'When %s is opened, then the waitlist is shown',
    async (path) => {
      const http = mockHttp({
        'GET /waiting/list': {
          data: paged([makeProduct(4, { title: 'Коллаген морской', quantity: 0, availability: 'out_of_stock' })]),
        },
      });
      renderAt(path);

      expect(await screen.findByRole('heading', { name: 'Лист ожидания' })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Коллаген морской' })).toBeInTheDocument();
      expect(http.calls('GET /waiting/list')).toHaveLength(1);
    },
  );

  it('When the waitlist is empty, then the empty state is shown', async () => {
    mockHttp({ 'GET /waiting/list': { data: paged([]) } });
    renderAt('/personal/waitlist');

    expect(await screen.findByText('В листе ожидания пока нет товаров')).toBeInTheDocument();
  });

  it('When "Убрать из листа ожидания" is pressed, then the server removes the product and its card goes', async () => {
    const http = mockHttp({
      'GET /waiting/list': {
        data: paged([makeProduct(4, { title: 'Коллаген морской' }), makeProduct(5, { title: 'Магний B6' })]),
      },
      'POST /waiting/remove': { data: { quantity: 1, products: [5] } },
    });
    renderAt('/personal/waitlist');

    const card = await screen.findByRole('article', { name: 'Коллаген морской' });
    await userEvent.click(within(card.closest('li')!).getByRole('button', { name: 'Убрать из листа ожидания' }));

    await screen.findByRole('article', { name: 'Магний B6' });
    expect(screen.queryByRole('article', { name: 'Коллаген морской' })).not.toBeInTheDocument();
    expect(http.calls('POST /waiting/remove')[0].body).toEqual({ product_id: 4 });
  });

  it('When another sort order is chosen, then the list is asked for again in that order', async () => {
    const http = mockHttp({
      'GET /waiting/list': { data: paged([makeProduct(4, { title: 'Коллаген морской' })]) },
    });
    renderAt('/personal/waitlist');
    await screen.findByRole('article', { name: 'Коллаген морской' });

    await userEvent.selectOptions(screen.getByLabelText('Сортировка'), 'Сначала дешевле');

    await screen.findByRole('article', { name: 'Коллаген морской' });
    expect(http.calls('GET /waiting/list').map((call) => call.params.sorting)).toEqual(['added_desc', 'price_asc']);
  });
});
