import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { DeliveryFieldsErrorDto } from 'api-contracts';
import { checkoutRoutes as shapes } from 'contracts';
import { errorBody } from '../../plugins/error-handler';
import { requireAccount } from '../../plugins/identity';
import { DeliveryDetailsError } from './delivery-details';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langOnly, withAuthErrors, withErrors, withLang } from '../../shared/schemas';
import { getOrderDraft } from './get-order-draft';
import { listDelivery } from './list-delivery';
import { getOrderConfirmation, listPersonalOrders, payOrder, sendPaidLetter, submitOrder, type OrderFlowDeps } from './order-flow';

/** A 400 of the order whose delivery lacks its place: the API's error shape with a message per field. */
const deliveryFieldsError = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Поле (address.street, address.house, pickup_point_id, …) → текст ошибки' },
  },
} as const;

/** Delivery, the order page, placing and paying an order, its confirmation and the customer's orders. */
export async function checkoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { cart, accounts, promos, content, orders, payments, cities, addresses } = app.repositories;
  const flow: OrderFlowDeps = {
    orders,
    paymentReads: payments,
    content,
    payments: app.payments,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const postalServiceIds = app.config.postalServiceIds ?? { pickup: null, courier: null };
  // The short letter of a paid order; a failure is logged by the payment service and changes nothing.
  app.payments.onPaid((orderId) => sendPaidLetter(flow, orderId));
  // Scoped to this module: JSON bodies keep their types.
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get(
    '/api/delivery/list',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Способы получения заказа с ценой и сроком для текущей корзины',
        querystring: langOnly,
        response: withErrors({ 200: shapes['GET /delivery/list'].response }),
      },
    },
    async (request) => listDelivery({ cart, accounts, promos, content }, request.identity),
  );

  app.get(
    '/api/order',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Страница оформления: строки корзины и подарки, доставка, способы оплаты с итогами, контакты для формы',
        querystring: langOnly,
        response: withAuthErrors({ 200: shapes['GET /order'].response }),
      },
    },
    async (request) => getOrderDraft({ cart, accounts, promos, content, orders, cities, addresses }, request.identity),
  );

  app.post(
    '/api/order',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Оформить заказ из корзины (только для вошедших); Idempotency-Key — один заказ на ключ',
        description:
          'Цены, скидки и доставку считает сервер. Товара не хватает, промокод не действует, нет доставки — 409, ничего не меняется. ' +
          'promo_code, bonuses, delivery_key и delivery_price — то, что видел покупатель: если корзина с тех пор изменилась — 409 CART_CHANGED. ' +
          'Без согласия на обработку персональных данных — 400. Курьеру нужен адрес, в пункт выдачи — pickup_point_id: без них — 400 DELIVERY_DETAILS_INVALID с текстом по полям в fields, ничего не сохраняется. Онлайн-оплата: в ответе payment.confirmation_url — страница оплаты. ' +
          'Повтор с тем же ключом отвечает 200 и тем же заказом.',
        querystring: langOnly,
        headers: Type.Object({
          'idempotency-key': Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' }),
        }),
        body: shapes['POST /order'].body,
        response: {
          ...withAuthErrors({ 200: shapes['POST /order'].response, 201: shapes['POST /order'].response }),
          400: deliveryFieldsError,
          409: errorRef,
        },
      },
    },
    async (request, reply) => {
      try {
        const { order, created } = await submitOrder(flow, request.identity, request.headers['idempotency-key'], request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          postalServiceIds,
        });
        return await reply.code(created ? 201 : 200).send(order);
      } catch (error) {
        if (!(error instanceof DeliveryDetailsError)) throw error;
        const body: DeliveryFieldsErrorDto = { ...errorBody(400, error.message), statusCode: 400, code: 'DELIVERY_DETAILS_INVALID', fields: error.fields };
        return reply.code(400).send(body);
      }
    },
  );

  app.post(
    '/api/order/:id/pay',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Оплатить неоплаченный онлайн-заказ ещё раз: в ответе новая payment.confirmation_url',
        description: 'Только свой заказ (чужой или неизвестный — 404). Заказ с оплатой при получении или уже оплаченный — 409; платёжный сервис не ответил — 503.',
        params: shapes['POST /order/{id}/pay'].params,
        querystring: langOnly,
        response: { ...withAuthErrors({ 200: shapes['POST /order/{id}/pay'].response }), 409: errorRef, 503: errorRef },
      },
    },
    async (request) => payOrder(flow, request.identity, request.params.id),
  );

  app.get(
    '/api/order-confirm/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Заказ покупателя для страницы подтверждения; пока онлайн-оплата ожидается, её статус уточняется у платёжного сервиса',
        params: shapes['GET /order-confirm/{id}'].params,
        querystring: langOnly,
        response: withAuthErrors({ 200: shapes['GET /order-confirm/{id}'].response }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderConfirmation(flow, request.identity, request.params.id);
    },
  );

  app.get(
    '/api/personal/orders',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Заказы покупателя, новые сначала',
        querystring: withLang(shapes['GET /personal/orders'].querystring),
        response: withAuthErrors({ 200: shapes['GET /personal/orders'].response }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Validation has put the defaults in; the type only says they may be missing from the address.
      return listPersonalOrders(flow, request.identity, request.query.page ?? 1, request.query.pageSize ?? 10);
    },
  );
}
