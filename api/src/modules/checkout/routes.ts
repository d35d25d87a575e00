import type { FastifyInstance } from 'fastify';
import type { DeliveryListDto, OrderCreateRequestDto, OrderDto } from 'api-contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { DELIVERY_KEYS } from '../cart/delivery-options';
import { listDelivery } from './list-delivery';
import { placeOrder } from './place-order';

const deliveryOption = {
  type: 'object',
  required: ['key', 'type', 'title', 'address', 'price', 'free_from', 'term'],
  properties: {
    key: { type: 'string', enum: [...DELIVERY_KEYS] },
    type: { type: 'string', enum: ['pickup', 'courier', 'post_pickup', 'post_courier'] },
    title: { type: 'string' },
    address: { type: ['string', 'null'], description: 'Адрес магазина для самовывоза' },
    price: { type: 'number', description: 'Цена для текущей корзины, в рублях' },
    free_from: { type: ['number', 'null'], description: 'С какой суммы товаров бесплатно, в рублях' },
    term: { type: 'string', description: 'Срок' },
  },
} as const;

const orderSchema = {
  type: 'object',
  required: ['id', 'status', 'items', 'delivery_key', 'payment_key', 'promo_code', 'priceDefault', 'discount', 'deliveryCost', 'bonuses', 'priceFinal', 'bonuses_receive', 'created_at'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product_id', 'title', 'quantity', 'price', 'is_gift'],
        properties: { product_id: { type: 'integer' }, title: { type: 'string' }, quantity: { type: 'integer' }, price: { type: 'number' }, is_gift: { type: 'boolean' } },
      },
    },
    delivery_key: { type: 'string' },
    payment_key: { type: 'string' },
    promo_code: { type: ['string', 'null'] },
    priceDefault: { type: 'number' },
    discount: { type: 'number' },
    deliveryCost: { type: 'number' },
    bonuses: { type: 'integer' },
    priceFinal: { type: 'number' },
    bonuses_receive: { type: 'integer' },
    created_at: { type: 'string' },
  },
} as const;

/** Delivery and order placement. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts, promos, content, orders } = app.repositories;
  // Scoped to this module: JSON bodies keep their types.
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get<{ Reply: DeliveryListDto }>(
    '/api/delivery/list',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Способы получения заказа с ценой и сроком для текущей корзины',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['items', 'selected'],
            properties: { items: { type: 'array', items: deliveryOption }, selected: { type: ['string', 'null'] } },
          },
        }),
      },
    },
    async (request) => listDelivery({ cart, accounts, promos, content }, request.identity),
  );

  app.post<{ Body: OrderCreateRequestDto; Headers: { 'idempotency-key': string }; Reply: OrderDto }>(
    '/api/order',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Оформить заказ из корзины (только для вошедших); Idempotency-Key — один заказ на ключ',
        description:
          'Цены, скидки и доставку считает сервер. Товара не хватает, промокод не действует, нет доставки — 409, ничего не меняется. ' +
          'Повтор с тем же ключом отвечает 200 и тем же заказом.',
        querystring: { type: 'object', properties: { ...langProperty } },
        headers: {
          type: 'object',
          required: ['idempotency-key'],
          properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' } },
        },
        body: {
          type: 'object',
          required: ['full_name', 'phone', 'email', 'payment_key'],
          additionalProperties: false,
          properties: {
            full_name: { type: 'string', minLength: 2, maxLength: 200, pattern: '\\S' },
            phone: { type: 'string', pattern: '^\\+7 \\(\\d{3}\\) \\d{3}-\\d{2}-\\d{2}$', description: '+7 (###) ###-##-##' },
            email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
            comment: { type: 'string', maxLength: 2000 },
            payment_key: { type: 'string', enum: ['cash', 'card_online', 'sbp'] },
            inn: { type: 'string', pattern: '^(\\d{10}|\\d{12})$', description: 'ИНН организации' },
          },
        },
        response: { ...withAuthErrors({ 200: orderSchema, 201: orderSchema }), 409: errorRef },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(orders, request.identity, request.headers['idempotency-key'], request.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  );
}
