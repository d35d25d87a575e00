import type { OrderStatusDto } from 'api-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../shared/http-error';
import { errorRef, withErrors } from '../../shared/schemas';
import { ORDER_STATUS_TITLES, orderNumber } from '../checkout/order-messages';
import { ORDER_STATUSES } from '../orders/order-transitions';
import type { Decision, ReviewStatus } from '../moderation/review-moderation';
import { DEFAULT_OPERATOR_CONFIG } from './operator-config';
import { createOperatorCheck, recordAction, requireOperator } from './operator-auth';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

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

const orderSummary = {
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

const reviewSchema = {
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

const operatorErrors = (ok: Record<number, unknown>) => ({ ...withErrors(ok), 401: errorRef });

interface OrderRow {
  id: number;
  status: OrderStatusDto;
  full_name: string;
  phone: string;
  email: string;
  total_kopecks: number;
  created_at: Date;
}

interface HistoryRow {
  order_id: number;
  status: OrderStatusDto;
  source: string;
  actor: string;
  comment: string;
  changed_at: Date;
}

/**
 * The operator API (`/api/operator/*`, HTTP Basic of an operator from `OPERATOR_USERS`, never a customer's
 * account): orders and their statuses, reviews, their moderation and the shop's answers, and the record of
 * every operator action (ADR 0019).
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  const check = createOperatorCheck(app.config.operator ?? DEFAULT_OPERATOR_CONFIG, app.config.authSecret);
  app.decorateRequest('operator', null);
  const preHandler = requireOperator(check);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/operator')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  async function summaries(ids: number[]) {
    if (ids.length === 0) return [];
    const [orders, history] = await Promise.all([
      app.db.query<OrderRow>(
        'SELECT id, status, full_name, phone, email, total_kopecks::float8 AS total_kopecks, created_at FROM orders WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
        [ids],
      ),
      app.db.query<HistoryRow>('SELECT order_id, status, source, actor, comment, changed_at FROM order_status_history WHERE order_id = ANY($1::int[]) ORDER BY id', [ids]),
    ]);
    return orders.rows.map((order) => ({
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      status_title: ORDER_STATUS_TITLES[order.status],
      full_name: order.full_name,
      phone: order.phone,
      email: order.email,
      total: Number(order.total_kopecks) / 100,
      created_at: new Date(order.created_at).toISOString(),
      history: history.rows
        .filter((row) => row.order_id === order.id)
        .map((row) => ({ status: row.status, status_title: ORDER_STATUS_TITLES[row.status] ?? row.status, source: row.source, actor: row.actor, comment: row.comment, changed_at: new Date(row.changed_at).toISOString() })),
    }));
  }

  app.get<{ Querystring: { status?: OrderStatusDto; page: number; pageSize: number } }>(
    '/api/operator/orders',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Заказы для оператора, новые первыми, с историей статусов (вход оператора)',
        querystring: { type: 'object', properties: { status: { type: 'string', enum: ORDER_STATUSES }, ...paging } },
        response: operatorErrors({
          200: { type: 'object', required: ['content', 'total'], properties: { content: { type: 'array', items: orderSummary }, total: { type: 'integer' } } },
        }),
      },
    },
    async (request) => {
      const { status = null, page, pageSize } = request.query;
      const [ids, count] = await Promise.all([
        app.db.query<{ id: number }>('SELECT id FROM orders WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3', [
          status,
          pageSize,
          (page - 1) * pageSize,
        ]),
        app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE $1::text IS NULL OR status = $1', [status]),
      ]);
      return { content: await summaries(ids.rows.map((row) => row.id)), total: count.rows[0].n };
    },
  );

  app.post<{ Params: { id: number }; Body: { status: OrderStatusDto; comment?: string } }>(
    '/api/operator/orders/:id/status',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Перевести заказ в другой статус: недопустимый переход — 409 с причиной (вход оператора)',
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ORDER_STATUSES }, comment: { type: 'string', maxLength: 500 } },
        },
        response: { ...operatorErrors({ 200: orderSummary }), 409: errorRef },
      },
    },
    async (request) => {
      const operator = request.operator!;
      const { status, comment = '' } = request.body;
      const orderId = request.params.id;
      const move = await app.db.transaction(async (tx) => {
        const done = await app.orderLifecycle.moveIn(tx, orderId, status, { source: 'operator', name: operator, comment });
        await recordAction(tx, operator, 'order.status', `order:${orderId}`, { from: done.from, to: done.to, comment });
        return done;
      });
      await app.orderLifecycle.notify(move.orderId);
      return (await summaries([orderId]))[0];
    },
  );

  app.get<{ Querystring: { status?: ReviewStatus; page: number; pageSize: number } }>(
    '/api/operator/reviews',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Отзывы для модерации: pending — ждут проверки (вход оператора)',
        querystring: { type: 'object', properties: { status: { type: 'string', enum: ['pending', 'published', 'rejected'] }, ...paging } },
        response: operatorErrors({
          200: { type: 'object', required: ['content', 'total'], properties: { content: { type: 'array', items: reviewSchema }, total: { type: 'integer' } } },
        }),
      },
    },
    async (request) => app.reviewModeration.list(request.query.status ?? null, request.query.page, request.query.pageSize),
  );

  app.post<{ Params: { id: number }; Body: { decision: Decision } }>(
    '/api/operator/reviews/:id/decision',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Опубликовать (approve) или отклонить (reject) отзыв (вход оператора)',
        params: idParams,
        body: { type: 'object', required: ['decision'], additionalProperties: false, properties: { decision: { type: 'string', enum: ['approve', 'reject'] } } },
        response: operatorErrors({ 200: reviewSchema }),
      },
    },
    async (request) => app.reviewModeration.decide(request.params.id, request.body.decision, request.operator!, false),
  );

  app.post<{ Params: { id: number }; Body: { text: string } }>(
    '/api/operator/reviews/:id/answer',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Ответ магазина на отзыв (вход оператора)',
        params: idParams,
        body: { type: 'object', required: ['text'], additionalProperties: false, properties: { text: { type: 'string', minLength: 1, maxLength: 3000, pattern: '\\S' } } },
        response: operatorErrors({ 200: reviewSchema }),
      },
    },
    async (request) => app.reviewModeration.answer(request.params.id, request.body.text.trim(), request.operator!),
  );

  app.get<{ Querystring: { subject?: string; page: number; pageSize: number } }>(
    '/api/operator/actions',
    {
      preHandler,
      schema: {
        tags: ['operator'],
        summary: 'Журнал действий операторов: кто, что и когда (вход оператора)',
        querystring: { type: 'object', properties: { subject: { type: 'string', maxLength: 40, pattern: '^(order|review):\\d{1,10}$' }, ...paging } },
        response: operatorErrors({
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['operator', 'action', 'subject', 'details', 'acted_at'],
              properties: {
                operator: { type: 'string' },
                action: { type: 'string' },
                subject: { type: 'string' },
                details: { type: 'object', additionalProperties: true },
                acted_at: { type: 'string', format: 'date-time' },
              },
            },
          },
        }),
      },
    },
    async (request) => {
      const { subject = null, page, pageSize } = request.query;
      const { rows } = await app.db.query<{ operator: string; action: string; subject: string; details: Record<string, unknown>; acted_at: Date }>(
        'SELECT operator, action, subject, details, acted_at FROM operator_actions WHERE $1::text IS NULL OR subject = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
        [subject, pageSize, (page - 1) * pageSize],
      );
      if (subject && rows.length === 0 && page === 1) {
        const [kind, id] = subject.split(':');
        const exists = await app.db.query(`SELECT 1 FROM ${kind === 'order' ? 'orders' : 'reviews'} WHERE id = $1`, [Number(id) <= 2_147_483_647 ? Number(id) : 0]);
        if (exists.rows.length === 0) throw notFound(kind === 'order' ? 'Заказ не найден' : 'Отзыв не найден');
      }
      return rows.map((row) => ({ ...row, acted_at: new Date(row.acted_at).toISOString() }));
    },
  );
}
