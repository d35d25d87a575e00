import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type MockRoutes } from 'shared-kit/testing';
import type { DeliveryOptionDto, OrderDraftDto, PickupPointDto, SavedAddressDto } from 'shared-kit/contracts';
import { OrderPage } from '../../../pages/order';
import { deliveryOptions, orderDraft, placedOrder } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';

const POST_PICKUP: DeliveryOptionDto = {
  key: 'post_pickup',
  type: 'post_pickup',
  title: 'В пункт выдачи или постамат',
  address: null,
  price: 299,
  free_from: null,
  term: '2–10 дней',
};

const POINTS: PickupPointDto[] = [
  { id: 'PSK-001', kind: 'pickup_point', kind_title: 'Пункт выдачи', title: 'Пункт выдачи на Октябрьском', address: 'Октябрьский пр-кт, д. 56', hours: 'Пн–Пт 9:00–20:00', city: 'Псков' },
  { id: 'PSK-005', kind: 'parcel_locker', kind_title: 'Постамат', title: 'Постамат у вокзала', address: 'ул. Вокзальная, д. 38', hours: 'Ежедневно, круглосуточно', city: 'Псков' },
];

const SAVED: SavedAddressDto = {
  id: 41, title: 'Псков, ул. Гоголя, д. 10, кв. 3', city: 'Псков', street: 'ул. Гоголя', house: '10', flat: '3', entrance: '1', floor: '2', intercom: '', comment: '',
};

function draftWith(key: OrderDraftDto['presavedDelivery']['delivery_key'], change: Partial<OrderDraftDto> = {}): OrderDraftDto {
  const draft = orderDraft();
  return {
    ...draft,
    availableDelivery: [...deliveryOptions, POST_PICKUP],
    presavedDelivery: { ...draft.presavedDelivery, delivery_key: key },
    ...change,
  };
}

