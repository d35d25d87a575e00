import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { addressesRoutes as shapes } from 'contracts';
import { requireAccount } from '../../plugins/identity';
import { notFound, unauthorized } from '../../shared/http-error';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { langOnly, withAuthErrors, withErrors, withLang } from '../../shared/schemas';
import type { CityRecord } from '../cities/index';
import { currentCity } from '../cities/index';
import { databasePickupPoints } from './pickup-points-repository';
import { createAddressSuggestProvider } from './address-suggest';

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

/** Address suggestions, pickup points and the customer's address book: they serve the order page. */
export async function addressesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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

  app.get(
    '/api/address/suggest',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Подсказки улиц (и дома, если он набран) для адреса доставки в городе',
        description: `Запрос короче ${SUGGEST_MIN_LENGTH} символов — пустой список. Источник — улицы магазина или служба адресов (ADDRESS_PROVIDER=dadata).`,
        querystring: withLang(shapes['GET /address/suggest'].querystring),
        response: withErrors({ 200: shapes['GET /address/suggest'].response }),
      },
    },
    async (request) => {
      const city = await cityOf(request.query.city_id, request.identity);
      const query = request.query.query.trim();
      if (query.length < SUGGEST_MIN_LENGTH) return { suggestions: [] };
      return { suggestions: await suggestions.suggest(query, { id: city.id, title: city.title }, SUGGESTIONS) };
    },
  );

  app.get(
    '/api/pickup-points',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Пункты выдачи и постаматы службы доставки в городе, с адресом и часами работы',
        querystring: withLang(shapes['GET /pickup-points'].querystring),
        response: withErrors({ 200: shapes['GET /pickup-points'].response }),
      },
    },
    async (request) => {
      const city = await cityOf(request.query.city_id, request.identity);
      return { city: { id: city.id, title: city.title }, items: await points.list(city.id, request.query.query ?? '', POINTS) };
    },
  );

  app.get(
    '/api/personal/addresses',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Адреса доставки покупателя, последний использованный первым',
        querystring: langOnly,
        response: withAuthErrors({ 200: shapes['GET /personal/addresses'].response }),
      },
    },
    async (request, reply) => {
      if (request.identity.kind !== 'account') throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { items: await book.list(request.identity.accountId) };
    },
  );

  app.delete(
    '/api/personal/addresses/:id',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Удалить адрес из адресов покупателя',
        params: shapes['DELETE /personal/addresses/{id}'].params,
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
