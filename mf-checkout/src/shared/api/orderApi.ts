import { getHttp } from 'shared-kit';

/**
 * What the confirmation page shows of an order. `GET /api/order-confirm/{id}` has no DTO in the
 * contracts yet; {@link normaliseOrder} reads the fields the spec names (order number, totals,
 * `orderList` with gifts marked `is_gift`) and ignores the rest.
 */
export interface OrderSummary {
  id: string;
  number: string;
  status: string | null;
  createdAt: string | null;
  total: number | null;
  deliveryCost: number | null;
  delivery: string | null;
  payment: string | null;
  items: OrderSummaryItem[];
}

/** One line of a placed order. */
export interface OrderSummaryItem {
  key: string;
  title: string;
  quantity: number;
  price: number | null;
  url: string | null;
  isGift: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;

/** Reads a title from a string or an object with `title`/`name`. */
const titleOf = (value: unknown): string | null =>
  isObject(value) ? (text(value.title) ?? text(value.name)) : text(value);

function readItem(item: unknown, index: number): OrderSummaryItem | null {
  if (!isObject(item)) return null;
  const product = isObject(item.product) ? item.product : item;
  const title = text(product.title) ?? text(item.title);
  if (!title) return null;
  return {
    key: String(num(item.id) ?? num(product.id) ?? index),
    title,
    quantity: num(item.quantity) ?? num(item.amount) ?? 1,
    price: num(item.price) ?? num(product.price_current) ?? num(product.price),
    url: text(product.url),
    isGift: item.is_gift === true,
  };
}

/** Reads the answer of `GET /api/order-confirm/{id}`; the order may be wrapped in `order`. */
export function normaliseOrder(data: unknown, id: string): OrderSummary {
  const root = isObject(data) ? data : {};
  const order = isObject(root.order) ? root.order : root;
  const list = [order.items, order.orderList, order.products, root.orderList].find(Array.isArray) ?? [];
  return {
    id,
    number: text(order.number) ?? text(order.order_number) ?? text(order.id) ?? id,
    status: titleOf(order.status_title) ?? titleOf(order.status),
    createdAt: text(order.created_at) ?? text(order.date),
    total: num(order.priceFinal) ?? num(order.total) ?? num(order.price) ?? num(order.sum),
    deliveryCost: num(order.deliveryCost) ?? num(order.delivery_price),
    delivery: titleOf(order.delivery),
    payment: titleOf(order.payment) ?? titleOf(isObject(root.paymentInfo) ? root.paymentInfo : null),
    items: list.map(readItem).filter((item): item is OrderSummaryItem => item !== null),
  };
}

/** `GET /api/order-confirm/{id}`: the order just placed. Rejects with a 404 for an unknown order. */
export async function getOrderConfirmation(id: string, signal?: AbortSignal): Promise<OrderSummary> {
  const { data } = await getHttp().get<unknown>(`/order-confirm/${encodeURIComponent(id)}`, { signal });
  return normaliseOrder(data, id);
}
