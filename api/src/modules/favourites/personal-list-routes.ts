import type { FastifyInstance } from 'fastify';
import type { PagedDto, PersonalListSortingDto, ProductDto, ProductRefRequestDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, pagedSchema, pagingProperties, withAuthErrors } from '../../shared/schemas';
import { addToList, listInfo, listPage, removeFromList } from './personal-list';
import { PERSONAL_SORTINGS, type PersonalProductsRepository } from './personal-products-repository';

const info = {
  type: 'object',
  required: ['quantity', 'products'],
  properties: { quantity: { type: 'integer' }, products: { type: 'array', items: { type: 'integer' } } },
} as const;

const productRef = {
  type: 'object',
  required: ['product_id'],
  additionalProperties: false,
  properties: { product_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Товар' } },
} as const;

/** What differs between the favourites and the waitlist. */
export interface PersonalListRoutesOptions {
  /** `/api/favourites` or `/api/waiting`. */
  prefix: string;
  tag: string;
  /** The list's name in the OpenAPI summaries, e.g. `избранное`. */
  title: string;
  /** Refusal when the list is full. */
  fullMessage: string;
  repository: (app: FastifyInstance) => PersonalProductsRepository;
}

/**
 * `info`, `list`, `add` and `remove` of a signed-in customer's product list. Every route answers only
 * for the owner of the token and 401 without one; `add` and `remove` answer the new info.
 */
export function personalListRoutes(options: PersonalListRoutesOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    const repository = options.repository(app);
    const { prefix, tag, title } = options;
    // Scoped to this module: JSON bodies keep their types.
    app.setValidatorCompiler(jsonBodyValidatorCompiler);
    const langOnly = { type: 'object', properties: { ...langProperty } } as const;

    app.get(
      `${prefix}/info`,
      {
        preHandler: requireAccount,
        schema: { tags: [tag], summary: `Сколько товаров в разделе «${title}» и их id (нужен вход)`, querystring: langOnly, response: withAuthErrors({ 200: info }) },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listInfo(repository, request.identity);
      },
    );

    app.get<{ Querystring: { page: number; pageSize: number; sorting: PersonalListSortingDto }; Reply: PagedDto<ProductDto> }>(
      `${prefix}/list`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Товары раздела «${title}» постранично (нужен вход)`,
          querystring: {
            type: 'object',
            properties: {
              ...langProperty,
              ...pagingProperties(12),
              sorting: { type: 'string', enum: PERSONAL_SORTINGS, default: 'added_desc' },
            },
          },
          response: withAuthErrors({ 200: pagedSchema({ $ref: 'Product#' }) }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listPage(repository, request.identity, request.query);
      },
    );

    app.post<{ Body: ProductRefRequestDto }>(
      `${prefix}/add`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Добавить товар в раздел «${title}»; ответ — новое количество`,
          querystring: langOnly,
          body: productRef,
          response: { ...withAuthErrors({ 200: info }), 409: errorRef },
        },
      },
      async (request) => addToList(repository, request.identity, request.body.product_id, options.fullMessage),
    );

    app.post<{ Body: ProductRefRequestDto }>(
      `${prefix}/remove`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Убрать товар из раздела «${title}»; ответ — новое количество`,
          querystring: langOnly,
          body: productRef,
          response: withAuthErrors({ 200: info }),
        },
      },
      async (request) => removeFromList(repository, request.identity, request.body.product_id),
    );
  };
}
