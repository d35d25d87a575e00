/** Delivery places of an order: the courier's address, postal pickup points and the address book. */

/**
 * The delivery places (`contracts/src/delivery.ts`) and the address helpers and book
 * (`contracts/src/addresses.ts`) are written once, in the contracts package.
 */
export type {
  AddressSuggestionDto,
  AddressSuggestListDto,
  AddressSuggestQueryDto,
  DeliveryAddressDto,
  DeliveryAddressInputDto,
  DeliveryCityDto,
  PickupPointDto,
  PickupPointListDto,
  PickupPointListQueryDto,
  SavedAddressDto,
  SavedAddressListDto,
} from 'contracts';

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
