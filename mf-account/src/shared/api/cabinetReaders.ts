import { isObject, numberOf, textOf } from './http';

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
  /** 'pending' until the shop publishes it (shown «На модерации»), 'rejected' when it did not. */
  status: 'pending' | 'published' | 'rejected';
  /** Addresses of the photos the customer attached, in their order. */
  photos: string[];
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
    status: review.status === 'pending' || review.status === 'rejected' ? review.status : 'published',
    photos: Array.isArray(review.photos) ? review.photos.map((photo) => textOf(photo)).filter((url): url is string => url !== null) : [],
  };
}

/** `12 марта 2025` for an ISO date, or the text as it came. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}
