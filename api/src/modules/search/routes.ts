import type { FastifyInstance } from 'fastify';
import type { ModalSearchDto, PopularRequestDto, SearchHistoryItemDto } from 'api-contracts';
import { FULL_SLUG_PATTERN } from '../../shared/slug';
import { langProperty, withErrors } from '../../shared/schemas';
import { clearSearchHistory, listSearchHistory, POPULAR_REQUESTS_TAG } from './search-history';
import { getPopularRequests, modalSearch } from './modal-search';
import { MAX_QUERY_LENGTH } from './text';
import { withCategoryMemo } from '../catalog/index';
import { ADDRESS_LIMITS, limitPerAddress } from '../../plugins/rate-limits';

/**
 * How long answers with the popular requests (counted from shoppers' searches, outside the catalogue's
 * version) are reused; a search this process records drops `/api/other-search` at once (POPULAR_REQUESTS_TAG).
 */
export const POPULAR_REQUESTS_TTL_MS = 60_000;

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
const popularRequest = {
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } } },
} as const;

/** The header search dropdown, popular requests and the customer's own recent searches. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.readRepositories;
  const catalog = withCategoryMemo(app.readRepositories.catalog, () => app.publicCache.version);
  // The customer's own history is read where it is written: a replica may not have it yet.
  const { search: searchWrites } = app.repositories;

  app.get<{ Querystring: { query: string; category_query: string }; Reply: ModalSearchDto }>(
    '/api/modal-search',
    {
      config: { publicRead: true },
      // Counted before the kept answers: one address asking thousands of queries is what the limit stops.
      preHandler: limitPerAddress(app.repositories.limits, 'search', ADDRESS_LIMITS.search, (request) => (request.query as { query: string }).query.trim() !== ''),
      schema: {
        tags: ['search'],
        summary: 'Поиск в выпадающем окне: категории и товары (от 3 символов), популярные товары и запросы',
        description:
          'Понимает морфологию, опечатки, неверную раскладку и транслит; corrected_query — исправленный запрос, по которому найдены товары.',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            query: { type: 'string', maxLength: MAX_QUERY_LENGTH, default: '' },
            category_query: {
              type: 'string',
              maxLength: 300,
              pattern: `^$|${FULL_SLUG_PATTERN}`,
              default: '',
            },
          },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['categories', 'products', 'popular_products', 'popular_requests', 'corrected_query'],
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
              popular_products: { type: 'array', items: { $ref: 'Product#' } },
              popular_requests: { type: 'array', items: popularRequest },
              corrected_query: { type: ['string', 'null'] },
            },
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        () =>
          modalSearch({ catalog, search }, app.searchEngine, {
            query: request.query.query,
            categoryQuery: request.query.category_query,
          }),
        // The popular requests in it follow what shoppers search, not the catalogue's version.
        { ttlMs: POPULAR_REQUESTS_TTL_MS, vary: String(app.searchEngine.generation) },
      ),
  );

  app.get<{ Reply: PopularRequestDto[] }>(
    '/api/other-search',
    {
      config: { publicRead: true },
      schema: {
        tags: ['search'],
        summary: 'Популярные запросы: что покупатели искали чаще всего за 90 дней',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: popularRequest } }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getPopularRequests(search), {
        ttlMs: POPULAR_REQUESTS_TTL_MS,
        tag: POPULAR_REQUESTS_TAG,
        cacheControl: 'public, max-age=300, stale-while-revalidate=60',
      }),
  );

  app.get<{ Reply: SearchHistoryItemDto[] }>(
    '/api/search/history',
    {
      schema: {
        tags: ['search'],
        summary: 'Недавние поиски покупателя (сессии или аккаунта), новые сначала',
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['query', 'category_query', 'searched_at'],
              properties: {
                query: { type: 'string' },
                category_query: { type: 'string' },
                searched_at: { type: 'string' },
              },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSearchHistory(searchWrites, request.identity);
    },
  );

  app.delete(
    '/api/search/history',
    {
      schema: {
        tags: ['search'],
        summary: 'Очистить недавние поиски покупателя',
        querystring: langOnly,
        response: withErrors({ 204: { type: 'null', description: 'Очищено' } }),
      },
    },
    async (request, reply) => {
      await clearSearchHistory(searchWrites, request.identity);
      return reply.code(204).send();
    },
  );
}
