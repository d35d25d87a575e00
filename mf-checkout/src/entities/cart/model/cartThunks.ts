import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import type { CartInfoDto, CartWriteResultDto, DeliveryKeyDto } from 'shared-kit/contracts';
import {
  addCartGift,
  addCartItem,
  applyPromoCode,
  cancelPromoCode,
  checkPromoCode,
  chooseCartDelivery,
  clearCart,
  getCartInfo,
  getCartListWithStatuses,
  linesOf,
  removeCartGift,
  removeCartItem,
  setCartBonuses,
  totalsOf,
  updateCartItem,
} from '../../../shared/api/cartApi';
import { apiFailureOf } from '../../../shared/api/apiError';
import {
  bonusesApplied,
  deliveryChanged,
  promoApplied,
  promoCancelled,
  promoChecked,
  promoRefused,
  statusesLoaded,
  infoFailed,
  infoLoaded,
  infoRequested,
  itemChanged,
  listFailed,
  listLoaded,
  listRequested,
  type WithCart,
} from './cartSlice';

type CartThunk<R> = ThunkAction<R, WithCart, unknown, UnknownAction>;

/** Loads the totals (`GET /api/cart/info`); failures are logged and leave the status `failed`. */
export const loadCartInfo = (): CartThunk<Promise<void>> => async (dispatch) => {
  dispatch(infoRequested());
  try {
    dispatch(infoLoaded(await getCartInfo()));
  } catch (error) {
    console.warn('[mf_checkout] cart info failed', error);
    dispatch(infoFailed());
  }
};

/** Loads the lines (`GET /api/cart/list`). */
export const loadCartList = (): CartThunk<Promise<void>> => async (dispatch) => {
  dispatch(listRequested());
  try {
    const { lines, statuses } = await getCartListWithStatuses();
    dispatch(listLoaded(lines));
    dispatch(statusesLoaded(statuses));
  } catch (error) {
    console.warn('[mf_checkout] cart list failed', error);
    dispatch(listFailed());
  }
};

/** Loads the lines once per page (many cart buttons share them). */
export const ensureCartList = (): CartThunk<void> => (dispatch, getState) => {
  if (getState().cart.listStatus === 'idle') void dispatch(loadCartList());
};

/** Loads the totals once per page. */
export const ensureCartInfo = (): CartThunk<void> => (dispatch, getState) => {
  if (getState().cart.infoStatus === 'idle') void dispatch(loadCartInfo());
};

/** What a cart write changed: the units now in the cart, and a notice from the server, if any. */
export interface CartChange {
  count: number;
  /** The server's Russian notice (e.g. that the amount was reduced to the stock), or null. */
  notice: string | null;
}

/**
 * Sends a new quantity of a product to the server: the first unit is an add, 0 is a removal, anything
 * else an update. On success the store follows the answer (the amount the server kept, its lines, statuses
 * and totals), and `checkout:cart-changed` tells the rest of the shop the new number of units. Rejects,
 * changing nothing, when the call fails.
 */
export const changeCartQuantity =
  (productId: number, from: number, to: number): CartThunk<Promise<CartChange>> =>
  async (dispatch) => {
    const answer =
      to <= 0
        ? await removeCartItem(productId)
        : from <= 0
          ? await addCartItem(productId, to)
          : await updateCartItem(productId, to);
    const kept = answer.product_id === productId ? answer.amount : Math.max(0, to);
    dispatch(itemChanged({ productId, quantity: kept }));
    dispatch(cartAnswered(answer));
    getEventBus().emit('checkout:cart-changed', { count: answer.count });
    return { count: answer.count, notice: answer.notice || null };
  };

/** The whole cart of a write's answer into the store: totals, lines and statuses. */
const cartAnswered =
  (answer: CartWriteResultDto): CartThunk<void> =>
  (dispatch) => {
    dispatch(infoLoaded(totalsOf(answer)));
    dispatch(listLoaded(linesOf(answer)));
    dispatch(statusesLoaded(answer.statuses));
  };

