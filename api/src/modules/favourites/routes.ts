import type { FastifyInstance } from 'fastify';
import type { FavouritesInfoDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { langProperty, withAuthErrors } from '../../shared/schemas';
import { getFavouritesInfo } from './get-favourites-info';

/** Favourites of a signed-in customer. */
export async function favouritesRoutes(app: FastifyInstance): Promise<void> {
  const { favourites } = app.repositories;

  app.get<{ Reply: FavouritesInfoDto }>(
    '/api/favourites/info',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['favourites'],
        summary: 'Количество избранных товаров и их id (нужен вход)',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({
          200: {
            type: 'object',
            required: ['quantity', 'products'],
            properties: { quantity: { type: 'integer' }, products: { type: 'array', items: { type: 'integer' } } },
          },
        }),
      },
    },
    async (request) => getFavouritesInfo(favourites, request.identity),
  );
}
