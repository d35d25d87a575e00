import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import type { DeliveryKeyDto } from 'shared-kit/contracts';
import {
  addCartGift,
  addCartItem,
  applyPromoCode,
  cancelPromoCode,
  checkPromoCode,
  chooseCartDelivery,
  clearCart,
  countFromAnswer,
  getCartInfo,
  getCartListWithStatuses,
  isCartInfo,
  normaliseCartList,
  removeCartGift,
  removeCartItem,
  setCartBonuses,
  statusesOf,
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

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * Sends a new quantity of a product to the server: the first unit is an add, 0 is a removal, anything
 * else an update. On success the store follows the answer (the amount the server kept, its lines and
 * totals when it sends them, else a fresh `GET /api/cart/info`), and `checkout:cart-changed` tells
 * the rest of the shop the new number of units. Rejects, changing nothing, when the call fails.
 */
export const changeCartQuantity =
  (productId: number, from: number, to: number): CartThunk<Promise<CartChange>> =>
  async (dispatch, getState) => {
    const answer =
      to <= 0
        ? await removeCartItem(productId)
        : from <= 0
          ? await addCartItem(productId, to)
          : await updateCartItem(productId, to);
    const body = isObject(answer) ? answer : {};
    const kept =
      body.product_id === productId && typeof body.amount === 'number' ? body.amount : Math.max(0, to);
    dispatch(itemChanged({ productId, quantity: kept }));
    if (Array.isArray(body.items)) {
      dispatch(listLoaded(normaliseCartList(answer)));
      dispatch(statusesLoaded(statusesOf(answer)));
    }

    let count = countFromAnswer(answer);
    if (isCartInfo(answer)) {
      dispatch(infoLoaded(answer));
    } else {
      try {
        const info = await getCartInfo();
        dispatch(infoLoaded(info));
        count = info.count;
      } catch (error) {
        // The change itself succeeded; the badge follows our own arithmetic until the next load.
        console.warn('[mf_checkout] cart info after a change failed', error);
        count ??= Math.max(0, getState().cart.count + kept - Math.max(0, from));
      }
    }
    const total = count ?? getState().cart.count;
    getEventBus().emit('checkout:cart-changed', { count: total });
    return { count: total, notice: typeof body.notice === 'string' && body.notice ? body.notice : null };
  };

/**
 * Brings the store up to date after a write to the cart: from the answer when it is the whole cart
 * (`CartWriteResultDto`), else by reading totals and lines again. Then `checkout:cart-changed` tells the
 * header and the other teams the new number of units. Never rejects: the write itself succeeded.
 */
export const syncAfterCartWrite =
  (answer: unknown): CartThunk<Promise<number>> =>
  async (dispatch, getState) => {
    const body = isObject(answer) ? answer : {};
    if (isCartInfo(answer) && Array.isArray(body.items)) {
      dispatch(infoLoaded(answer));
      dispatch(listLoaded(normaliseCartList(answer)));
      dispatch(statusesLoaded(statusesOf(answer)));
    } else {
      await Promise.all([dispatch(loadCartInfo()), dispatch(loadCartList())]);
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

/** `DELETE /api/cart/promocode`: the code and the chosen bonuses go (spec §4 resets both flags). */
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
 * cart with it (spec §4), so the flag goes too, and the totals are read again. Rejects on failure.
 */
export const chooseDelivery =
  (key: DeliveryKeyDto, price: number): CartThunk<Promise<void>> =>
  async (dispatch) => {
    await chooseCartDelivery(key, price);
    dispatch(deliveryChanged());
    await dispatch(loadCartInfo());
  };
