import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import { externalNavigation } from '../../shared/lib/leavePage';
import { placedOrder } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrderConfirmPage, PAYMENT_POLL_MS, PAYMENT_POLL_TIMES } from './OrderConfirmPage';

const renderAt = (route: string) =>
  renderWithProviders(<OrderConfirmPage />, { route, path: '/order/confirm/*' });

const pending = (url: string | null = 'https://pay.example/confirm/abc') =>
  placedOrder(
    { payment_key: 'card_online' },
    {
      key: 'card_online',
      title: 'Картой онлайн',
      status: 'pending',
      status_title: 'Ожидает оплаты',
      confirmation_url: url,
    },
  );

afterEach(() => jest.useRealTimers());

describe('OrderConfirmPage', () => {
  it('When the order exists, then number, date, statuses, delivery, contacts, lines, totals and next steps are shown', async () => {
    const http = mockHttp({ 'GET /order-confirm/42': { data: placedOrder() } });
    renderAt('/order/confirm/42');

    expect(await screen.findByRole('heading', { name: 'Заказ №100042' })).toBeInTheDocument();
    expect(screen.getByText('20 ноября 2026 г.')).toBeInTheDocument();
    expect(screen.getByText('Новый')).toBeInTheDocument();
    expect(screen.getByText('При получении')).toBeInTheDocument();
    expect(screen.getByText('Оплата при получении')).toBeInTheDocument();
    expect(screen.getByText('Курьер по Пскову')).toBeInTheDocument();
    expect(screen.getByText('1–2 дня')).toBeInTheDocument();
    expect(screen.getByText('+7 (916) 123-45-67')).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Состав заказа' });
    expect(within(items).getByRole('link', { name: 'Омега-3' })).toHaveAttribute('href', '/products/omega-3');
    const gift = within(items).getByText('Пробник крема').closest('li') as HTMLElement;
    expect(within(gift).getByText('Подарок')).toBeInTheDocument();
    const totals = screen.getByLabelText('Сумма заказа');
    expect(within(totals).getByText('Товары').nextSibling).toHaveTextContent(/1\s000\s₽/);
    expect(within(totals).getByText('Скидка').nextSibling).toHaveTextContent(/−100\s₽/);
    expect(within(totals).getByText('Промокод ЗДОРОВЬЕ10')).toBeInTheDocument();
    expect(within(totals).getByText('Оплачено бонусами').nextSibling).toHaveTextContent(/−50\s₽/);
    expect(within(totals).getByText('Доставка').nextSibling).toHaveTextContent(/250\s₽/);
    expect(within(totals).getByText('Итого').nextSibling).toHaveTextContent(/1\s100\s₽/);
    expect(screen.getByText('За заказ начислим 45 бонусов')).toBeInTheDocument();
    expect(screen.getByText(/Курьер позвонит перед доставкой. Оплатите заказ курьеру/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(http.calls('GET /order-confirm/42')[0].params).toEqual({ lang: 'ru' });
  });

  it('When the payment is pending, then the order is read every 3 s until it is paid', async () => {
    jest.useFakeTimers();
    const answers = [
      pending(),
      pending(),
      placedOrder(
        { status: 'paid', status_title: 'Оплачен' },
        {
          key: 'card_online',
          title: 'Картой онлайн',
          status: 'succeeded',
          status_title: 'Оплачен',
        },
      ),
    ];
    const http = mockHttp({ 'GET /order-confirm/42': () => ({ data: answers.shift() ?? answers.at(-1) }) });
    renderAt('/order/confirm/42');

    expect(await screen.findByText('Ожидает оплаты')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();

    await act(async () => jest.advanceTimersByTime(PAYMENT_POLL_MS));
    expect(http.calls('GET /order-confirm/42')).toHaveLength(2);
    expect(screen.getByText('Ожидает оплаты')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(PAYMENT_POLL_MS));

    expect(http.calls('GET /order-confirm/42')).toHaveLength(3);
    expect(screen.getAllByText('Оплачен').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(screen.getByText(/Заказ оплачен. Курьер позвонит/)).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(PAYMENT_POLL_MS * 3));
    expect(http.calls('GET /order-confirm/42')).toHaveLength(3);
  });

  it('When the payment stays pending, then polling stops after a minute and payment is still offered', async () => {
    jest.useFakeTimers();
    const http = mockHttp({ 'GET /order-confirm/42': { data: pending() } });
    renderAt('/order/confirm/42');
    await screen.findByText('Ожидает оплаты');

    for (let i = 0; i < PAYMENT_POLL_TIMES + 3; i += 1)
      await act(async () => jest.advanceTimersByTime(PAYMENT_POLL_MS));

    expect(http.calls('GET /order-confirm/42')).toHaveLength(1 + PAYMENT_POLL_TIMES);
    expect(screen.getByRole('button', { name: 'Оплатить' })).toBeEnabled();
  });

  it('When "Оплатить" is pressed, then a fresh payment is asked for and the customer goes to its page', async () => {
    const http = mockHttp({
      'GET /order-confirm/42': { data: pending(null) },
      'POST /order/42/pay': { data: pending('https://pay.example/confirm/fresh') },
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderAt('/order/confirm/42');

    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить' }));

    expect(assign).toHaveBeenCalledWith('https://pay.example/confirm/fresh');
    expect(http.calls('POST /order/42/pay')).toHaveLength(1);
  });

  it('When the payment was canceled, then it says so and offers to pay again', async () => {
    mockHttp({
      'GET /order-confirm/42': {
        data: placedOrder(
          {},
          {
            key: 'sbp',
            title: 'СБП',
            status: 'canceled',
            status_title: 'Оплата отменена',
            confirmation_url: null,
          },
        ),
      },
      'POST /order/42/pay': { status: 502, data: {} },
    });
    renderAt('/order/confirm/42');

    expect(await screen.findByText(/Оплата не прошла/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить снова' }));

    expect(await screen.findByText('Не удалось перейти к оплате. Попробуйте ещё раз.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить снова' })).toBeEnabled();
  });

  it('When the API answers 404, then "Заказ не найден" is shown', async () => {
    mockHttp({ 'GET /order-confirm/999': { status: 404 } });
    renderAt('/order/confirm/999');

    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
  });

  it('When the API fails otherwise, then a quiet message replaces the order', async () => {
    mockHttp({ 'GET /order-confirm/5': { status: 500 } });
    renderAt('/order/confirm/5/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заказ');
  });
});
