/** The city window (`/api/city/*`): the list with its search, and the visitor's choice. */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum, type RouteShapes } from './schema';

/** Cities a page of the list holds when the query does not say. */
export const CITY_LIST_LIMIT = 50;

/**
 * A city of the city window (docs/product.md §3 "City"): `region` tells apart cities of one name,
 * `is_main` is the shop's own city (Псков), `is_important` cities are the default list.
 */
export const City = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  region: Type.String(),
  is_main: Type.Boolean(),
  is_important: Type.Boolean(),
  is_active: Type.Boolean(),
});

const cityOrNull = Type.Union([City, Type.Null()]);

/** Orders of the list; without `ordering` the main city comes first, then the largest. */
export const CityOrdering = StringEnum(['title', '-title', 'population', '-population']);

/** `query`: at least 3 characters after trimming; tolerates ё/е, hyphens, spaces and the Latin keyboard layout. */
export const CityListQuery = Type.Object({
  is_main: Type.Optional(Type.Boolean()),
  is_important: Type.Optional(Type.Boolean()),
  ordering: Type.Optional(CityOrdering),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CITY_LIST_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  query: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * One page of cities, `count` of all that match; `current_city` is the one the visitor chose (kept for the
 * session or account, or the `current_city` cookie), null before a choice.
 */
export const CityList = Type.Object({
  count: Type.Integer(),
  results: Type.Array(City),
  main_city: cityOrNull,
  current_city: cityOrNull,
});

/** The city to choose. */
export const CityUpdateRequest = Type.Object(
  { city_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/** The chosen city; the answer also sets the `current_city` cookie (7 days). */
export const CityUpdateResult = Type.Object({ success: Type.Literal(true), current_city: City });

/** The city window's routes, as the apps call them. */
export const citiesRoutes = {
  'GET /city/list': { querystring: CityListQuery, response: CityList },
  'POST /city/update': { body: CityUpdateRequest, response: CityUpdateResult },
} as const satisfies RouteShapes;

export type CityDto = Static<typeof City>;
export type CityOrderingDto = Static<typeof CityOrdering>;
export type CityListQueryDto = Static<typeof CityListQuery>;
export type CityListDto = Static<typeof CityList>;
export type CityUpdateRequestDto = Static<typeof CityUpdateRequest>;
export type CityUpdateResultDto = Static<typeof CityUpdateResult>;
