import { DELIVERY_KEYS, type DeliveryKeyDto as DeliveryKey } from 'contracts';

/** Ways to receive an order: their keys are the contract's. */
export type { DeliveryKey };

/** Courier in Pskov: 250 ₽, free for goods from 3 000 ₽. */
export const COURIER_PRICE_KOPECKS = 25_000;
export const COURIER_FREE_FROM_KOPECKS = 300_000;
/** Postal service: pickup point or parcel locker, and its courier to the door. */
export const POST_PICKUP_PRICE_KOPECKS = 29_900;
export const POST_COURIER_PRICE_KOPECKS = 49_900;

/** A store to pick an order up from, as the configuration names it. */
export interface StoreAddress {
  title: string;
  address: string;
}

/** One way to receive the order with its price for the given goods. */
export interface DeliveryOption {
  key: DeliveryKey;
  type: 'pickup' | 'courier' | 'post_pickup' | 'post_courier';
  title: string;
  address: string | null;
  priceKopecks: number;
  freeFromKopecks: number | null;
  term: string;
}

export function isDeliveryKey(key: string): key is DeliveryKey {
  return (DELIVERY_KEYS as readonly string[]).includes(key);
}

/**
 * The price of a way of delivery for goods worth `goodsKopecks` (after discounts and promo code), or null
 * for an unknown key. The one place the server prices delivery: the list, the cart and the order use it.
 */
export function deliveryPriceKopecks(key: string, goodsKopecks: number): number | null {
  switch (key) {
    case 'pickup_left':
    case 'pickup_right':
      return 0;
    case 'courier_city':
      return goodsKopecks >= COURIER_FREE_FROM_KOPECKS ? 0 : COURIER_PRICE_KOPECKS;
    case 'post_pickup':
      return POST_PICKUP_PRICE_KOPECKS;
    case 'post_courier':
      return POST_COURIER_PRICE_KOPECKS;
    default:
      return null;
  }
}

/** Every way of delivery with its price for the given goods, pickup first. */
export function listDeliveryOptions(stores: { left: StoreAddress; right: StoreAddress }, goodsKopecks: number): DeliveryOption[] {
  const price = (key: DeliveryKey): number => deliveryPriceKopecks(key, goodsKopecks) ?? 0;
  const pickupTerm = 'Через 30 минут, если всё есть в магазине, иначе на следующий день; заказ хранится 3 дня';
  return [
    { key: 'pickup_left', type: 'pickup', title: `Самовывоз: ${stores.left.title}`, address: stores.left.address, priceKopecks: price('pickup_left'), freeFromKopecks: null, term: pickupTerm },
    { key: 'pickup_right', type: 'pickup', title: `Самовывоз: ${stores.right.title}`, address: stores.right.address, priceKopecks: price('pickup_right'), freeFromKopecks: null, term: pickupTerm },
    {
      key: 'courier_city',
      type: 'courier',
      title: 'Курьером по Пскову',
      address: null,
      priceKopecks: price('courier_city'),
      freeFromKopecks: COURIER_FREE_FROM_KOPECKS,
      term: 'При заказе до 14:00 — в тот же день с 18:00 до 22:00, позже — на следующий день',
    },
    { key: 'post_pickup', type: 'post_pickup', title: 'В пункт выдачи или постамат', address: null, priceKopecks: price('post_pickup'), freeFromKopecks: null, term: 'По области 1–3 дня, по России 2–10 дней' },
    { key: 'post_courier', type: 'post_courier', title: 'Курьером службы доставки', address: null, priceKopecks: price('post_courier'), freeFromKopecks: null, term: 'По области 1–3 дня, по России 3–10 дней' },
  ];
}
