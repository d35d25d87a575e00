import { errorRef, withErrors } from '../../shared/schemas';
import { ORDER_STATUSES } from '../checkout/index';

/** An order or review id in the address. */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
/** Pages of the operator's lists. */
export const paging = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** One step of an order's status history. */
const historyItem = {
  type: 'object',
  required: ['status', 'status_title', 'source', 'actor', 'comment', 'changed_at'],
  properties: {
    status: { type: 'string' },
    status_title: { type: 'string' },
    source: { type: 'string', description: 'customer, payment, operator, exchange (1С) или shop' },
    actor: { type: 'string' },
    comment: { type: 'string' },
    changed_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** An order in the operator's list, with its history. */
export const orderSummary = {
  type: 'object',
  required: ['id', 'number', 'status', 'status_title', 'full_name', 'phone', 'email', 'total', 'created_at', 'history'],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
    status: { type: 'string', enum: ORDER_STATUSES },
    status_title: { type: 'string' },
    full_name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    total: { type: 'number' },
    created_at: { type: 'string', format: 'date-time' },
    history: { type: 'array', items: historyItem },
  },
} as const;

/** A review as moderation shows it. */
export const reviewSchema = {
  type: 'object',
  required: ['id', 'product_id', 'product_title', 'author_name', 'rating', 'advantages', 'disadvantages', 'comment', 'status', 'created_at', 'moderated_at', 'moderated_by', 'answer'],
  properties: {
    id: { type: 'integer' },
    product_id: { type: 'integer' },
    product_title: { type: 'string' },
    author_name: { type: 'string' },
    rating: { type: 'integer' },
    advantages: { type: 'string' },
    disadvantages: { type: 'string' },
    comment: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'published', 'rejected'] },
    created_at: { type: 'string' },
    moderated_at: { type: ['string', 'null'] },
    moderated_by: { type: ['string', 'null'] },
    answer: { type: ['string', 'null'] },
  },
} as const;

/** The error answers of an operator route: the usual ones and 401 without an operator's sign-in. */
export const operatorErrors = (ok: Record<number, unknown>) => ({ ...withErrors(ok), 401: errorRef });
