import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERSONAL_LIST_PAGE_SIZE, PersonalListInfo, PersonalListPage, PersonalListQuery, ProductRefRequest } from 'contracts';
import { requireAccount } from '../../plugins/identity';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langOnly, withAuthErrors, withLang } from '../../shared/schemas';
import { addToList, listInfo, listPage, removeFromList } from './personal-list';
import type { PersonalProductsRepository } from './personal-products-repository';

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
  return async (fastify: FastifyInstance): Promise<void> => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const repository = options.repository(app);
    const { prefix, tag, title } = options;
    // Scoped to this module: JSON bodies keep their types.
    app.setValidatorCompiler(jsonBodyValidatorCompiler);

    app.get(
      `${prefix}/info`,
      {
        preHandler: requireAccount,
        schema: { tags: [tag], summary: `Сколько товаров в разделе «${title}» и их id (нужен вход)`, querystring: langOnly, response: withAuthErrors({ 200: PersonalListInfo }) },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listInfo(repository, request.identity);
      },
    );

    app.get(
      `${prefix}/list`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Товары раздела «${title}» постранично (нужен вход)`,
          querystring: withLang(PersonalListQuery),
          response: withAuthErrors({ 200: PersonalListPage }),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Validation has put the defaults in; the type only says they may be missing from the address.
        const { page = 1, pageSize = PERSONAL_LIST_PAGE_SIZE, sorting = 'added_desc' } = request.query;
        return listPage(repository, request.identity, { page, pageSize, sorting });
      },
    );

    app.post(
      `${prefix}/add`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Добавить товар в раздел «${title}»; ответ — новое количество`,
          querystring: langOnly,
          body: ProductRefRequest,
          response: { ...withAuthErrors({ 200: PersonalListInfo }), 409: errorRef },
        },
      },
      async (request) => addToList(repository, request.identity, request.body.product_id, options.fullMessage),
    );

    app.post(
      `${prefix}/remove`,
      {
        preHandler: requireAccount,
        schema: {
          tags: [tag],
          summary: `Убрать товар из раздела «${title}»; ответ — новое количество`,
          querystring: langOnly,
          body: ProductRefRequest,
          response: withAuthErrors({ 200: PersonalListInfo }),
        },
      },
      async (request) => removeFromList(repository, request.identity, request.body.product_id),
    );
  };
}