/**
 * Brings the store up to date after a write to the cart: from the answer when it is the whole cart
 * (`CartWriteResultDto`); when it is the totals only (a promo code), they are kept and the lines, whose
 * prices may have changed, are read again. Then `checkout:cart-changed` tells the header and the other
 * teams the new number of units. Never rejects: the write itself succeeded.
 */
export const syncAfterCartWrite =
  (answer: CartWriteResultDto | CartInfoDto): CartThunk<Promise<number>> =>
  async (dispatch, getState) => {
    if ('items' in answer) {
      dispatch(cartAnswered(answer));
    } else {
      dispatch(infoLoaded(totalsOf(answer)));
      await dispatch(loadCartList());
    }
    const count = getState().cart.count;
    getEventBus().emit('checkout:cart-changed', { count });
    return count;
  };

/** What a promo code attempt ended with. */
export type PromoOutcome = 'applied' | 'refused' | 'failed';

/**
 * Spec §4: a code is checked first (`GET /api/cart/promocode/{code}`) and applied only when legit
 * (`POST /api/cart/promocode`); a refusal stores the server's `detail` to show under the field.
 * 'failed' means no answer came (the caller shows its own retry text).
 */
export const checkAndApplyPromoCode =
  (code: string): CartThunk<Promise<PromoOutcome>> =>
  async (dispatch) => {
    try {
      const check = await checkPromoCode(code);
      dispatch(promoChecked(check));
      if (!check.legit) return 'refused';
      const answer = await applyPromoCode(code);
      dispatch(promoApplied());
      await dispatch(syncAfterCartWrite(answer));
      return 'applied';
    } catch (error) {
      const failure = apiFailureOf(error);
      // 409 (the server's reason the code cannot be applied) and 400 carry a text for the customer.
      if ((failure.status === 409 || failure.status === 400) && failure.message) {
        dispatch(promoRefused(failure.message));
        return 'refused';
      }
      console.warn('[mf_checkout] promo code failed', error);
      return 'failed';
    }
  };

/** `DELETE /api/cart/promocode`: the code and the chosen bonuses go (docs/product.md §4 resets both flags). */
export const cancelCartPromoCode = (): CartThunk<Promise<void>> => async (dispatch) => {
  const answer = await cancelPromoCode();
  dispatch(promoCancelled());
  await dispatch(syncAfterCartWrite(answer));
};

/** `POST /api/cart/bonuses {bonuses}`: pays part of the cart with points (0 cancels). Rejects on failure. */
export const applyCartBonuses =
  (bonuses: number): CartThunk<Promise<void>> =>
  async (dispatch) => {
    const answer = await setCartBonuses(bonuses);
    dispatch(bonusesApplied(bonuses));
    await dispatch(syncAfterCartWrite(answer));
  };

/** `POST /api/cart/clear`: every line leaves the cart. Rejects on failure. */
export const clearCartItems = (): CartThunk<Promise<void>> => async (dispatch) => {
  await dispatch(syncAfterCartWrite(await clearCart()));
};

/** `POST /api/cart/gift/add|remove {product_id}`: puts a gift in or takes it out. Rejects on failure. */
export const toggleCartGift =
  (productId: number, chosen: boolean): CartThunk<Promise<void>> =>
  async (dispatch) => {
    const answer = chosen ? await addCartGift(productId) : await removeCartGift(productId);
    await dispatch(syncAfterCartWrite(answer));
  };

/**
 * `POST /api/cart/delivery`: the price is the one the page showed. The server resets the bonuses of the
 * cart with it (docs/product.md §4), so the flag goes too, and the totals it answers replace the shown
 * ones. Rejects on failure.
 */
export const chooseDelivery =
  (key: DeliveryKeyDto, price: number): CartThunk<Promise<void>> =>
  async (dispatch) => {
    const totals = await chooseCartDelivery(key, price);
    dispatch(deliveryChanged());
    dispatch(infoLoaded(totalsOf(totals)));
  };
