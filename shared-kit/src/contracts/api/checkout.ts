/**
 * Checkout contracts: promo codes, delivery and order placement. Money in rubles (the server keeps
 * kopecks and computes every price; a client never sends one except to confirm what it showed).
 */

/** Answer of `GET /api/cart/promocode/{code}`: `detail` is the Russian reason shown to the customer. */
export type PromoCodeCheckDto = { legit: true } | { legit: false; detail: string };

/** Body of `POST /api/cart/promocode`: applies a legit code (409 with the reason otherwise). */
export interface PromoCodeApplyRequestDto {
  promo_code: string;
}

/** Keys of the ways to receive an order. */
export type DeliveryKeyDto = 'pickup_left' | 'pickup_right' | 'courier_city' | 'post_pickup' | 'post_courier';

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

/** Body of `POST /api/cart/delivery`: `delivery_price` is the price the client showed (rubles), checked by the server. */
export interface CartDeliveryRequestDto {
  delivery_key: DeliveryKeyDto;
  delivery_price: number;
}

/** Body of `POST /api/order` (spec §3 order draft); send an `Idempotency-Key` header with it. */
export interface OrderCreateRequestDto {
  full_name: string;
  phone: string;
  email: string;
  comment?: string;
  payment_key: 'cash' | 'card_online' | 'sbp';
  inn?: string;
}

/** One line of a placed order with the price it was sold at. */
export interface OrderItemDto {
  product_id: number;
  title: string;
  quantity: number;
  price: number;
  is_gift: boolean;
}

/** A placed order (answer of `POST /api/order`, 201 the first time, 200 for a repeated idempotency key). */
export interface OrderDto {
  id: number;
  status: 'new' | 'paid' | 'assembling' | 'shipped' | 'delivered' | 'cancelled';
  items: OrderItemDto[];
  delivery_key: DeliveryKeyDto;
  payment_key: string;
  promo_code: string | null;
  priceDefault: number;
  discount: number;
  deliveryCost: number;
  bonuses: number;
  priceFinal: number;
  bonuses_receive: number;
  created_at: string;
}
