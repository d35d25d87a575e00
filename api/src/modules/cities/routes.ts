import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { citiesRoutes as shapes, CITY_LIST_LIMIT } from 'contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langOnly, withErrors, withLang } from '../../shared/schemas';
import { chooseCity } from './choose-city';
import { listCities } from './list-cities';

/** The `current_city` cookie of docs/product.md §9: seven days. */
const CITY_COOKIE = { name: 'current_city', maxAge: 7 * 86_400 } as const;

/** The city id of the `current_city` cookie, or null. */
function cookieCityId(request: FastifyRequest): number | null {
  const match = /(?:^|;\s*)current_city=(\d{1,9})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match ? Number(match[1]) : null;
}

/** The city window: the list with search, and the visitor's choice. */
export async function citiesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { cities } = app.repositories;
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get(
    '/api/city/list',
    {
      schema: {
        tags: ['cities'],
        summary: 'Города: список по умолчанию (is_important), поиск (query) и выбранный город',
        description:
          'Поиск — от 3 символов, без учёта регистра, ё/е, дефисов и пробелов; запрос, набранный в английской раскладке, читается как русский.',
        querystring: withLang(shapes['GET /city/list'].querystring),
        response: withErrors({ 200: shapes['GET /city/list'].response }),
      },
    },
    async (request) =>
      listCities(
        cities,
        request.identity,
        // Validation has put the defaults in; the type only says they may be missing from the address.
        { ...request.query, limit: request.query.limit ?? CITY_LIST_LIMIT, offset: request.query.offset ?? 0 },
        cookieCityId(request),
      ),
  );

  app.post(
    '/api/city/update',
    {
      schema: {
        tags: ['cities'],
        summary: 'Выбрать город: запоминается для сессии или покупателя и в cookie current_city (7 дней)',
        querystring: langOnly,
        body: shapes['POST /city/update'].body,
        response: withErrors({ 200: shapes['POST /city/update'].response }),
      },
    },
    async (request, reply) => {
      const result = await chooseCity(cities, request.identity, request.body.city_id);
      reply.header('set-cookie', `${CITY_COOKIE.name}=${result.current_city.id}; Path=/; Max-Age=${CITY_COOKIE.maxAge}; SameSite=Lax`);
      return result;
    },
  );
}
