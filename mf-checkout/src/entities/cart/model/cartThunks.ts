import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import {
  addCartItem,
  countFromAnswer,
  getCartInfo,
  getCartList,
  isCartInfo,
  removeCartItem,
  updateCartItem,
} from '../../../shared/api/cartApi';
import {
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
    dispatch(listLoaded(await getCartList()));
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

/**
 * Sends a new quantity of a product to the server: the first unit is an add, 0 is a removal, anything
 * else an update. On success the store follows, the totals are refreshed and `checkout:cart-changed`
 * tells the rest of the shop the new number of units. Rejects (and changes nothing) when the call fails.
 */
export const changeCartQuantity =
  (productId: number, from: number, to: number): CartThunk<Promise<number>> =>
  async (dispatch, getState) => {
    const answer =
      to <= 0
        ? await removeCartItem(productId)
        : from <= 0
          ? await addCartItem(productId, to)
          : await updateCartItem(productId, to);
    dispatch(itemChanged({ productId, quantity: Math.max(0, to) }));

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
        count ??= Math.max(0, getState().cart.count + Math.max(0, to) - Math.max(0, from));
      }
    }
    getEventBus().emit('checkout:cart-changed', { count: count ?? getState().cart.count });
    return count ?? getState().cart.count;
  };
