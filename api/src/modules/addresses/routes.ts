import type { FastifyInstance } from 'fastify';
import type { AddressSuggestListDto, PickupPointListDto, SavedAddressListDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { notFound, unauthorized } from '../../shared/http-error';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import type { CityRecord } from '../cities/index';
import { currentCity } from '../cities/index';
import { databasePickupPoints } from './pickup-points-repository';
import { createAddressSuggestProvider } from './address-suggest';
import { pickupPointSchema, savedAddressSchema } from './schemas';

/** Suggestions a query answers at most. */
const SUGGESTIONS = 10;
/** Pickup points a list answers at most. */
const POINTS = 100;
/** Shortest query that is looked up, after trimming. */
const SUGGEST_MIN_LENGTH = 2;

const texts = {
  cityNotFound: 'Город не найден',
  addressNotFound: 'Адрес не найден',
} as const;

const cityIdProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Город; по умолчанию выбранный покупателем, иначе Псков' } as const;
/** Free text without control characters. */
const queryProperty = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }) as const;

/** Address suggestions, pickup points and the customer's address book: they serve the order page. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this module: JSON bodies keep their types.
  app.setValidatorCompiler(jsonBodyValidatorCompiler);
  const { cities } = app.repositories;
  const suggestions = createAddressSuggestProvider(app.config.address, app.db, app.log);
  const points = databasePickupPoints(app.db);
  const book = app.repositories.addresses;

  /** The city asked for, else the caller's, else the shop's own; 404 for an unknown one. */
  async function cityOf(cityId: number | undefined, identity: Parameters<typeof currentCity>[1]): Promise<CityRecord> {
    const city = cityId !== undefined ? await cities.findActive(cityId) : ((await currentCity(cities, identity, null)) ?? (await cities.findMain()));
    if (!city) throw notFound(texts.cityNotFound);
    return city;
  }

  app.get<{ Querystring: { query: string; city_id?: number }; Reply: AddressSuggestListDto }>(
    '/api/address/suggest',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Подсказки улиц (и дома, если он набран) для адреса доставки в городе',
        description: `Запрос короче ${SUGGEST_MIN_LENGTH} символов — пустой список. Источник — улицы магазина или служба адресов (ADDRESS_PROVIDER=dadata).`,
        querystring: {
          type: 'object',
          required: ['query'],
          properties: { ...langProperty, query: queryProperty(100), city_id: cityIdProperty },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['suggestions'],
            properties: {
              suggestions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['value', 'street', 'house', 'city'],
                  properties: { value: { type: 'string' }, street: { type: 'string' }, house: { type: ['string', 'null'] }, city: { type: 'string' } },
                },
              },
            },
          },
        }),
      },
    },
    async (request) => {
      const city = await cityOf(request.query.city_id, request.identity);
      const query = request.query.query.trim();
      if (query.length < SUGGEST_MIN_LENGTH) return { suggestions: [] };
      return { suggestions: await suggestions.suggest(query, { id: city.id, title: city.title }, SUGGESTIONS) };
    },
  );

  app.get<{ Querystring: { query?: string; city_id?: number }; Reply: PickupPointListDto }>(
    '/api/pickup-points',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Пункты выдачи и постаматы службы доставки в городе, с адресом и часами работы',
        querystring: { type: 'object', properties: { ...langProperty, query: queryProperty(100), city_id: cityIdProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['city', 'items'],
            properties: {
              city: { type: 'object', required: ['id', 'title'], properties: { id: { type: 'integer' }, title: { type: 'string' } } },
              items: { type: 'array', items: pickupPointSchema },
            },
          },
        }),
      },
    },
    async (request) => {
      const city = await cityOf(request.query.city_id, request.identity);
      return { city: { id: city.id, title: city.title }, items: await points.list(city.id, request.query.query ?? '', POINTS) };
    },
  );

  app.get<{ Reply: SavedAddressListDto }>(
    '/api/personal/addresses',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Адреса доставки покупателя, последний использованный первым',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({ 200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: savedAddressSchema } } } }),
      },
    },
    async (request, reply) => {
      if (request.identity.kind !== 'account') throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { items: await book.list(request.identity.accountId) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/personal/addresses/:id',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Удалить адрес из адресов покупателя',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 40 } } },
        response: withAuthErrors({ 204: { type: 'null' } }),
      },
    },
    async (request, reply) => {
      if (request.identity.kind !== 'account') throw unauthorized();
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const deleted = id >= 1 && id <= 2_147_483_647 && (await book.forget(request.identity.accountId, id));
      if (!deleted) throw notFound(texts.addressNotFound);
      return reply.code(204).send();
    },
  );
}
