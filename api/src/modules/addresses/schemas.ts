/** JSON schemas of addresses and pickup points, shared by the checkout and address routes. */

const addressProperties = {
  city: { type: 'string' },
  street: { type: 'string' },
  house: { type: 'string' },
  flat: { type: 'string' },
  entrance: { type: 'string' },
  floor: { type: 'string' },
  intercom: { type: 'string' },
  comment: { type: 'string' },
} as const;

const addressRequired = ['city', 'street', 'house', 'flat', 'entrance', 'floor', 'intercom', 'comment'] as const;

export const deliveryAddressSchema = { type: 'object', required: [...addressRequired], properties: addressProperties } as const;

export const savedAddressSchema = {
  type: 'object',
  required: ['id', 'title', ...addressRequired],
  properties: { id: { type: 'integer' }, title: { type: 'string', description: 'Адрес одной строкой' }, ...addressProperties },
} as const;

export const pickupPointSchema = {
  type: 'object',
  required: ['id', 'kind', 'kind_title', 'title', 'address', 'hours', 'city'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['pickup_point', 'parcel_locker'] },
    kind_title: { type: 'string' },
    title: { type: 'string' },
    address: { type: 'string' },
    hours: { type: 'string', description: 'Часы работы' },
    city: { type: 'string' },
  },
} as const;
