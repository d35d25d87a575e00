import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, paged } from 'shared-kit/testing';
import { order } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrdersPage } from './OrdersPage';

describe('OrdersPage', () => {
  it('When orders come, then each card shows its number, date, coloured status, payment, delivery and total', async () => {
    const http = mockHttp({
      'GET /personal/orders': {
        data: paged([
          order(2, { status: 'shipped', status_title: 'Передан в доставку' }),
          order(1, { status: 'cancelled', status_title: 'Отменён', priceFinal: 990 }),
        ]),
      },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });

    const list = await screen.findByRole('list', { name: 'Мои заказы' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { name: 'Заказ №100002' })).toBeInTheDocument();
    expect(within(first).getByText('от 12 марта 2026 г.')).toBeInTheDocument();
    expect(within(first).getByText('Передан в доставку')).toHaveClass('mfa-status--shipped');
    expect(within(first).getByText('При получении')).toBeInTheDocument();
    expect(within(first).getByText('Курьером по Пскову')).toBeInTheDocument();
    expect(within(first).getByText('2 680 ₽')).toBeInTheDocument();
    expect(within(first).getByText('4 товара')).toBeInTheDocument();
    expect(within(second).getByText('Отменён')).toHaveClass('mfa-status--cancelled');
    expect(within(second).getByText('990 ₽')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(http.calls('GET /personal/orders')[0].params).toEqual({ lang: 'ru', page: 1, pageSize: 10 });
  });

  it('When the order card opens, then it shows the order\'s status history in order', async () => {
    mockHttp({
      'GET /personal/orders': {
        data: paged([
          order(4, {
            status: 'ready_for_pickup',
            status_title: 'Готов к выдаче',
            status_history: [
              { status: 'new', status_title: 'Новый', changed_at: '2026-03-12T09:30:00.000Z' },
              { status: 'accepted', status_title: 'Принят', changed_at: '2026-03-12T10:05:00.000Z' },
              { status: 'ready_for_pickup', status_title: 'Готов к выдаче', changed_at: '2026-03-13T08:00:00.000Z' },
            ],
          }),
        ]),
      },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });
    const card = await screen.findByRole('article', { name: 'Заказ №100004' });

    await userEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));

    const history = within(card).getByRole('region', { name: 'История заказа' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual(['Новый', 'Принят', 'Готов к выдаче']);
    expect(steps[2].querySelector('time')).toHaveAttribute('datetime', '2026-03-13T08:00:00.000Z');
    expect(steps[2].querySelector('time')?.textContent).toMatch(/13 марта 2026/);
  });

  it('When "Подробнее" is pressed, then the lines, the gift, the delivery address and the totals open', async () => {
    mockHttp({
      'GET /personal/orders': {
        data: paged([
          order(3, { discount: 200, promo_code: 'ZIMA', bonuses: 100, priceFinal: 2380, bonuses_receive: 21 }),
        ]),
      },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });
    const card = await screen.findByRole('article', { name: 'Заказ №100003' });
    expect(within(card).queryByRole('list', { name: 'Товары заказа' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));

    expect(within(card).getByRole('button', { name: 'Подробнее' })).toHaveAttribute('aria-expanded', 'true');
    const lines = within(card).getByRole('list', { name: 'Товары заказа' });
    const [omega, , gift] = within(lines).getAllByRole('listitem');
    expect(within(omega).getByRole('link', { name: 'Омега-3 1000 мг' })).toHaveAttribute(
      'href',
      '/products/vitaminy-i-bady/omega-3',
    );
    expect(within(omega).getByText('2 шт.')).toBeInTheDocument();
    expect(within(omega).getByText('1 980 ₽')).toBeInTheDocument();
    expect(within(gift).getByText('Подарок')).toBeInTheDocument();
    expect(within(lines).getAllByText('Подарок')).toHaveLength(1);
    expect(within(card).getByText('Псков, ул. Ленина, 1')).toBeInTheDocument();
    expect(within(card).getByText('Завтра')).toBeInTheDocument();

    const totals = within(card).getByRole('group', { name: 'Итоги заказа' });
    expect(
      within(totals)
        .getAllByRole('term')
        // Prices come with no-break spaces; compare them as the customer reads them.
        .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
    ).toEqual([
      ['Товары', '2 430 ₽'],
      ['Скидка', '−200 ₽'],
      ['Промокод', 'ZIMA'],
      ['Оплачено бонусами', '−100 ₽'],
      ['Доставка', '250 ₽'],
      ['Итого', '2 380 ₽'],
      ['Начислено бонусов', '+21'],
    ]);
    expect(within(card).getByRole('link', { name: 'Открыть заказ' })).toHaveAttribute('href', '/order/confirm/3');
    expect(within(card).queryByRole('link', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it('When an online payment is pending, then "Оплатить" leads to the order confirmation page', async () => {
    mockHttp({
      'GET /personal/orders': {
        data: paged([
          order(4, {
            payment_key: 'card_online',
            payment: {
              key: 'card_online',
              title: 'Картой онлайн',
              status: 'pending',
              status_title: 'Ожидает оплаты',
              confirmation_url: 'https://pay.example/4',
            },
          }),
        ]),
      },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });
    const card = await screen.findByRole('article', { name: 'Заказ №100004' });

    expect(within(card).getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', '/order/confirm/4');
  });

  it('When there are more orders, then "Показать ещё" requests page 2 and appends it', async () => {
    const http = mockHttp({
      'GET /personal/orders': ({ params }) =>
        params.page === 1 ? { data: paged([order(3), order(2)], 1, 2, 3) } : { data: paged([order(1)], 2, 2, 3) },
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });
    const list = await screen.findByRole('list', { name: 'Мои заказы' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await within(list).findByRole('heading', { name: 'Заказ №100001' })).toBeInTheDocument();
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Заказ №100003',
      'Заказ №100002',
      'Заказ №100001',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(http.calls('GET /personal/orders').map((call) => call.params.page)).toEqual([1, 2]);
  });

  it('When there are no orders, then the empty state links to the catalogue', async () => {
    mockHttp({ 'GET /personal/orders': { data: paged([]) } });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });

    expect(await screen.findByText('Вы ещё ничего не заказывали')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
  });

  it('When the orders fail to load, then a quiet message offers "Повторить", which loads them again', async () => {
    let fail = true;
    const http = mockHttp({
      'GET /personal/orders': () => (fail ? { status: 500 } : { data: paged([order(1)]) }),
    });
    renderWithProviders(<OrdersPage />, { route: '/personal/orders' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('article', { name: 'Заказ №100001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(http.calls('GET /personal/orders')).toHaveLength(2);
  });
});
