import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CityListDto, CityUpdateRequestDto, CityUpdateResultDto } from 'api-contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langProperty, withErrors } from '../../shared/schemas';
import { chooseCity } from './choose-city';
import { listCities, type CityListQuery } from './list-cities';

/** The `current_city` cookie of docs/product.md §9: seven days. */
const CITY_COOKIE = { name: 'current_city', maxAge: 7 * 86_400 } as const;

const city = {
  type: 'object',
  required: ['id', 'title', 'region', 'is_main', 'is_important', 'is_active'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    region: { type: 'string' },
    is_main: { type: 'boolean' },
    is_important: { type: 'boolean' },
    is_active: { type: 'boolean' },
  },
} as const;

const cityOrNull = { anyOf: [city, { type: 'null' }] } as const;

/** The city id of the `current_city` cookie, or null. */
function cookieCityId(request: FastifyRequest): number | null {
  const match = /(?:^|;\s*)current_city=(\d{1,9})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match ? Number(match[1]) : null;
}

/** The city window: the list with search, and the visitor's choice. */
export async function citiesRoutes(app: FastifyInstance): Promise<void> {
  const { cities } = app.repositories;
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get<{ Querystring: CityListQuery; Reply: CityListDto }>(
    '/api/city/list',
    {
      schema: {
        tags: ['cities'],
        summary: 'Города: список по умолчанию (is_important), поиск (query) и выбранный город',
        description:
          'Поиск — от 3 символов, без учёта регистра, ё/е, дефисов и пробелов; запрос, набранный в английской раскладке, читается как русский.',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            is_main: { type: 'boolean' },
            is_important: { type: 'boolean' },
            ordering: { type: 'string', enum: ['title', '-title', 'population', '-population'] },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
            offset: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
            query: { type: 'string', maxLength: 100 },
          },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['count', 'results', 'main_city', 'current_city'],
            properties: { count: { type: 'integer' }, results: { type: 'array', items: city }, main_city: cityOrNull, current_city: cityOrNull },
          },
        }),
      },
    },
    async (request) => listCities(cities, request.identity, request.query, cookieCityId(request)),
  );

  app.post<{ Body: CityUpdateRequestDto; Reply: CityUpdateResultDto }>(
    '/api/city/update',
    {
      schema: {
        tags: ['cities'],
        summary: 'Выбрать город: запоминается для сессии или покупателя и в cookie current_city (7 дней)',
        querystring: { type: 'object', properties: { ...langProperty } },
        body: {
          type: 'object',
          required: ['city_id'],
          additionalProperties: false,
          properties: { city_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
        response: withErrors({
          200: { type: 'object', required: ['success', 'current_city'], properties: { success: { type: 'boolean' }, current_city: city } },
        }),
      },
    },
    async (request, reply) => {
      const result = await chooseCity(cities, request.identity, request.body.city_id);
      reply.header('set-cookie', `${CITY_COOKIE.name}=${result.current_city.id}; Path=/; Max-Age=${CITY_COOKIE.maxAge}; SameSite=Lax`);
      return result;
    },
  );
}
