import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession, HttpClientError } from 'shared-kit';
import { mockHttp, type MockRoutes } from 'shared-kit/testing';
import { externalNavigation } from '../../shared/lib/leavePage';
import { ORDER_KEY_STORAGE } from '../../shared/lib/idempotencyKey';
import { cartInfo, cartList, cartWrite, orderDraft, placedOrder } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectCartInfo } from '../../entities/cart';
import { OrderPage } from './OrderPage';

/** The fake API, and the `Idempotency-Key` of every `POST /order` so far. */
function mockOrderApi(routes: MockRoutes) {
  const http = mockHttp({ 'GET /order': { data: orderDraft() }, ...routes });
  const keys = () => http.calls('POST /order').map((request) => request.headers['Idempotency-Key']);
  return { http, keys };
}

const renderPage = () =>
  renderWithProviders(<OrderPage />, {
    route: '/order',
    path: '/order',
    extra: <></>,
    showLocation: true,
  });

async function fillConsentAndSubmit() {
  await userEvent.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
}

afterEach(() => sessionStorage.clear());

describe('OrderPage', () => {
  it('When the delivery choice has reset the bonuses, then the customer spends them again on the order page', async () => {
    getSession().signIn('token-1');
    try {
      let bonuses = 0;
      const totals = () => cartInfo({ bonuses, bonuses_available: 300, bonuses_spendable: 300, priceFinal: 2970 - bonuses });
      const { http } = mockOrderApi({
        'GET /order': () => ({ data: { ...orderDraft(), paymentInfo: { ...orderDraft().paymentInfo, totals: totals() } } }),
        'POST /cart/bonuses': ({ body }) => {
          bonuses = (body as { bonuses: number }).bonuses;
          return { data: cartWrite(null, [], totals()) };
        },
        'GET /cart/list': { data: cartList() },
      });
      renderPage();

      await userEvent.click(await screen.findByRole('button', { name: 'Списать 300 бонусов' }));

      expect(await screen.findByText('Списано 300 бонусов')).toBeInTheDocument();
      expect(http.calls('POST /cart/bonuses')[0].body).toEqual({ bonuses: 300 });
    } finally {
      getSession().signOut();
    }
  });

  it('When the draft loads, then lines with the gift marked, pre-filled contacts, ways and totals are shown', async () => {
    mockOrderApi({});
    renderPage();

    const lines = await screen.findByRole('region', { name: 'Состав заказа' });
    expect(within(lines).getByText('Омега-3')).toBeInTheDocument();
    const gift = within(lines).getByText('Пробник крема').closest('li') as HTMLElement;
    expect(within(gift).getByText('Подарок')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя и фамилия' })).toHaveValue('Анна Петрова');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (916) 123-45-67');
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue('anna@example.ru');
    const delivery = screen.getByRole('radiogroup', { name: 'Способ получения' });
    expect(within(delivery).getByText('Бесплатно')).toBeInTheDocument();
    expect(within(delivery).getByText('Псков, Октябрьский пр., 22')).toBeInTheDocument();
    expect(within(delivery).getByText(/250\s₽/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Способ оплаты' })).getAllByRole('radio'),
    ).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: /согласие на обработку/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'согласие на обработку персональных данных' })).toHaveAttribute(
      'href',
      '/personal-data-consent',
    );
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent(/1\s500\s₽/);
  });

  it('When the page is read in order (a phone shows one column in it), then the bonuses and «Ваш заказ» come after the form\'s fields and before the consent and «Оформить заказ»', async () => {
    getSession().signIn('token-1');
    try {
      const totals = cartInfo({ bonuses_available: 300, bonuses_spendable: 300 });
      mockOrderApi({ 'GET /order': { data: { ...orderDraft(), paymentInfo: { ...orderDraft().paymentInfo, totals } } } });
      renderPage();

      const summary = await screen.findByRole('region', { name: 'Ваш заказ' });
      const bonuses = screen.getByRole('region', { name: 'Бонусы' });
      const payment = screen.getByRole('radiogroup', { name: 'Способ оплаты' });
      const consent = screen.getByRole('checkbox', { name: /согласие на обработку/ });
      const submit = screen.getByRole('button', { name: 'Оформить заказ' });
      const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

      expect([follows(payment, bonuses), follows(bonuses, summary), follows(summary, consent), follows(consent, submit)]).toEqual([true, true, true, true]);
      // Outside the form in the page's order, the consent and the button still belong to it.
      const form = payment.closest('form') as HTMLFormElement;
      expect((submit as HTMLButtonElement).form).toBe(form);
      expect((consent as HTMLInputElement).form).toBe(form);
    } finally {
      getSession().signOut();
    }
  });

  it('When required fields are empty, then each field says what is missing and nothing is sent', async () => {
    const { http } = mockOrderApi({});
    renderPage();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Имя и фамилия' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Телефон' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Электронная почта' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'anna@');

    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Это поле является обязательным')).toBeInTheDocument();
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Введите валидный емейл адрес')).toBeInTheDocument();
    expect(screen.getByText('Выберите способ получения')).toBeInTheDocument();
    expect(
      screen.getByText('Чтобы оформить заказ, дайте согласие на обработку персональных данных'),
    ).toBeInTheDocument();
    expect(http.calls('POST /order')).toHaveLength(0);
  });

  it('When a phone is typed, then it takes the mask +7 (###) ###-##-##', async () => {
    mockOrderApi({});
    renderPage();
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await userEvent.clear(phone);

    await userEvent.type(phone, '89031112233');

    expect(phone).toHaveValue('+7 (903) 111-22-33');
  });

  it('When "Покупаю как юрлицо" is ticked, then the ИНН field appears and must have 10 or 12 digits', async () => {
    mockOrderApi({});
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Имя и фамилия' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ИНН организации' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Покупаю как юрлицо' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ИНН организации' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('ИНН состоит из 10 или 12 цифр')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Покупаю как юрлицо' }));
    expect(screen.queryByRole('textbox', { name: 'ИНН организации' })).not.toBeInTheDocument();
  });

  it('When a delivery is chosen, then the cart gets it with the shown price and the totals follow the answer', async () => {
    const { http } = mockOrderApi({
      'POST /cart/delivery': {
        data: cartInfo({ count: 4, priceDefault: 1500, deliveryCost: 250, priceFinal: 1750 }),
      },
    });
    const { store } = renderPage();

    await userEvent.click(await screen.findByRole('radio', { name: 'Курьер по Пскову' }));

    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    await waitFor(() =>
      expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent(/1\s750\s₽/),
    );
    expect(http.calls('POST /cart/delivery')[0].body).toEqual({
      delivery_key: 'courier_city',
      delivery_price: 250,
    });
    expect(screen.getByRole('radio', { name: 'Курьер по Пскову' })).toBeChecked();
    expect(selectCartInfo(store.getState())?.bonuses).toBe(0);
  });

  it('When the order is placed, then the draft goes with an Idempotency-Key, the badge empties and the confirmation opens', async () => {
    const { http, keys } = mockOrderApi({
      'GET /order': {
        data: orderDraft({
          presavedDelivery: { ...orderDraft().presavedDelivery, delivery_key: 'pickup_left' },
          paymentInfo: {
            ...orderDraft().paymentInfo,
            totals: cartInfo({ promo_code: 'ЗДОРОВЬЕ10', bonuses: 40 }),
          },
        }),
      },
      'POST /order': { status: 201, data: placedOrder() },
    });
    const counts: number[] = [];
    const stop = getEventBus().subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Комментарий к заказу' }),
      'Позвоните заранее',
    );

    await fillConsentAndSubmit();

    await waitFor(() => expect(screen.getByLabelText('адрес')).toHaveTextContent('/order/confirm/42'));
    expect(http.calls('POST /order')[0].body).toEqual({
      full_name: 'Анна Петрова',
      phone: '+7 (916) 123-45-67',
      email: 'anna@example.ru',
      comment: 'Позвоните заранее',
      payment_key: 'cash',
      promo_code: 'ЗДОРОВЬЕ10',
      bonuses: 40,
      delivery_key: 'pickup_left',
      delivery_price: 0,
      personal_data_consent: true,
    });
    expect(keys()).toHaveLength(1);
    expect(keys()[0]).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(counts).toEqual([0]);
    expect(sessionStorage.getItem(ORDER_KEY_STORAGE)).toBeNull();
    stop();
  });

  it('When the network fails, then a retry message shows, the values stay, and the retry sends the same key', async () => {
    let fail = true;
    const { http, keys } = mockOrderApi({
      'GET /order': {
        data: orderDraft({
          presavedDelivery: { ...orderDraft().presavedDelivery, delivery_key: 'pickup_left' },
        }),
      },
      'POST /order': () => {
        if (fail) throw new HttpClientError('Network Error', 'ERR_NETWORK');
        return { status: 201, data: placedOrder() };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Покупаю как юрлицо' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ИНН организации' }), '7707083893');

    await fillConsentAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось связаться с магазином');
    expect(screen.getByRole('textbox', { name: 'ИНН организации' })).toHaveValue('7707083893');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
    // Kept for the tab, so a reload of the page would send it again too.
    expect(sessionStorage.getItem(ORDER_KEY_STORAGE)).toBe(keys()[0]);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(screen.getByLabelText('адрес')).toHaveTextContent('/order/confirm/42'));
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
    expect(http.calls('POST /order')[1].body).toMatchObject({ inn: '7707083893' });
  });

  it('When the order is paid online, then the customer leaves for the confirmation_url', async () => {
    mockOrderApi({
      'GET /order': {
        data: orderDraft({
          presavedDelivery: { ...orderDraft().presavedDelivery, delivery_key: 'pickup_left' },
        }),
      },
      'POST /order': {
        status: 201,
        data: placedOrder(
          {},
          { key: 'card_online', status: 'pending', confirmation_url: 'https://pay.example/confirm/abc' },
        ),
      },
    });
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Картой онлайн' }));

    await fillConsentAndSubmit();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/confirm/abc'));
    expect(screen.getByRole('button', { name: 'Оформляем…' })).toBeDisabled();
    expect(screen.getByLabelText('адрес')).toHaveTextContent('/order');
  });

  it('When the server answers 409 CART_CHANGED, then its message shows and the draft is read again', async () => {
    const { http } = mockOrderApi({
      'GET /order': {
        data: orderDraft({
          presavedDelivery: { ...orderDraft().presavedDelivery, delivery_key: 'pickup_left' },
        }),
      },
      'POST /order': {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CART_CHANGED',
          message: 'Корзина изменилась: проверьте заказ ещё раз',
        },
      },
    });
    renderPage();
    await screen.findByRole('textbox', { name: 'Имя и фамилия' });

    await fillConsentAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Корзина изменилась: проверьте заказ ещё раз');
    await waitFor(() => expect(http.calls('GET /order')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: /согласие на обработку/ })).toBeChecked();
  });

  it('When another 409 comes, then its message is shown as it is', async () => {
    mockOrderApi({
      'GET /order': {
        data: orderDraft({
          presavedDelivery: { ...orderDraft().presavedDelivery, delivery_key: 'pickup_left' },
        }),
      },
      'POST /order': {
        status: 409,
        data: { statusCode: 409, error: 'Conflict', code: 'OUT_OF_STOCK', message: 'Закончились: Омега-3' },
      },
    });
    renderPage();
    await screen.findByRole('textbox', { name: 'Имя и фамилия' });

    await fillConsentAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Закончились: Омега-3');
  });

  it('When lines are out of stock, then they are named and the order cannot be placed', async () => {
    mockOrderApi({
      'GET /order': {
        data: orderDraft({ paymentInfo: { ...orderDraft().paymentInfo, out_of_stock: ['Коллаген'] } }),
      },
    });
    renderPage();

    expect(await screen.findByRole('note')).toHaveTextContent('Товаров нет в наличии: Коллаген');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });

  it('When the cart is empty, then there is nothing to order and the catalogue is offered', async () => {
    mockOrderApi({ 'GET /order': { data: orderDraft({ orderList: [], gifts_added: [] }) } });
    renderPage();

    expect(await screen.findByText('В корзине нет товаров для заказа')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');
  });

  it('When the API answers 401, then the visitor is asked to sign in instead of a broken page', async () => {
    mockOrderApi({ 'GET /order': { status: 401 } });
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));

    expect(screen.getByText('Войдите, чтобы оформить заказ')).toBeInTheDocument();
    expect(requests).toEqual([{ reason: 'order', redirectTo: '/order' }]);
    stop();
  });
});
