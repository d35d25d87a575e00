import { isObject, numberOf, textOf } from './http';

/** An order of the history as the cabinet shows it (the spec leaves its fields open). */
export interface OrderRow {
  key: string;
  number: string;
  createdAt: string | null;
  status: string | null;
  total: number | null;
  itemCount: number | null;
}

/** A review of the customer as the cabinet shows it. */
export interface ReviewRow {
  key: string;
  productTitle: string | null;
  productUrl: string | null;
  rating: number | null;
  advantages: string | null;
  disadvantages: string | null;
  comment: string | null;
  answer: string | null;
  createdAt: string | null;
}

const titleOf = (value: unknown): string | null =>
  isObject(value) ? (textOf(value.title) ?? textOf(value.name)) : textOf(value);

/** Reads one order of `GET /api/personal/orders`. */
export function readOrder(item: unknown, index: number): OrderRow {
  const order = isObject(item) ? item : {};
  const list = [order.items, order.orderList, order.products].find(Array.isArray);
  return {
    key: String(numberOf(order.id) ?? textOf(order.id) ?? index),
    number: textOf(order.number) ?? textOf(order.order_number) ?? textOf(order.id) ?? String(index + 1),
    createdAt: textOf(order.created_at) ?? textOf(order.date),
    status: titleOf(order.status_title) ?? titleOf(order.status),
    total:
      numberOf(order.priceFinal) ?? numberOf(order.total) ?? numberOf(order.price) ?? numberOf(order.sum),
    itemCount: numberOf(order.count) ?? (list ? list.length : null),
  };
}

/** Reads one review of `GET /api/personal/reviews`. */
export function readReview(item: unknown, index: number): ReviewRow {
  const review = isObject(item) ? item : {};
  const product = isObject(review.product) ? review.product : null;
  return {
    key: String(numberOf(review.id) ?? index),
    productTitle: textOf(product?.title) ?? textOf(review.product_title),
    productUrl: textOf(product?.url),
    rating: numberOf(review.rating),
    advantages: textOf(review.advantages),
    disadvantages: textOf(review.disadvantages),
    comment: textOf(review.comment) ?? textOf(review.text),
    answer: textOf(review.answer) ?? textOf(review.shop_answer),
    createdAt: textOf(review.created_at) ?? textOf(review.date),
  };
}

/** `12 марта 2025` for an ISO date, or the text as it came. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}
