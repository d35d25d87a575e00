export {
  accountSlice,
  initialAccountState,
  infoLoaded,
  favouritesLoaded,
  favouriteAdded,
  favouriteRemoved,
  waitlistLoaded,
  signedOut,
  selectAccount,
  selectAccountInfo,
  selectFavourites,
  selectWaitlist,
  selectIsFavourite,
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
} from './model/accountThunks';
export { useAccountDispatch, useAccountSelector, type AccountDispatch } from './model/hooks';
