import type {
  CartInfoDto,
  CartItemDto,
  CartListDto,
  CartStatusesDto,
  CartWriteResultDto,
  DeliveryOptionDto,
  OrderDraftDto,
  OrderDto,
} from 'shared-kit/contracts';
import { makeProduct } from 'shared-kit/testing';

/** Cart totals as `GET /api/cart/info` answers them. */
export function cartInfo(change: Partial<CartInfoDto> = {}): CartInfoDto {
  return {
    currency: 'RUB',
    count: 3,
    discount: 300,
    priceDefault: 3270,
    deliveryCost: 0,
    priceFinal: 2970,
    bonuses: 0,
    bonuses_available: 0,
    bonuses_spendable: 0,
    bonuses_receive: 148,
    promo_code: null,
    ...change,
  };
}

/** A cart line as `GET /api/cart/list` and `GET /api/order` give it: product card plus what the cart holds. */
export function cartItem(id: number, change: Partial<CartItemDto> = {}): CartItemDto {
  const product = makeProduct(id);
  const amount = change.amount ?? 1;
  const isGift = change.is_gift ?? false;
  const price = isGift ? 0 : product.price_current;
  return {
    ...product,
    product_id: id,
    amount,
    available: product.quantity,
    is_gift: isGift,
    line_price_default: price * amount,
    line_price_final: price * amount,
    line_discount: 0,
    line_bonuses_receive: isGift ? 0 : product.points * amount,
    ...change,
  };
}

/** `GET /api/cart/list` for these lines; no gift offered and nothing out of stock unless told. */
export function cartList(items: CartItemDto[] = [], statuses: Partial<CartStatusesDto> = {}): CartListDto {
  return {
    items,
    statuses: { gifts_available: false, gifts_added: items.some((item) => item.is_gift), out_of_stock: [], ...statuses },
  };
}

/**
 * The answer of a cart write (`POST /api/cart/add`, `update`, `remove`, `clear`, bonuses, gifts) leaving
 * these lines in the cart: totals summed from the lines, the line of `productId` as the one written.
 */
export function cartWrite(
  productId: number | null,
  items: CartItemDto[],
  change: Partial<CartWriteResultDto> = {},
): CartWriteResultDto {
  const paid = items.filter((item) => !item.is_gift);
  const sum = (pick: (item: CartItemDto) => number) => paid.reduce((total, item) => total + pick(item), 0);
  const priceDefault = sum((item) => item.line_price_default);
  const priceFinal = sum((item) => item.line_price_final);
  const written = items.find((item) => item.product_id === productId);
  return {
    ...cartInfo({
      count: sum((item) => item.amount),
      priceDefault,
      priceFinal,
      discount: priceDefault - priceFinal,
      bonuses_receive: sum((item) => item.line_bonuses_receive),
    }),
    ...cartList(items),
    product_id: productId,
    amount: written?.amount ?? 0,
    clamped: false,
    available: written ? written.available : null,
    notice: null,
    ...change,
  };
}

/** The delivery ways as the API prices them for a small cart. */
export const deliveryOptions: DeliveryOptionDto[] = [
  {
    key: 'pickup_left',
    type: 'pickup',
    title: 'Самовывоз из магазина на Октябрьском',
    address: 'Псков, Октябрьский пр., 22',
    price: 0,
    free_from: null,
    term: 'сегодня',
  },
  {
    key: 'courier_city',
    type: 'courier',
    title: 'Курьер по Пскову',
    address: null,
    price: 250,
    free_from: 3000,
    term: '1–2 дня',
  },
];

/** The answer of `GET /api/order` for a cart of two lines and a gift. */
export function orderDraft(change: Partial<OrderDraftDto> = {}): OrderDraftDto {
  return {
    orderList: [cartItem(7, { title: 'Омега-3', amount: 2 }), cartItem(8, { title: 'Витамин C' })],
    gifts_added: [cartItem(12, { title: 'Пробник крема', is_gift: true })],
    availableDelivery: deliveryOptions,
    paymentInfo: {
      methods: [
        { key: 'cash', title: 'При получении', description: 'Наличными или картой', online: false },
        { key: 'card_online', title: 'Картой онлайн', description: 'Visa, Mastercard, МИР', online: true },
        { key: 'sbp', title: 'СБП', description: 'Через приложение банка', online: true },
      ],
      totals: cartInfo({ count: 4, priceDefault: 1500, discount: 0, priceFinal: 1500, bonuses_receive: 75 }),
      out_of_stock: [],
    },
    presavedDelivery: {
      delivery_key: null,
      full_name: 'Анна Петрова',
      phone: '+79161234567',
      email: 'anna@example.ru',
    },
    delivery_city: { id: 27, title: 'Псков' },
    courier_city: { id: 27, title: 'Псков' },
    saved_addresses: [],
    ...change,
  };
}

/** A placed order as `POST /api/order` and `GET /api/order-confirm/{id}` answer it. */
export function placedOrder(
  change: Partial<OrderDto> = {},
  payment: Partial<OrderDto['payment']> = {},
): OrderDto {
  return {
    id: 42,
    number: '100042',
    status: 'new',
    status_title: 'Новый',
    status_history: [{ status: 'new', status_title: 'Новый', changed_at: '2026-05-01T09:30:00.000Z' }],
    items: [
      {
        product_id: 7,
        title: 'Омега-3',
        quantity: 2,
        price: 500,
        is_gift: false,
        url: '/products/omega-3',
        preview: null,
      },
      {
        product_id: 12,
        title: 'Пробник крема',
        quantity: 1,
        price: 0,
        is_gift: true,
        url: null,
        preview: null,
      },
    ],
    delivery_key: 'courier_city',
    delivery: { key: 'courier_city', title: 'Курьер по Пскову', address: null, term: '1–2 дня' },
    delivery_address: null,
    pickup_point: null,
    payment_key: 'cash',
    payment: {
      key: 'cash',
      title: 'При получении',
      status: 'not_required',
      status_title: 'Оплата при получении',
      confirmation_url: null,
      ...payment,
    },
    full_name: 'Анна Петрова',
    phone: '+7 (916) 123-45-67',
    email: 'anna@example.ru',
    comment: '',
    promo_code: 'ЗДОРОВЬЕ10',
    priceDefault: 1000,
    discount: 100,
    deliveryCost: 250,
    bonuses: 50,
    priceFinal: 1100,
    bonuses_receive: 45,
    created_at: '2026-11-20T09:30:00.000Z',
    ...change,
  };
}
