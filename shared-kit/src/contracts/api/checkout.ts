/**
 * Checkout contracts: delivery and order placement (promo codes, the delivery choice, bonuses and gifts of
 * the cart are the cart's shapes, `cart.ts`). Money in rubles (the server keeps kopecks and computes every
 * price; a client never sends one except to confirm what it showed).
 */

import type { CartInfoDto, CartItemDto, DeliveryKeyDto } from './cart';
import type { DeliveryAddressDto, DeliveryAddressInputDto, DeliveryCityDto, PickupPointDto, SavedAddressDto } from './delivery';

/** One way to receive an order, priced for the caller's cart. */
export interface DeliveryOptionDto {
  key: DeliveryKeyDto;
  type: 'pickup' | 'courier' | 'post_pickup' | 'post_courier';
  title: string;
  /** The store's address for pickup; null for delivery. */
  address: string | null;
  /** Price for the current cart, rubles. */
  price: number;
  /** Goods sum from which this way is free, rubles; null when it never is. */
  free_from: number | null;
  /** When the order arrives, in words. */
  term: string;
}

/** Answer of `GET /api/delivery/list`. */
export interface DeliveryListDto {
  items: DeliveryOptionDto[];
  /** The way chosen for the cart, if any. */
  selected: DeliveryKeyDto | null;
}

/** Ways to pay for an order: on receipt (cash or card to the courier or in the store), a card online, СБП. */
export type PaymentKeyDto = 'cash' | 'card_online' | 'sbp';

/** One way to pay, as `GET /api/order` offers it. */
export interface PaymentMethodDto {
  key: PaymentKeyDto;
  title: string;
  description: string;
  /** Paid on the provider's page right after placing the order. */
  online: boolean;
}

/**
 * Answer of `GET /api/order` (signed in): what the order page needs in one call (docs/product.md §3).
 * Money in rubles.
 */
export interface OrderDraftDto {
  /** Paid lines of the cart. */
  orderList: CartItemDto[];
  /** Gift lines (is_gift true, price 0). */
  gifts_added: CartItemDto[];
  availableDelivery: DeliveryOptionDto[];
  paymentInfo: {
    methods: PaymentMethodDto[];
    /** The cart's totals, as `GET /api/cart/info`. */
    totals: CartInfoDto;
    /** Titles of out-of-stock lines: the order cannot be placed until they are removed. */
    out_of_stock: string[];
  };
  /** What the form starts with: the chosen delivery and the contacts of the account or of the last order. */
  presavedDelivery: {
    delivery_key: DeliveryKeyDto | null;
    full_name: string;
    phone: string;
    email: string;
  };
  /** The city of postal delivery: the customer's chosen city, else the shop's own. */
  delivery_city: DeliveryCityDto | null;
  /** The city of the shop's own courier. */
  courier_city: DeliveryCityDto | null;
  /** The customer's address book, last used first: offered before a new address. */
  saved_addresses: SavedAddressDto[];
}

/**
 * Body of `POST /api/order` (docs/product.md §3 order draft); send an `Idempotency-Key` header with it.
 * `promo_code`, `bonuses`, `delivery_key` and `delivery_price` are what the page showed: the server
 * prices everything itself and answers 409 `CART_CHANGED` when they no longer match the cart.
 */
export interface OrderCreateRequestDto {
  full_name: string;
  /** `+7 (###) ###-##-##`. */
  phone: string;
  email: string;
  comment?: string;
  payment_key: PaymentKeyDto;
  /** ИНН of a company buyer: 10 or 12 digits. */
  inn?: string;
  promo_code?: string | null;
  bonuses?: number;
  delivery_key?: DeliveryKeyDto;
  delivery_price?: number;
  /** Required for courier delivery (`courier_city`, `post_courier`). */
  address?: DeliveryAddressInputDto;
  /** Required for a pickup point or parcel locker (`post_pickup`). */
  pickup_point_id?: string;
  /** Consent to the processing of personal data (152-ФЗ); must be true. */
  personal_data_consent: true;
}

/** One line of a placed order with the price it was sold at. */
export interface OrderItemDto {
  product_id: number;
  title: string;
  quantity: number;
  /** Unit price, rubles (0 for a gift). */
  price: number;
  is_gift: boolean;
  /** The product page, `/products/{full_slug}`. */
  url: string | null;
  /** Picture of the product. */
  preview: string | null;
}

/**
 * Status of an order, in the order a normal one goes through: new (or paid online) → accepted →
 * assembling → ready_for_pickup or shipped (handed to delivery) → delivered; cancelled from any open one.
 */
export type OrderStatusDto = 'new' | 'paid' | 'accepted' | 'assembling' | 'ready_for_pickup' | 'shipped' | 'delivered' | 'cancelled';

/** One change of an order's status, for the order's history in the cabinet. */
export interface OrderStatusChangeDto {
  status: OrderStatusDto;
  /** Russian name of the status, e.g. `Готов к выдаче`. */
  status_title: string;
  /** When it changed, ISO 8601. */
  changed_at: string;
}

/** Status of an online payment. `not_required` for payment on receipt. */
export type PaymentStatusDto = 'not_required' | 'pending' | 'succeeded' | 'canceled';

/**
 * A placed order: the answer of `POST /api/order` (201 the first time, 200 for a repeated idempotency
 * key), `GET /api/order-confirm/{id}` and the items of `GET /api/personal/orders`.
 */
export interface OrderDto {
  id: number;
  /** What the customer calls the order, e.g. `100042`. */
  number: string;
  status: OrderStatusDto;
  /** Russian name of the status, e.g. `Оплачен`. */
  status_title: string;
  /** Every status the order has had, oldest first (the last one is `status`). */
  status_history: OrderStatusChangeDto[];
  items: OrderItemDto[];
  delivery_key: DeliveryKeyDto;
  delivery: { key: DeliveryKeyDto; title: string; address: string | null; term: string };
  /** The courier's address of the order; null for pickup. */
  delivery_address: DeliveryAddressDto | null;
  /** The pickup point of the order; null unless `post_pickup`. */
  pickup_point: PickupPointDto | null;
  payment_key: PaymentKeyDto;
  payment: {
    key: PaymentKeyDto;
    title: string;
    status: PaymentStatusDto;
    /** Russian name of the payment status, e.g. `Ожидает оплаты`. */
    status_title: string;
    /** Where to pay while the payment is pending (the provider's page); null otherwise. */
    confirmation_url: string | null;
  };
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  promo_code: string | null;
  priceDefault: number;
  discount: number;
  deliveryCost: number;
  bonuses: number;
  priceFinal: number;
  bonuses_receive: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** One entry of the bonus history (`GET /api/personal/bonuses`): an append-only ledger, newest first. */
export interface BonusEntryDto {
  id: number;
  /** Points added (positive) or taken (negative). */
  delta: number;
  /** Balance after this entry. */
  balance: number;
  reason: 'welcome' | 'order_spent' | 'order_earned' | 'order_refund' | 'order_revoked' | 'opening';
  /** Russian description, e.g. `Списано за заказ №100042`. */
  title: string;
  order_id: number | null;
  /** ISO 8601, UTC. */
  created_at: string;
}
