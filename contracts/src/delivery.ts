/**
 * Delivery places of an order, shared by the checkout and the address book: the courier's address, postal
 * pickup points and the city an order is delivered in.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './schema';

const addressProperties = {
  city: Type.String(),
  street: Type.String(),
  house: Type.String(),
  flat: Type.String(),
  entrance: Type.String(),
  floor: Type.String(),
  intercom: Type.String(),
  comment: Type.String(),
};

/** An address of an order or of the address book, with its city. */
export const DeliveryAddress = Type.Object(addressProperties);

/** An address of the customer's address book; `title` is it in one line: «Псков, ул. Труда, д. 5, кв. 12». */
export const SavedAddress = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'Адрес одной строкой' }),
  ...addressProperties,
});

/** A pickup point or parcel locker of the postal service; `kind_title` is «Пункт выдачи» or «Постамат». */
export const PickupPoint = Type.Object({
  id: Type.String(),
  kind: StringEnum(['pickup_point', 'parcel_locker']),
  kind_title: Type.String(),
  title: Type.String(),
  address: Type.String(),
  hours: Type.String({ description: 'Часы работы' }),
  city: Type.String(),
});

/** A city an order is delivered in. */
export const DeliveryCity = Type.Object({ id: Type.Integer(), title: Type.String() });

/**
 * The courier's address as the order form sends it; the city is the order's delivery city. A type only:
 * the order's body takes any object there and the API checks each field with its own message.
 */
export const DeliveryAddressInput = Type.Object({
  street: Type.String(),
  house: Type.String(),
  flat: Type.Optional(Type.String()),
  entrance: Type.Optional(Type.String()),
  floor: Type.Optional(Type.String()),
  intercom: Type.Optional(Type.String()),
  /** For the courier: how to find the door, when to call. */
  comment: Type.Optional(Type.String()),
});

export type DeliveryAddressDto = Static<typeof DeliveryAddress>;
export type SavedAddressDto = Static<typeof SavedAddress>;
export type PickupPointDto = Static<typeof PickupPoint>;
export type DeliveryCityDto = Static<typeof DeliveryCity>;
export type DeliveryAddressInputDto = Static<typeof DeliveryAddressInput>;
