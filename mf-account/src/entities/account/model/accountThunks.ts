import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { getEventBus } from 'shared-kit';
import { addFavourite, getAccountInfo, getFavouritesInfo, getWaitingInfo, removeFavourite, addWaiting, removeWaiting } from '../../../shared/api';
import {
  favouriteAdded,
  favouriteRemoved,
  favouritesFailed,
  favouritesLoaded,
  favouritesRequested,
  infoFailed,
  infoLoaded,
  infoRequested,
  waitlistFailed,
  waitlistInfoLoaded,
  waitlistRequested,
  type WithAccount,
} from './accountSlice';

type AccountThunk<R> = ThunkAction<R, WithAccount, unknown, UnknownAction>;

/** Loads `GET /api/personal/info` into the store; failures are logged. */
export const loadAccountInfo = (): AccountThunk<Promise<void>> => async (dispatch) => {
  dispatch(infoRequested());
  try {
    dispatch(infoLoaded(await getAccountInfo()));
  } catch (error) {
    console.warn('[mf_account] account info failed', error);
    dispatch(infoFailed());
  }
};

/** Loads `GET /api/favourites/info`. */
export const loadFavouritesInfo = (): AccountThunk<Promise<void>> => async (dispatch) => {
  dispatch(favouritesRequested());
  try {
    dispatch(favouritesLoaded(await getFavouritesInfo()));
  } catch (error) {
    console.warn('[mf_account] favourites info failed', error);
    dispatch(favouritesFailed());
  }
};

/** Loads the favourites once per page (every favourite button needs them). */
export const ensureFavouritesInfo = (): AccountThunk<void> => (dispatch, getState) => {
  if (getState().account.favourites.status === 'idle') void dispatch(loadFavouritesInfo());
};

/** Loads `GET /api/waiting/info`. */
export const loadWaitingInfo = (): AccountThunk<Promise<void>> => async (dispatch) => {
  dispatch(waitlistRequested());
  try {
    dispatch(waitlistInfoLoaded(await getWaitingInfo()));
  } catch (error) {
    console.warn('[mf_account] waitlist info failed', error);
    dispatch(waitlistFailed());
  }
};

/**
 * Adds a product to the favourites or removes it (`POST /api/favourites/add|remove`), then tells the
 * shop through `account:favourites-changed`. Rejects, changing nothing, when the server refuses.
 * Resolves with true when the product is now a favourite.
 */
export const toggleFavourite =
  (productId: number): AccountThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const wasFavourite = getState().account.favourites.productIds.includes(productId);
    if (wasFavourite) {
      await removeFavourite(productId);
      dispatch(favouriteRemoved(productId));
    } else {
      await addFavourite(productId);
      dispatch(favouriteAdded(productId));
    }
    try {
      dispatch(favouritesLoaded(await getFavouritesInfo()));
    } catch (error) {
      // The change itself went through; the counts follow our own arithmetic until the next load.
      console.warn('[mf_account] favourites info after a change failed', error);
    }
    const { quantity, productIds } = getState().account.favourites;
    getEventBus().emit('account:favourites-changed', { quantity, productIds: [...productIds] });
    return !wasFavourite;
  };

/**
 * Adds a product to the waitlist or removes it (`POST /api/waiting/add|remove`), stores the server's
 * new waitlist and tells the shop through `account:waitlist-changed`. Resolves with true when the
 * product is now awaited; rejects, changing nothing, when the server refuses.
 */
export const toggleWaiting =
  (productId: number): AccountThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const waiting = getState().account.waitlist.productIds.includes(productId);
    const info = waiting ? await removeWaiting(productId) : await addWaiting(productId);
    dispatch(waitlistInfoLoaded(info));
    getEventBus().emit('account:waitlist-changed', { quantity: info.quantity });
    return info.products.includes(productId);
  };
