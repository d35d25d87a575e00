/**
 * Checkout (`/api/delivery/list`, `/api/order…`, `/api/personal/orders`): the ways to receive an order, the
 * order page, placing and paying an order, its confirmation and the customer's orders. Promo codes, the
 * delivery choice, bonuses and gifts of the cart are the cart's shapes (`cart.ts`). Money in rubles: the
 * server keeps kopecks and computes every price; a client never sends one except to confirm what it showed.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CartInfo, CartItem, DELIVERY_KEYS, DeliveryKey, type DeliveryKeyDto } from './cart';
import { DeliveryAddress, DeliveryAddressInput, DeliveryCity, PickupPoint, SavedAddress } from './delivery';
import { Nullable, Paged, pagingQuery, Ref, StringEnum, type RouteShapes } from './schema';

/**
 * Statuses of an order, in the order a normal one goes through: new (or paid online) → accepted →
 * assembling → ready_for_pickup or shipped (handed to delivery) → delivered; cancelled from any open one.
 */
export const ORDER_STATUSES = [
  'new',
  'paid',
  'accepted',
  'assembling',
  'ready_for_pickup',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const OrderStatus = StringEnum(ORDER_STATUSES);

/** Ways to pay for an order: on receipt (cash or card to the courier or in the store), a card online, СБП. */
export const PaymentKey = StringEnum(['cash', 'card_online', 'sbp']);

/** Status of an online payment; `not_required` for payment on receipt. */
export const PaymentStatus = StringEnum(['not_required', 'pending', 'succeeded', 'canceled']);

/** A delivery key or null, written as `type: ['string', 'null']` with the keys and null as its `enum`. */
const deliveryKeyOrNull = Type.Unsafe<DeliveryKeyDto | null>({
  type: ['string', 'null'],
  enum: [...DELIVERY_KEYS, null],
});

/** One way to receive an order, priced for the caller's cart. */
export const DeliveryOption = Type.Object({
  key: DeliveryKey,
  type: StringEnum(['pickup', 'courier', 'post_pickup', 'post_courier']),
  title: Type.String(),
  address: Nullable(Type.String(), { description: 'Адрес магазина для самовывоза' }),
  price: Type.Number({ description: 'Цена для текущей корзины, в рублях' }),
  free_from: Nullable(Type.Number(), { description: 'С какой суммы товаров бесплатно, в рублях' }),
  term: Type.String({ description: 'Срок' }),
});

/** The ways to receive an order and the one chosen for the cart, if any. */
export const DeliveryList = Type.Object({ items: Type.Array(DeliveryOption), selected: deliveryKeyOrNull });

/** One way to pay, as the order page offers it; `online`: paid on the provider's page right after placing the order. */
export const PaymentMethod = Type.Object({
  key: PaymentKey,
  title: Type.String(),
  description: Type.String(),
  online: Type.Boolean(),
});

/**
 * The order page (signed in) in one call (docs/product.md §3): the cart's paid lines and gifts, the ways to
 * receive the order, the ways to pay with the cart's totals and the out-of-stock lines (the order cannot be
 * placed until they are removed), what the form starts with (the chosen delivery and the contacts of the
 * account or of the last order), the cities of delivery and the customer's address book, last used first.
 */
export const OrderDraft = Type.Object({
  orderList: Type.Array(Ref(CartItem)),
  gifts_added: Type.Array(Ref(CartItem)),
  availableDelivery: Type.Array(DeliveryOption),
  paymentInfo: Type.Object({
    methods: Type.Array(PaymentMethod),
    totals: CartInfo,
    out_of_stock: Type.Array(Type.String()),
  }),
  presavedDelivery: Type.Object({
    delivery_key: deliveryKeyOrNull,
    full_name: Type.String(),
    phone: Type.String(),
    email: Type.String(),
  }),
  delivery_city: Type.Union([DeliveryCity, Type.Null()], {
    description: 'Город доставки службой: выбранный покупателем, иначе Псков',
  }),
  courier_city: Type.Union([DeliveryCity, Type.Null()], { description: 'Город курьера магазина' }),
  saved_addresses: Type.Array(SavedAddress, {
    description: 'Адреса покупателя, последний использованный первым',
  }),
});

const orderCreateProperties = {
  full_name: Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' }),
  phone: Type.String({
    pattern: '^\\+7 \\(\\d{3}\\) \\d{3}-\\d{2}-\\d{2}$',
    description: '+7 (###) ###-##-##',
  }),
  email: Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
  payment_key: PaymentKey,
  inn: Type.Optional(Type.String({ pattern: '^(\\d{10}|\\d{12})$', description: 'ИНН организации' })),
  promo_code: Type.Optional(
    Nullable(Type.String({ maxLength: 64 }), {
      description: 'Промокод, который видел покупатель (null — без промокода)',
    }),
  ),
  bonuses: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Сколько бонусов списывалось на странице' }),
  ),
  delivery_key: Type.Optional(DeliveryKey),
  delivery_price: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Цена доставки на странице, в рублях' }),
  ),
  address: Type.Optional(
    Type.Unsafe<Static<typeof DeliveryAddressInput>>({
      type: 'object',
      maxProperties: 12,
      description:
        'Адрес для курьера (courier_city, post_courier): street и house обязательны; flat, entrance, floor, intercom, comment — по желанию. Город — выбранный покупателем (курьер магазина — Псков)',
    }),
  ),
  pickup_point_id: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'Пункт выдачи или постамат (post_pickup), id из GET /api/pickup-points',
    }),
  ),
  personal_data_consent: Type.Optional(
    Type.Boolean({ description: 'Согласие на обработку персональных данных; должно быть true' }),
  ),
};

