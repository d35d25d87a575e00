import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from 'shared-kit';
import type {
  AddressSuggestionDto,
  AddressSuggestListDto,
  OrderCreateRequestDto,
  OrderDraftDto,
  OrderDto,
  PickupPointListDto,
} from 'shared-kit/contracts';

/**
 * The checkout team's one RTK Query API (docs/adr/0024) over the shared HTTP client. The cart's
 * endpoints are injected by the cart entity (`entities/cart`); the order's live here.
 */
export const checkoutApi = createApi({
  reducerPath: 'checkoutApi',
  baseQuery: httpBaseQuery(),
  // What a page shows is asked for on every visit; the cart's own entries say otherwise.
  keepUnusedDataFor: 0,
  tagTypes: ['CartList', 'CartGifts'],
  endpoints: (build) => ({
    /** `GET /api/order` (signed in, once the page has its session): lines, delivery and payment ways, totals, contacts. */
    orderDraft: build.query<OrderDraftDto, void>({ query: () => ({ url: '/order', afterSession: true }) }),
    /**
     * `POST /api/order` with the `Idempotency-Key` header: one key per draft, so a repeated call (double
     * click, retry after a timeout, reload) answers the order the first one made instead of a second one.
     */
    placeOrder: build.mutation<OrderDto, { body: OrderCreateRequestDto; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/order', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
    /** `GET /api/order-confirm/{id}` (once the page has its session): a placed order of the customer (404 for an unknown one). */
    orderConfirmation: build.query<OrderDto, string>({
      query: (id) => ({ url: `/order-confirm/${encodeURIComponent(id)}`, afterSession: true }),
    }),
    /** `POST /api/order/{id}/pay`: a fresh payment of a pending or canceled one; the answer has its `confirmation_url`. */
    payOrder: build.mutation<OrderDto, number>({ query: (id) => ({ url: `/order/${id}/pay`, method: 'POST', body: {} }) }),
    /** `GET /api/address/suggest`: streets (and the typed house) of the city for what the customer typed. */
    addressSuggestions: build.query<AddressSuggestionDto[], { query: string; cityId: number | null }>({
      query: ({ query, cityId }) => ({ url: '/address/suggest', params: { query, ...(cityId ? { city_id: cityId } : {}) } }),
      transformResponse: (data: AddressSuggestListDto) => data.suggestions,
    }),
    /** `GET /api/pickup-points`: the postal service's pickup points and parcel lockers of the city, filtered by a text. */
    pickupPoints: build.query<PickupPointListDto, { cityId: number | null; query: string }>({
      query: ({ cityId, query }) => ({
        url: '/pickup-points',
        params: { ...(cityId ? { city_id: cityId } : {}), ...(query.trim() ? { query: query.trim() } : {}) },
      }),
    }),
    /** `DELETE /api/personal/addresses/{id}`: takes an address out of the customer's address book. */
    deleteSavedAddress: build.mutation<void, number>({
      query: (id) => ({ url: `/personal/addresses/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useOrderDraftQuery,
  usePlaceOrderMutation,
  useOrderConfirmationQuery,
  usePayOrderMutation,
  useLazyAddressSuggestionsQuery,
  useLazyPickupPointsQuery,
  useDeleteSavedAddressMutation,
} = checkoutApi;
