import type { FastifyInstance } from 'fastify';
import type { VisitedProductRequestDto, VisitedProductsDto } from 'api-contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { listVisitedProducts, recordVisit } from './visited-products';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;

/** Recently viewed products of a session or an account. */
export async function visitedRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, visits } = app.repositories;
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get<{ Reply: VisitedProductsDto }>(
    '/api/products/visited',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Недавно просмотренные товары, последние сначала (по сессии или аккаунту)',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { $ref: 'Product#' } } }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listVisitedProducts(visits, catalog, request.identity);
    },
  );

  app.post<{ Body: VisitedProductRequestDto }>(
    '/api/products/visited',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Отметить, что покупатель открыл страницу товара',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['product_id'],
          additionalProperties: false,
          properties: { product_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: withAuthErrors({ 204: { type: 'null', description: 'Записано' } }),
      },
    },
    async (request, reply) => {
      await recordVisit(visits, request.identity, request.body.product_id);
      return reply.code(204).send();
    },
  );
}