const orderCreateObject = Type.Object(orderCreateProperties, { additionalProperties: false });

/**
 * The order to place (docs/product.md §3 order draft), sent with an `Idempotency-Key` header. `promo_code`,
 * `bonuses`, `delivery_key` and `delivery_price` are what the page showed: the server prices everything
 * itself and answers 409 `CART_CHANGED` when they no longer match the cart. `address` is required for
 * courier delivery (`courier_city`, `post_courier`), `pickup_point_id` for a pickup point or parcel locker
 * (`post_pickup`); the API checks them, and the consent to the processing of personal data (152-ФЗ), in
 * code, each with its own Russian message. The type says what an app must send: the consent, and true.
 */
export const OrderCreateRequest = Type.Unsafe<
  Omit<Static<typeof orderCreateObject>, 'personal_data_consent'> & { personal_data_consent: true }
>(orderCreateObject);

/** One line of a placed order with the price it was sold at (0 for a gift); `url` is the product page. */
export const OrderItem = Type.Object({
  product_id: Type.Integer(),
  title: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  is_gift: Type.Boolean(),
  url: Nullable(Type.String()),
  preview: Nullable(Type.String()),
});

/** One change of an order's status, for the order's history in the cabinet. */
export const OrderStatusChange = Type.Object({
  status: OrderStatus,
  status_title: Type.String(),
  changed_at: Type.String({ format: 'date-time' }),
});

/**
 * A placed order: the answer of `POST /api/order` (201 the first time, 200 for a repeated idempotency key),
 * `POST /api/order/{id}/pay`, `GET /api/order-confirm/{id}` and the items of `GET /api/personal/orders`.
 * `number` is what the customer calls it (`100042`); `payment.confirmation_url` is where to pay while the
 * payment is pending; `created_at` is ISO 8601, UTC.
 */
export const Order = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'Номер заказа для покупателя: 100000 + id' }),
  status: OrderStatus,
  status_title: Type.String(),
  status_history: Type.Array(OrderStatusChange, { description: 'Все статусы заказа, от первого к текущему' }),
  items: Type.Array(OrderItem),
  delivery_key: DeliveryKey,
  delivery: Type.Object({
    key: DeliveryKey,
    title: Type.String(),
    address: Nullable(Type.String()),
    term: Type.String(),
  }),
  delivery_address: Type.Union([DeliveryAddress, Type.Null()]),
  pickup_point: Type.Union([PickupPoint, Type.Null()]),
  payment_key: PaymentKey,
  payment: Type.Object({
    key: PaymentKey,
    title: Type.String(),
    status: PaymentStatus,
    status_title: Type.String(),
    confirmation_url: Nullable(Type.String(), { description: 'Страница оплаты, пока платёж ожидается' }),
  }),
  full_name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  comment: Type.String(),
  promo_code: Nullable(Type.String()),
  priceDefault: Type.Number(),
  discount: Type.Number(),
  deliveryCost: Type.Number(),
  bonuses: Type.Integer(),
  priceFinal: Type.Number(),
  bonuses_receive: Type.Integer(),
  created_at: Type.String(),
});

/** An order id in the address: any text, so that a bad one is a 404 like an unknown one, never a 500. */
export const OrderIdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** A page of the customer's orders, newest first. */
export const PersonalOrdersQuery = Type.Object(pagingQuery(10, 50));

/** The checkout's routes, as the apps call them. */
export const checkoutRoutes = {
  'GET /delivery/list': { response: DeliveryList },
  'GET /order': { response: OrderDraft },
  'POST /order': { body: OrderCreateRequest, response: Order },
  'POST /order/{id}/pay': { params: OrderIdParams, response: Order },
  'GET /order-confirm/{id}': { params: OrderIdParams, response: Order },
  'GET /personal/orders': { querystring: PersonalOrdersQuery, response: Paged(Order) },
} as const satisfies RouteShapes;

export type OrderStatusDto = Static<typeof OrderStatus>;
export type PaymentKeyDto = Static<typeof PaymentKey>;
export type PaymentStatusDto = Static<typeof PaymentStatus>;
export type DeliveryOptionDto = Static<typeof DeliveryOption>;
export type DeliveryListDto = Static<typeof DeliveryList>;
export type PaymentMethodDto = Static<typeof PaymentMethod>;
export type OrderDraftDto = Static<typeof OrderDraft>;
export type OrderCreateRequestDto = Static<typeof OrderCreateRequest>;
export type OrderItemDto = Static<typeof OrderItem>;
export type OrderStatusChangeDto = Static<typeof OrderStatusChange>;
export type OrderDto = Static<typeof Order>;
