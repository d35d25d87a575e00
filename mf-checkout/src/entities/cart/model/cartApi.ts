import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import type {
  CartGiftsDto,
  CartInfoDto,
  CartListDto,
  CartStatusesDto,
  CartWriteResultDto,
  DeliveryKeyDto,
  PromoCodeCheckDto,
} from 'shared-kit/contracts';
import { apiFailureOf, checkoutApi, linesOf, totalsOf, type CartLine } from '../../../shared/api';
import { countChanged, promoApplied, promoCancelled, promoChecked, promoRefused, type CartState } from './cartSlice';

/** The lines of the cart and its statuses (`GET /api/cart/list`). */
export interface CartContents {
  lines: CartLine[];
  statuses: CartStatusesDto;
}

/** What a promo code attempt ended with; 'failed' means no answer came (the form shows its own retry text). */
export type PromoOutcome = 'applied' | 'refused' | 'failed';

/** State of a store that holds the cart: the slice and the API's cache. */
export interface WithCart {
  cart: CartState;
  checkoutApi: ReturnType<typeof checkoutApi.reducer>;
}

type CartThunk<R> = ThunkAction<R, WithCart, unknown, UnknownAction>;

/** The whole cart of a write's answer into the cache: totals, lines and statuses, and the badge's count. */
const cartAnswered =
  (answer: CartWriteResultDto): CartThunk<void> =>
  (dispatch) => {
    dispatch(
      cartApi.util.upsertQueryEntries([
        { endpointName: 'cartInfo', arg: undefined, value: totalsOf(answer) },
        { endpointName: 'cartList', arg: undefined, value: { lines: linesOf(answer), statuses: answer.statuses } },
      ]),
    );
    dispatch(countChanged(answer.count));
  };

/** The totals of an answer into the cache, with the badge's count. */
const totalsAnswered =
  (totals: CartInfoDto): CartThunk<void> =>
  (dispatch) => {
    dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'cartInfo', arg: undefined, value: totalsOf(totals) }]));
    dispatch(countChanged(totals.count));
  };

/**
 * Brings the cache up to date after a write to the cart: from the answer when it is the whole cart
 * (`CartWriteResultDto`); when it is the totals only (a promo code), they are kept and the lines, whose
 * prices may have changed, are read again. Then `checkout:cart-changed` tells the header and the other
 * teams the new number of units.
 */
const syncAfterCartWrite =
  (answer: CartWriteResultDto | CartInfoDto): CartThunk<Promise<void>> =>
  async (dispatch) => {
    if ('items' in answer) {
      dispatch(cartAnswered(answer));
    } else {
      dispatch(totalsAnswered(answer));
      await dispatch(cartApi.endpoints.cartList.initiate(undefined, { forceRefetch: true, subscribe: false }));
    }
    getEventBus().emit('checkout:cart-changed', { count: answer.count });
  };

/** Runs `sync` with the answer of a successful write; a failed write changes nothing. */
async function afterWrite<T>(queryFulfilled: Promise<{ data: T }>, sync: (data: T) => unknown) {
  let data: T;
  try {
    ({ data } = await queryFulfilled);
  } catch {
    return;
  }
  await sync(data);
}

