import type { FastifyInstance } from 'fastify';
import type { WaitingInfoDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { langProperty, withAuthErrors } from '../../shared/schemas';
import { getWaitingInfo } from './get-waiting-info';

/** The waitlist of a signed-in customer. */
export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  const { waitlist } = app.repositories;

  app.get<{ Reply: WaitingInfoDto }>(
    '/api/waiting/info',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['waitlist'],
        summary: 'Количество товаров в листе ожидания (нужен вход)',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({ 200: { type: 'object', required: ['quantity'], properties: { quantity: { type: 'integer' } } } }),
      },
    },
    async (request) => getWaitingInfo(waitlist, request.identity),
  );
}
