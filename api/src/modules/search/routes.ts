import type { FastifyInstance } from 'fastify';
import type { ModalSearchDto, PopularRequestDto } from 'api-contracts';
import { FULL_SLUG_PATTERN } from '../../shared/slug';
import { langProperty, withErrors } from '../../shared/schemas';
import { getPopularRequests, modalSearch } from './modal-search';

/** The header search dropdown: matches while typing and popular requests. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, search, content } = app.repositories;

  app.get<{ Querystring: { query: string; category_query: string }; Reply: ModalSearchDto }>(
    '/api/modal-search',
    {
      schema: {
        tags: ['search'],
        summary: 'Поиск в выпадающем окне: категории и товары (от 3 символов)',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            query: { type: 'string', maxLength: 200, default: '' },
            category_query: { type: 'string', maxLength: 300, pattern: `^$|${FULL_SLUG_PATTERN}`, default: '' },
          },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['categories', 'products'],
            properties: {
              categories: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['categoryId', 'categoryName', 'categorySlug', 'parentCategoryName'],
                  properties: {
                    categoryId: { type: 'integer' },
                    categoryName: { type: 'string' },
                    categorySlug: { type: 'string' },
                    parentCategoryName: { type: ['string', 'null'] },
                  },
                },
              },
              products: { type: 'array', items: { $ref: 'Product#' } },
            },
          },
        }),
      },
    },
    async (request) => modalSearch({ catalog, search }, { query: request.query.query, categoryQuery: request.query.category_query }),
  );

  app.get<{ Reply: PopularRequestDto[] }>(
    '/api/other-search',
    {
      schema: {
        tags: ['search'],
        summary: 'Популярные запросы',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['text'],
              properties: { text: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } } },
            },
          },
        }),
      },
    },
    async () => getPopularRequests(content),
  );
}
