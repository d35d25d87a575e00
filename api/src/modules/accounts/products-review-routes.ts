import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { PagedDto, ProductAwaitingReviewDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { langProperty, pagedSchema, pagingProperties, withAuthErrors } from '../../shared/schemas';
import { hideProductAwaitingReview, listProductsAwaitingReview } from './products-review';
import { createProductsReviewRepository } from './products-review-repository';

const PAGE_SIZE = 10;

const awaitingReview = {
  type: 'object',
  required: ['product', 'order_id', 'ordered_at'],
  properties: {
    product: { $ref: 'Product#' },
    order_id: { type: 'integer', description: 'Заказ, в котором товар куплен' },
    ordered_at: { type: 'string', description: 'Когда оформлен заказ (ISO 8601, UTC)' },
  },
} as const;

/**
 * «Ожидают отзыва»: products the customer bought and has not reviewed. The removal takes form data (what
 * the cabinet sends), URL-encoded forms or JSON; these parsers stay in this module.
 */
export async function productsReviewRoutes(app: FastifyInstance): Promise<void> {
  const repository = createProductsReviewRepository(app.db);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 5, fieldSize: 1024, files: 0, parts: 5 } });
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  app.get<{ Querystring: { page: number; pageSize: number }; Reply: PagedDto<ProductAwaitingReviewDto> }>(
    '/api/personal/products_review',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Купленные товары без отзыва покупателя, последние покупки первыми (нужен вход)',
        querystring: { type: 'object', properties: { ...langProperty, ...pagingProperties(PAGE_SIZE) } },
        response: withAuthErrors({ 200: pagedSchema(awaitingReview) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listProductsAwaitingReview(repository, request.identity, request.query);
    },
  );

  app.post<{ Querystring: { pageSize: number }; Body: { product_id: number }; Reply: PagedDto<ProductAwaitingReviewDto> }>(
    '/api/personal/products_review/remove',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Больше не предлагать товар для отзыва; ответ — новая первая страница списка',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        querystring: { type: 'object', properties: { ...langProperty, pageSize: pagingProperties(PAGE_SIZE).pageSize } },
        body: {
          type: 'object',
          required: ['product_id'],
          properties: { product_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Товар' } },
        },
        response: withAuthErrors({ 200: pagedSchema(awaitingReview) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return hideProductAwaitingReview(repository, request.identity, request.body.product_id, request.query.pageSize);
    },
  );
}
