/**
 * The order page's helpers for the delivery place (`/api/address/suggest`, `/api/pickup-points`) and the
 * customer's address book (`/api/personal/addresses`). The places themselves are in `delivery.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DeliveryCity, PickupPoint, SavedAddress } from './delivery';
import { Nullable, type RouteShapes } from './schema';

const cityId = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'Город; по умолчанию выбранный покупателем, иначе Псков',
});

/** Free text without control characters. */
const freeText = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** What to suggest: the typed street (and house), in the given city, else the caller's, else the shop's own. */
export const AddressSuggestQuery = Type.Object({ query: freeText(100), city_id: Type.Optional(cityId) });

/** A suggestion: a street, and the house when the query named one; `value` is what the list shows («ул. Труда, д 5»). */
export const AddressSuggestion = Type.Object({
  value: Type.String(),
  street: Type.String(),
  house: Nullable(Type.String()),
  city: Type.String(),
});

export const AddressSuggestList = Type.Object({ suggestions: Type.Array(AddressSuggestion) });

/** The points of the given city, else of the chosen one, else of the shop's, found by `query` in their title or address. */
export const PickupPointListQuery = Type.Object({
  query: Type.Optional(freeText(100)),
  city_id: Type.Optional(cityId),
});

/** The city the points are in (always one: the API falls back to the shop's own city) and its points. */
export const PickupPointList = Type.Object({ city: DeliveryCity, items: Type.Array(PickupPoint) });

/** The customer's address book, last used first. */
export const SavedAddressList = Type.Object({ items: Type.Array(SavedAddress) });

/** An address of the book in the address: any text, so that a bad one is a 404 like an unknown one. */
export const SavedAddressParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** The address helpers' and the address book's routes, as the apps call them. */
export const addressesRoutes = {
  'GET /address/suggest': { querystring: AddressSuggestQuery, response: AddressSuggestList },
  'GET /pickup-points': { querystring: PickupPointListQuery, response: PickupPointList },
  'GET /personal/addresses': { response: SavedAddressList },
  'DELETE /personal/addresses/{id}': { params: SavedAddressParams },
} as const satisfies RouteShapes;

export type AddressSuggestQueryDto = Static<typeof AddressSuggestQuery>;
export type AddressSuggestionDto = Static<typeof AddressSuggestion>;
export type AddressSuggestListDto = Static<typeof AddressSuggestList>;
export type PickupPointListQueryDto = Static<typeof PickupPointListQuery>;
export type PickupPointListDto = Static<typeof PickupPointList>;
export type SavedAddressListDto = Static<typeof SavedAddressList>;
