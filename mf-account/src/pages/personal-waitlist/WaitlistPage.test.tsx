import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { mockHttp, makeProduct } from 'shared-kit/testing';
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
          data: [makeProduct(4, { title: 'Коллаген морской', quantity: 0, availability: 'out_of_stock' })],
        },
      });
      renderAt(path);

      expect(await screen.findByRole('heading', { name: 'Лист ожидания' })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Коллаген морской' })).toBeInTheDocument();
      expect(http.calls('GET /waiting/list')).toHaveLength(1);
    },
  );

  it('When the waitlist is empty, then the empty state is shown', async () => {
    mockHttp({ 'GET /waiting/list': { data: { content: [], page: 1, hasNext: false } } });
    renderAt('/personal/waitlist');

    expect(await screen.findByText('В листе ожидания пока нет товаров')).toBeInTheDocument();
  });
});
