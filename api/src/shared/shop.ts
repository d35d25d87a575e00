/** Name of the shop as customers see it. */
export const SITE_NAME = 'Здоровье+';

/** What the customer calls an order: its id counted from 100 000, so numbers look alike and grow. */
export function orderNumber(orderId: number): string {
  return String(100_000 + orderId);
}
