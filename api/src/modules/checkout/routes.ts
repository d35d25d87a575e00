import type { FastifyInstance } from 'fastify';
import type { DeliveryListDto } from 'api-contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langProperty, withErrors } from '../../shared/schemas';
import { DELIVERY_KEYS } from '../cart/delivery-options';
import { listDelivery } from './list-delivery';

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

/** Delivery and order placement. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts, promos, content } = app.repositories;
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
}
