/** Delivery places of an order: the courier's address, postal pickup points and the address book. */

/** The courier's address as the order form sends it; the city is the order's delivery city. */
export interface DeliveryAddressInputDto {
  street: string;
  house: string;
  flat?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  /** For the courier: how to find the door, when to call. */
  comment?: string;
}

/** An address of an order or of the address book, with its city. */
export interface DeliveryAddressDto {
  city: string;
  street: string;
  house: string;
  flat: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
}

/** An address of the customer's address book. */
export interface SavedAddressDto extends DeliveryAddressDto {
  id: number;
  /** One line for a list: «Псков, ул. Труда, д. 5, кв. 12». */
  title: string;
}

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

/** A pickup point or parcel locker of the postal service. */
export interface PickupPointDto {
  id: string;
  kind: 'pickup_point' | 'parcel_locker';
  /** «Пункт выдачи» or «Постамат». */
  kind_title: string;
  title: string;
  address: string;
  hours: string;
  city: string;
}

/** `GET /api/pickup-points?city_id&query`: the points of the given city, else of the chosen one, else of the shop's. */
export interface PickupPointListDto {
  /** The city the points are in: always one (the API falls back to the shop's own city). */
  city: { id: number; title: string };
  items: PickupPointDto[];
}

/** A city an order is delivered in. */
export interface DeliveryCityDto {
  id: number;
  title: string;
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
