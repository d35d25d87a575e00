import type { AccountInfoDto, OrderDto } from 'shared-kit/contracts';

/** The signed-in customer as `GET /api/personal/info` answers. */
export function accountInfo(change: Partial<AccountInfoDto> = {}): AccountInfoDto {
  return {
    date_of_birth: '1990-04-12',
    email: 'anna@example.ru',
    gender: 'female',
    image: null,
    name: 'Анна',
    patronymic: 'Сергеевна',
    phone: '+7 (916) 123-45-67',
    surname: 'Иванова',
    ...change,
  };
}

/** A placed order as `GET /api/personal/orders` lists it: courier, paid on receipt, two lines and a gift. */
export function order(id: number, change: Partial<OrderDto> = {}): OrderDto {
  return {
    id,
    number: String(100000 + id),
    status: 'new',
    status_title: 'Новый',
    status_history: [{ status: 'new', status_title: 'Новый', changed_at: '2026-05-01T09:30:00.000Z' }],
    items: [
      {
        product_id: 7,
        title: 'Омега-3 1000 мг',
        quantity: 2,
        price: 990,
        is_gift: false,
        url: '/products/vitaminy-i-bady/omega-3',
        preview: null,
      },
      {
        product_id: 9,
        title: 'Витамин D3',
        quantity: 1,
        price: 450,
        is_gift: false,
        url: '/products/vitaminy-i-bady/vitamin-d3',
        preview: null,
      },
      {
        product_id: 12,
        title: 'Пробник крема',
        quantity: 1,
        price: 0,
        is_gift: true,
        url: '/products/kosmetika/probnik-krema',
        preview: null,
      },
    ],
    delivery_key: 'courier_city',
    delivery: { key: 'courier_city', title: 'Курьером по Пскову', address: 'Псков, ул. Ленина, 1', term: 'Завтра' },
    delivery_address: null,
    pickup_point: null,
    payment_key: 'cash',
    payment: {
      key: 'cash',
      title: 'При получении',
      status: 'not_required',
      status_title: 'Не требуется',
      confirmation_url: null,
    },
    full_name: 'Анна Иванова',
    phone: '+7 (916) 123-45-67',
    email: 'anna@example.ru',
    comment: '',
    promo_code: null,
    priceDefault: 2430,
    discount: 0,
    deliveryCost: 250,
    bonuses: 0,
    priceFinal: 2680,
    bonuses_receive: 24,
    created_at: '2026-03-12T09:30:00.000Z',
    ...change,
  };
}
