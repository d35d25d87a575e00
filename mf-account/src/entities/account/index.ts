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
  type WithAccount,
} from './model/accountSlice';
export {
  accountEntityApi,
  reloadAccountInfo,
  reloadFavouritesInfo,
  reloadWaitingInfo,
  useAccountInfoQuery,
  useSetFavouriteMutation,
  useSetWaitingMutation,
} from './model/accountEndpoints';
export { useAccountDispatch, useAccountSelector, type AccountDispatch } from './model/hooks';
