import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import {
  addCartItem,
  countFromAnswer,
  getCartInfo,
  getCartList,
  isCartInfo,
  normaliseCartList,
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
    if (Array.isArray(body.items)) dispatch(listLoaded(normaliseCartList(answer)));

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
