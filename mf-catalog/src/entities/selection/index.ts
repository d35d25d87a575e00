export {
  activeKeysLoaded,
  activeKeysLoadFailed,
  activeKeysRequested,
  bannersLoaded,
  bannersLoadFailed,
  bannersRequested,
  initialSelectionsState,
  loadActiveSelectionKeys,
  loadBannerSelection,
  selectionsSlice,
  type BannerSelectionState,
  type LoadStatus,
  type SelectionsState,
} from './model/selectionsSlice';
export {
  useBannerSelection,
  useSelectionActivity,
  type BannerSelectionView,
  type SelectionActivity,
} from './model/useSelections';
export { BannerCard, type BannerCardProps, type BannerStyle } from './ui/BannerCard';
export { BannerLink, isExternal, type BannerLinkProps } from './ui/BannerLink';
export { BannerPicture, type BannerPictureProps } from './ui/BannerPicture';
