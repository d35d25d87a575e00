import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from 'shared-kit';
import type { AccountInfoDto, FavouritesInfoDto, WaitingInfoDto } from 'shared-kit/contracts';

/** The account team's view of the signed-in customer. */
export interface AccountState {
  /** `GET /api/personal/info`, null until loaded. */
  info: AccountInfoDto | null;
  infoStatus: LoadStatus;
  favourites: { quantity: number; productIds: number[]; status: LoadStatus };
  /** `productIds` are known after `GET /api/waiting/info` or a waitlist change. */
  waitlist: { quantity: number; productIds: number[]; status: LoadStatus };
}

export const initialAccountState: AccountState = {
  info: null,
  infoStatus: 'idle',
  favourites: { quantity: 0, productIds: [], status: 'idle' },
  waitlist: { quantity: 0, productIds: [], status: 'idle' },
};

/** The account slice; actions are events (`account/infoLoaded`, `account/favouriteAdded`, ...). */
export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    infoRequested(state) {
      state.infoStatus = 'loading';
    },
    infoLoaded(state, action: PayloadAction<AccountInfoDto>) {
      state.info = action.payload;
      state.infoStatus = 'ready';
    },
    infoFailed(state) {
      state.infoStatus = 'failed';
    },
    favouritesRequested(state) {
      state.favourites.status = 'loading';
    },
    favouritesLoaded(state, action: PayloadAction<FavouritesInfoDto>) {
      state.favourites = {
        quantity: action.payload.quantity,
        productIds: [...action.payload.products],
        status: 'ready',
      };
    },
    favouritesFailed(state) {
      state.favourites.status = 'failed';
    },
    /** The server accepted a product into the favourites. */
    favouriteAdded(state, action: PayloadAction<number>) {
      if (state.favourites.productIds.includes(action.payload)) return;
      state.favourites.productIds.push(action.payload);
      state.favourites.quantity += 1;
    },
    /** The server removed a product from the favourites. */
    favouriteRemoved(state, action: PayloadAction<number>) {
      const before = state.favourites.productIds.length;
      state.favourites.productIds = state.favourites.productIds.filter((id) => id !== action.payload);
      if (state.favourites.productIds.length < before)
        state.favourites.quantity = Math.max(0, state.favourites.quantity - 1);
    },
    waitlistRequested(state) {
      state.waitlist.status = 'loading';
    },
    waitlistLoaded(state, action: PayloadAction<number>) {
      state.waitlist = { ...state.waitlist, quantity: Math.max(0, action.payload), status: 'ready' };
    },
    /** The waitlist as the server answered it (info, add or remove). */
    waitlistInfoLoaded(state, action: PayloadAction<WaitingInfoDto>) {
      state.waitlist = {
        quantity: Math.max(0, action.payload.quantity),
        productIds: [...(action.payload.products ?? [])],
        status: 'ready',
      };
    },
    waitlistFailed(state) {
      state.waitlist.status = 'failed';
    },
    /** The customer signed out: nothing personal stays. */
    signedOut() {
      return initialAccountState;
    },
  },
});

export const {
  infoRequested,
  infoLoaded,
  infoFailed,
  favouritesRequested,
  favouritesLoaded,
  favouritesFailed,
  favouriteAdded,
  favouriteRemoved,
  waitlistRequested,
  waitlistLoaded,
  waitlistInfoLoaded,
  waitlistFailed,
  signedOut,
} = accountSlice.actions;

/** State of an app that holds the account slice. */
export interface WithAccount {
  account: AccountState;
}

export const selectAccount = (state: WithAccount) => state.account;
export const selectAccountInfo = (state: WithAccount) => state.account.info;
export const selectFavourites = (state: WithAccount) => state.account.favourites;
export const selectWaitlist = (state: WithAccount) => state.account.waitlist;
export const selectIsAwaited = (productId: number) => (state: WithAccount) =>
  state.account.waitlist.productIds.includes(productId);
export const selectIsFavourite = (productId: number) => (state: WithAccount) =>
  state.account.favourites.productIds.includes(productId);
