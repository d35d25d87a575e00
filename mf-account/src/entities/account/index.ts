export {
  accountSlice,
  initialAccountState,
  infoLoaded,
  favouritesLoaded,
  favouriteAdded,
  favouriteRemoved,
  waitlistLoaded,
  waitlistInfoLoaded,
  signedOut,
  selectAccount,
  selectAccountInfo,
  selectFavourites,
  selectWaitlist,
  selectIsFavourite,
  selectIsAwaited,
  type AccountState,
  type LoadStatus,
  type WithAccount,
} from './model/accountSlice';
export {
  loadAccountInfo,
  loadFavouritesInfo,
  ensureFavouritesInfo,
  loadWaitingInfo,
  toggleFavourite,
  toggleWaiting,
} from './model/accountThunks';
export { useAccountDispatch, useAccountSelector, type AccountDispatch } from './model/hooks';
