import type { DeliveryAddressDto, OrderCreateRequestDto, PickupPointDto } from 'api-contracts';
import { HttpError } from '../../shared/http-error';
import { checkAddressInput, deliveryFieldMessages } from '../addresses/index';
import type { OrderWriter } from './orders-repository';

/** A 400 of the order whose delivery lacks its place or has a wrong field: a Russian message per field. */
export class DeliveryDetailsError extends HttpError {
  constructor(readonly fields: Record<string, string>) {
    super(400, deliveryFieldMessages.summary, 'DELIVERY_DETAILS_INVALID');
    this.name = 'DeliveryDetailsError';
  }
}

/** Where an order goes besides its way of delivery. */
export interface DeliveryPlace {
  address: DeliveryAddressDto | null;
  pickupPoint: PickupPointDto | null;
}

/** Which place each way of delivery needs: an address, a pickup point, or nothing (the key names the store). */
export function placeNeeded(deliveryKey: string): 'address' | 'pickup_point' | 'none' {
  if (deliveryKey === 'courier_city' || deliveryKey === 'post_courier') return 'address';
  if (deliveryKey === 'post_pickup') return 'pickup_point';
  return 'none';
}

/**
 * The place of the order for its way of delivery, checked: the shop's courier takes an address in the
 * shop's own city, the postal courier one in the customer's chosen city (street and house required,
 * lengths, no control characters), a pickup point must be an open point of the postal service. What a
 * way does not need is ignored. Throws {@link DeliveryDetailsError}.
 */
export async function resolveDeliveryPlace(tx: OrderWriter, accountId: number, deliveryKey: string, draft: OrderCreateRequestDto): Promise<DeliveryPlace> {
  const needed = placeNeeded(deliveryKey);
  if (needed === 'none') return { address: null, pickupPoint: null };
  if (needed === 'pickup_point') {
    const id = draft.pickup_point_id;
    if (typeof id !== 'string' || id.trim() === '') throw new DeliveryDetailsError({ pickup_point_id: deliveryFieldMessages.pickupPointRequired });
    const point = await tx.pickupPoints.find(id.trim());
    if (!point) throw new DeliveryDetailsError({ pickup_point_id: deliveryFieldMessages.pickupPointUnknown });
    return { address: null, pickupPoint: point };
  }
  const checked = checkAddressInput(draft.address);
  if ('fields' in checked) throw new DeliveryDetailsError(checked.fields);
  const cities = await tx.deliveryCities(accountId);
  const city = deliveryKey === 'courier_city' ? cities.main : cities.chosen;
  if (!city) throw new DeliveryDetailsError({ 'address.city': deliveryFieldMessages.cityUnknown });
  return { address: { city: city.title, ...checked.address }, pickupPoint: null };
}
