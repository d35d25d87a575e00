import type { FastifyInstance } from 'fastify';
import type { CartInfoDto } from 'api-contracts';
import { langProperty, withErrors } from '../../shared/schemas';
import { getCartInfo } from './get-cart-info';

/** Cart reads; writes come with checkout. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts } = app.repositories;

  app.get<{ Reply: CartInfoDto }>(
    '/api/cart/info',
    {
      schema: {
        tags: ['cart'],
        summary: 'Итоги корзины гостя или покупателя (деньги в рублях)',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['currency', 'count', 'discount', 'priceDefault', 'deliveryCost', 'priceFinal', 'bonuses', 'bonuses_available', 'bonuses_receive', 'promo_code'],
            properties: {
              currency: { type: 'string', enum: ['RUB'] },
              count: { type: 'integer' },
              discount: { type: 'number' },
              priceDefault: { type: 'number' },
              deliveryCost: { type: 'number' },
              priceFinal: { type: 'number' },
              bonuses: { type: 'integer' },
              bonuses_available: { type: 'integer' },
              bonuses_receive: { type: 'integer' },
              promo_code: { type: ['string', 'null'] },
            },
          },
        }),
      },
    },
    async (request) => getCartInfo({ cart, accounts }, request.identity),
  );
}
