import type {
  AccountInfoDto,
  EmailLoginCodeSentDto,
  EmailLoginResultDto,
  OrderDto,
  PersonalReviewDto,
} from 'shared-kit/contracts';

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

/** `POST /api/personal/email_login {email}` (and `/api/personal/email_change`): a code of six digits went out. */
export function codeSent(change: Partial<EmailLoginCodeSentDto> = {}): EmailLoginCodeSentDto {
  return { status: 'send_code', success: true, code_length: 6, resend_after: 180, expires_in: 600, ...change };
}

/** `POST /api/personal/email_login {email, code}` of a known customer: signed in (the key goes into the cookie). */
export function knownCustomer(token: string): EmailLoginResultDto {
  return { status: 'login_success', success: true, new_registration: false, token, registration_token: null, reload: false };
}

/** `POST /api/personal/email_login {email, code}` of a new address: the ticket of the registration form. */
export function newCustomer(registrationToken: string): EmailLoginResultDto {
  return {
    status: 'login_error',
    success: true,
    new_registration: true,
    token: null,
    registration_token: registrationToken,
    reload: false,
  };
}

/** A review of the customer's own as `GET /api/personal/reviews` lists it: published, four stars, no photos. */
export function personalReview(id: number, change: Partial<PersonalReviewDto> = {}): PersonalReviewDto {
  return {
    id,
    product: { id: 7, title: 'Омега-3 1000 мг', url: '/products/vitaminy-i-bady/omega-3' },
    rating: 4,
    price_status: 2,
    quality_status: 3,
    advantages: '',
    disadvantages: '',
    comment: '',
    anonymous: false,
    created_at: '2026-03-05T10:00:00.000Z',
    answer: null,
    photos: [],
    status: 'published',
    status_title: 'Опубликован',
    ...change,
  };
}