export const cartApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/cart/info`: totals of the caller's cart, kept for the page and updated by every write. */
    cartInfo: build.query<CartInfoDto, void>({
      query: () => '/cart/info',
      keepUnusedDataFor: Infinity,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterWrite(queryFulfilled, (info) => dispatch(countChanged(info.count))),
    }),
    /** `GET /api/cart/list`: the lines of the cart and its statuses, kept for the page and updated by every write. */
    cartList: build.query<CartContents, void>({
      query: () => '/cart/list',
      transformResponse: (answer: CartListDto) => ({ lines: linesOf(answer), statuses: answer.statuses }),
      keepUnusedDataFor: Infinity,
      providesTags: ['CartList'],
    }),
    /** `GET /api/cart/gifts` (once the page has its session): the running gift promotion and the gifts to choose from. */
    cartGifts: build.query<CartGiftsDto, void>({
      query: () => ({ url: '/cart/gifts', afterSession: true }),
      providesTags: ['CartGifts'],
    }),
    /**
     * A new quantity of a product: the first unit is `POST /api/cart/add`, 0 is `/cart/remove`, anything
     * else `/cart/update`. The cache follows the answer and `checkout:cart-changed` tells the shop.
     */
    changeQuantity: build.mutation<CartWriteResultDto, { productId: number; from: number; to: number }>({
      // The gifts follow the cart: which it qualifies for and which one it holds (its totals may not change).
      invalidatesTags: ['CartGifts'],
      query: ({ productId, from, to }) =>
        to <= 0
          ? { url: '/cart/remove', method: 'POST', body: { product_id: productId, quantityNew: 0 } }
          : from <= 0
            ? { url: '/cart/add', method: 'POST', body: { product_id: productId, quantity: to } }
            : { url: '/cart/update', method: 'POST', body: { product_id: productId, quantity: to } },
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterWrite(queryFulfilled, (answer) => {
          dispatch(cartAnswered(answer));
          getEventBus().emit('checkout:cart-changed', { count: answer.count });
        }),
    }),
    /** `POST /api/cart/clear`: every line leaves the cart. */
    clearCart: build.mutation<CartWriteResultDto, void>({
      // The gifts follow the cart: which it qualifies for and which one it holds (its totals may not change).
      invalidatesTags: ['CartGifts'],
      query: () => ({ url: '/cart/clear', method: 'POST', body: {} }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => afterWrite(queryFulfilled, (answer) => dispatch(syncAfterCartWrite(answer))),
    }),
    /** `POST /api/cart/gift/add|remove {product_id}`: puts a gift in or takes it out. */
    toggleGift: build.mutation<CartWriteResultDto, { productId: number; chosen: boolean }>({
      // The gifts follow the cart: which it qualifies for and which one it holds (its totals may not change).
      invalidatesTags: ['CartGifts'],
      query: ({ productId, chosen }) => ({
        url: chosen ? '/cart/gift/add' : '/cart/gift/remove',
        method: 'POST',
        body: { product_id: productId },
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => afterWrite(queryFulfilled, (answer) => dispatch(syncAfterCartWrite(answer))),
    }),
    /** `POST /api/cart/bonuses {bonuses}`: pays part of the cart with points (0 cancels); the server clamps them. */
    setBonuses: build.mutation<CartWriteResultDto, number>({
      query: (bonuses) => ({ url: '/cart/bonuses', method: 'POST', body: { bonuses } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => afterWrite(queryFulfilled, (answer) => dispatch(syncAfterCartWrite(answer))),
    }),
    /** `DELETE /api/cart/promocode`: the code and the chosen bonuses go (docs/product.md §4). */
    cancelPromoCode: build.mutation<CartInfoDto, void>({
      // The gifts follow the cart: which it qualifies for and which one it holds (its totals may not change).
      invalidatesTags: ['CartGifts'],
      query: () => ({ url: '/cart/promocode', method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        afterWrite(queryFulfilled, (answer) => {
          dispatch(promoCancelled());
          return dispatch(syncAfterCartWrite(answer));
        }),
    }),
    /**
     * docs/product.md §4: a code is checked first (`GET /api/cart/promocode/{code}`) and applied only when legit
     * (`POST /api/cart/promocode`); a refusal keeps the server's reason to show under the field.
     */
    applyPromoCode: build.mutation<PromoOutcome, string>({
      // The gifts follow the cart: which it qualifies for and which one it holds (its totals may not change).
      invalidatesTags: ['CartGifts'],
      async queryFn(code, { dispatch }, _options, baseQuery) {
        const check = await baseQuery(`/cart/promocode/${encodeURIComponent(code)}`);
        const checked = check.data as PromoCodeCheckDto | undefined;
        if (checked) dispatch(promoChecked(checked));
        if (checked && !checked.legit) return { data: 'refused' };
        const applied = check.error ? check : await baseQuery({ url: '/cart/promocode', method: 'POST', body: { promo_code: code } });
        if (!applied.error) {
          dispatch(promoApplied());
          await dispatch(syncAfterCartWrite(applied.data as CartInfoDto));
          return { data: 'applied' };
        }
        const failure = apiFailureOf(applied.error);
        // 409 (the server's reason the code cannot be applied) and 400 carry a text for the customer.
        if ((failure.status === 409 || failure.status === 400) && failure.message) {
          dispatch(promoRefused(failure.message));
          return { data: 'refused' };
        }
        console.warn('[mf_checkout] promo code failed', applied.error);
        return { data: 'failed' };
      },
    }),
    /**
     * `POST /api/cart/delivery`: the price is the one the page showed. The server resets the bonuses of the
     * cart with it (docs/product.md §4); the totals it answers replace the shown ones.
     */
    chooseDelivery: build.mutation<CartInfoDto, { key: DeliveryKeyDto; price: number }>({
      query: ({ key, price }) => ({ url: '/cart/delivery', method: 'POST', body: { delivery_key: key, delivery_price: price } }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => afterWrite(queryFulfilled, (totals) => dispatch(totalsAnswered(totals))),
    }),
  }),
});

export const {
  useCartListQuery,
  useLazyCartGiftsQuery,
  useChangeQuantityMutation,
  useClearCartMutation,
  useToggleGiftMutation,
  useSetBonusesMutation,
  useCancelPromoCodeMutation,
  useApplyPromoCodeMutation,
  useChooseDeliveryMutation,
} = cartApi;

/** Asks for the totals again (the header at start and on sign-in, the cart page on every visit). */
export const reloadCartInfo = () => cartApi.endpoints.cartInfo.initiate(undefined, { forceRefetch: true, subscribe: false });

/** Asks for the lines again (the cart page on every visit). */
export const reloadCartList = () => cartApi.endpoints.cartList.initiate(undefined, { forceRefetch: true, subscribe: false });

/** Totals that came with another answer (the order draft's) into the cache. */
export const cartTotalsArrived = totalsAnswered;

/**
 * The shop reported the number of units (`checkout:cart-changed`, or an order placed): the badge and the
 * totals already shown follow it.
 */
export const cartCountReported =
  (count: number): CartThunk<void> =>
  (dispatch) => {
    dispatch(countChanged(count));
    dispatch(
      cartApi.util.updateQueryData('cartInfo', undefined, (info) => {
        info.count = Math.max(0, count);
      }),
    );
  };
