/** Delivery places of an order: the courier's address, postal pickup points and the address book. */

import type { PickupPointDto, SavedAddressDto } from 'contracts';

/** The shapes an order's delivery place shares with the checkout are written once, in `contracts/src/delivery.ts`. */
export type { DeliveryAddressDto, DeliveryAddressInputDto, DeliveryCityDto, PickupPointDto, SavedAddressDto } from 'contracts';

/** `GET /api/personal/addresses`. */
export interface SavedAddressListDto {
  items: SavedAddressDto[];
}

/** A suggestion of `GET /api/address/suggest`: a street, and the house when the query named one. */
export interface AddressSuggestionDto {
  /** What the list shows: «ул. Труда, д 5». */
  value: string;
  street: string;
  house: string | null;
  city: string;
}

export interface AddressSuggestListDto {
  suggestions: AddressSuggestionDto[];
}

/** `GET /api/pickup-points?city_id&query`: the points of the given city, else of the chosen one, else of the shop's. */
export interface PickupPointListDto {
  /** The city the points are in: always one (the API falls back to the shop's own city). */
  city: { id: number; title: string };
  items: PickupPointDto[];
}

/**
 * A 400 of `POST /api/order` when the delivery lacks its place or a field is wrong: the API's error shape
 * with a Russian message per field (`address.street`, `address.house`, …, `pickup_point_id`).
 */
export interface DeliveryFieldsErrorDto {
  statusCode: 400;
  error: string;
  message: string;
  code: 'DELIVERY_DETAILS_INVALID';
  fields: Record<string, string>;
}
