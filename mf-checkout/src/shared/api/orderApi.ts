import { getHttp } from 'shared-kit';
import type {
  AddressSuggestionDto,
  AddressSuggestListDto,
  OrderCreateRequestDto,
  OrderDraftDto,
  OrderDto,
  PickupPointListDto,
} from 'shared-kit/contracts';

/** `GET /api/order` (signed in): the lines, delivery ways, payment ways, totals and pre-filled contacts. */
export async function getOrderDraft(signal?: AbortSignal): Promise<OrderDraftDto> {
  const { data } = await getHttp().get<OrderDraftDto>('/order', { signal });
  return data;
}

/**
 * `POST /api/order` with the `Idempotency-Key` header: one key per draft, so a repeated call (double
 * click, retry after a timeout, reload) answers the order the first one made instead of a second one.
 */
export async function placeOrder(body: OrderCreateRequestDto, idempotencyKey: string): Promise<OrderDto> {
  const { data } = await getHttp().post<OrderDto>('/order', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** `GET /api/order-confirm/{id}`: a placed order of the customer. Rejects with a 404 for an unknown one. */
export async function getOrderConfirmation(id: string, signal?: AbortSignal): Promise<OrderDto> {
  const { data } = await getHttp().get<OrderDto>(`/order-confirm/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** `POST /api/order/{id}/pay`: a fresh payment of a pending or canceled one; the answer has its `confirmation_url`. */
export async function payOrder(id: number): Promise<OrderDto> {
  const { data } = await getHttp().post<OrderDto>(`/order/${id}/pay`, {});
  return data;
}

/** `GET /api/address/suggest`: streets (and the typed house) of the city for what the customer typed. */
export async function suggestAddress(query: string, cityId: number | null, signal?: AbortSignal): Promise<AddressSuggestionDto[]> {
  const { data } = await getHttp().get<AddressSuggestListDto>('/address/suggest', {
    params: { query, ...(cityId ? { city_id: cityId } : {}) },
    signal,
  });
  return data.suggestions;
}

/** `GET /api/pickup-points`: the postal service's pickup points and parcel lockers of the city, filtered by a text. */
export async function listPickupPoints(cityId: number | null, query: string, signal?: AbortSignal): Promise<PickupPointListDto> {
  const { data } = await getHttp().get<PickupPointListDto>('/pickup-points', {
    params: { ...(cityId ? { city_id: cityId } : {}), ...(query.trim() ? { query: query.trim() } : {}) },
    signal,
  });
  return data;
}

/** `DELETE /api/personal/addresses/{id}`: takes an address out of the customer's address book. */
export async function deleteSavedAddress(id: number): Promise<void> {
  await getHttp().delete(`/personal/addresses/${id}`);
}