function mockApi(draft: OrderDraftDto, routes: MockRoutes = {}) {
  return mockHttp({
    'GET /order': { data: draft },
    'GET /address/suggest': ({ params }) => ({
      data: {
        suggestions: String(params.query).toLowerCase().startsWith('тру')
          ? [
              { value: 'ул. Труда', street: 'ул. Труда', house: null, city: 'Псков' },
              { value: 'ул. Труда, д 5', street: 'ул. Труда', house: '5', city: 'Псков' },
            ]
          : [],
      },
    }),
    'GET /pickup-points': ({ params }) => ({
      data: { city: { id: 27, title: 'Псков' }, items: params.query ? POINTS.filter((point) => point.address.includes('Вокзальная')) : POINTS },
    }),
    'POST /order': { status: 201, data: placedOrder() },
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<OrderPage />, { route: '/order', path: '/order', extra: <></>, showLocation: true });

async function consentAndSubmit() {
  await userEvent.click(screen.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));
}

afterEach(() => sessionStorage.clear());

// The suggestions wait for a pause in typing, and the form types and submits as a customer would.
jest.setTimeout(20_000);

describe('delivery place of the order form', () => {
  it('When the courier is chosen, then the street suggests by keyboard: arrows, Enter takes one, Escape closes the list', async () => {
    const http = mockApi(draftWith('courier_city'));
    renderPage();
    const street = await screen.findByRole('combobox', { name: /Улица/ });
    expect(screen.getByRole('textbox', { name: 'Город' })).toHaveValue('Псков');
    expect(street).not.toHaveAttribute('aria-controls');

    await userEvent.type(street, 'тру');
    const list = await screen.findByRole('listbox', { name: 'Подсказки адреса' });
    expect(street).toHaveAttribute('aria-expanded', 'true');
    expect(street).toHaveAttribute('aria-controls', list.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(street).toHaveAttribute('aria-activedescendant', within(screen.getByRole('listbox')).getAllByRole('option')[1].id);
    await userEvent.keyboard('{Enter}');

    expect(street).toHaveValue('ул. Труда');
    expect(screen.getByRole('textbox', { name: 'Дом' })).toHaveValue('5');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(http.calls('GET /address/suggest').at(-1)?.params).toMatchObject({ query: 'тру', city_id: 27 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Квартира или офис' }), '12');
    await consentAndSubmit();
    await waitFor(() => expect(http.calls('POST /order')).toHaveLength(1));
    expect(http.calls('POST /order')[0].body).toMatchObject({ delivery_key: 'courier_city', address: { street: 'ул. Труда', house: '5', flat: '12' } });
  });

  it('When the courier has no street and house, then the errors are under those fields and nothing is sent', async () => {
    const http = mockApi(draftWith('courier_city'));
    renderPage();
    await screen.findByRole('combobox', { name: /Улица/ });

    await consentAndSubmit();

    expect(await screen.findByText('Укажите улицу')).toBeInTheDocument();
    expect(screen.getByText('Укажите номер дома')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Дом' })).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST /order')).toHaveLength(0);
  });

  it('When the customer has saved addresses, then the last one is offered first, a new one can be entered and one deleted', async () => {
    const http = mockApi(draftWith('courier_city', { saved_addresses: [SAVED] }), { [`DELETE /personal/addresses/${SAVED.id}`]: { status: 204 } });
    renderPage();
    const saved = await screen.findByRole('radio', { name: SAVED.title });
    expect(saved).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Улица/ })).toHaveValue('ул. Гоголя');

    await userEvent.click(screen.getByRole('radio', { name: 'Новый адрес' }));
    expect(screen.getByRole('combobox', { name: /Улица/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: `Удалить адрес ${SAVED.title}` }));

    await waitFor(() => expect(screen.queryByRole('radio', { name: SAVED.title })).not.toBeInTheDocument());
    expect(http.calls(`DELETE /personal/addresses/${SAVED.id}`)).toHaveLength(1);
  });

  it('When the postal courier goes to another city, then the saved addresses of Pskov are not offered and the city is the chosen one', async () => {
    const POST_COURIER: DeliveryOptionDto = { ...POST_PICKUP, key: 'post_courier', type: 'post_courier', title: 'Курьером службы доставки' };
    mockApi(
      draftWith('post_courier', {
        availableDelivery: [...deliveryOptions, POST_COURIER],
        delivery_city: { id: 1, title: 'Москва' },
        saved_addresses: [SAVED],
      }),
    );
    renderPage();

    expect(await screen.findByRole('textbox', { name: 'Город' })).toHaveValue('Москва');
    expect(screen.queryByRole('radio', { name: SAVED.title })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Улица/ })).toHaveValue('');
  });

  it('When the pickup point way is chosen, then the city’s points come with hours, a filter narrows them, and the chosen one is sent', async () => {
    const http = mockApi(draftWith('post_pickup'));
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Пункты выдачи в городе Псков' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByText('Часы работы: Ежедневно, круглосуточно')).toBeInTheDocument();

    await consentAndSubmit();
    expect(await screen.findByText('Выберите пункт выдачи или постамат')).toBeInTheDocument();
    expect(http.calls('POST /order')).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти пункт по адресу или названию' }), 'вокз');
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: /Пункты выдачи/ })).getAllByRole('radio')).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: /Постамат у вокзала/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(http.calls('POST /order')).toHaveLength(1));
    expect(http.calls('POST /order')[0].body).toMatchObject({ delivery_key: 'post_pickup', pickup_point_id: 'PSK-005' });
    expect(http.calls('POST /order')[0].body).not.toHaveProperty('address');
  });

  it('When the API refuses a field, then its message is shown under that field', async () => {
    mockApi(draftWith('courier_city', { saved_addresses: [SAVED] }), {
      'POST /order': {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'Укажите, куда доставить заказ', code: 'DELIVERY_DETAILS_INVALID', fields: { 'address.house': 'Не длиннее 20 символов' } },
      },
    });
    renderPage();
    await screen.findByRole('radio', { name: SAVED.title });

    await consentAndSubmit();

    const house = screen.getByRole('textbox', { name: 'Дом' });
    expect(await screen.findByText('Не длиннее 20 символов')).toBeInTheDocument();
    expect(house).toHaveAttribute('aria-describedby', 'mfo-address-house-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите, куда доставить заказ');
  });
});
