import type { OrderStatusDto } from 'api-contracts';
import type { FastifyInstance } from 'fastify';
import { recordAction } from '../operator-actions/index';
import type { ReviewStatus } from '../moderation/index';
import type { Decision } from '../moderation/index';
import { listOperatorActions } from './list-operator-actions';
import { createOperatorCheck, requireOperator } from './operator-auth';
import { DEFAULT_OPERATOR_CONFIG } from './operator-config';
import { createOperatorOrdersRepository } from './operator-orders-repository';
import { listOrderSummaries, orderSummaries } from './order-summaries';
import { idParams, operatorErrors, orderSummary, paging, reviewSchema } from './schemas';
import { errorRef } from '../../shared/schemas';
import { createBasicSignInGuard } from '../../plugins/rate-limits';
import { ORDER_STATUSES } from '../checkout/index';

/**
 * The operator API (`/api/operator/*`, HTTP Basic of an operator from `OPERATOR_USERS`, never a customer's
 * account): orders and their statuses, reviews, their moderation and the shop's answers, and the record of
 * every operator action (ADR 0019).
 */
export async function operatorsRoutes(app: FastifyInstance): Promise<void> {
  const check = createOperatorCheck(app.config.operator ?? DEFAULT_OPERATOR_CONFIG, app.config.authSecret);
  app.decorateRequest('operator', null);
  const preHandler = requireOperator(check, createBasicSignInGuard(app.repositories.limits, 'operator', app.config.authSecret));
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/operator')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  const orders = createOperatorOrdersRepository(app.db);

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
      return listOrderSummaries(orders, status, page, pageSize);
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
      return (await orderSummaries(orders, [orderId]))[0];
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
      return listOperatorActions(app.db, subject, page, pageSize);
    },
  );
}
