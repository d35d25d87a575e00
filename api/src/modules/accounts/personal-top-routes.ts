import type { FastifyInstance } from 'fastify';
import type { PersonalTopDto } from 'api-contracts';
import { langProperty, withErrors } from '../../shared/schemas';
import { getPersonalTop } from './personal-top';
import { createPersonalTopRepository } from './personal-top-repository';

/**
 * `GET /api/selection/personal_top`. A static path: the router prefers it to the selections' wildcard
 * `/api/selection/*`, which keeps serving every other key.
 */
export async function personalTopRoutes(app: FastifyInstance): Promise<void> {
  const repository = createPersonalTopRepository(app.db);

  app.get<{ Reply: PersonalTopDto }>(
    '/api/selection/personal_top',
    {
      schema: {
        tags: ['content'],
        summary: 'Подборка для покупателя: товары категорий купленного и просмотренного (без входа — хиты продаж)',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['title', 'items'],
            properties: { title: { type: 'string' }, items: { type: 'array', items: { $ref: 'Product#' } } },
          },
        }),
      },
    },
    async (request, reply) => {
      // Depends on who asks: never kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      return getPersonalTop(app.repositories.catalog, repository, request.identity);
    },
  );
}
