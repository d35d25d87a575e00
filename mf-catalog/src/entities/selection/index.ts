export {
  useBannerSelection,
  useSelectionActivity,
  type BannerSelectionView,
  type SelectionActivity,
} from './model/useSelections';
export { BannerCard, type BannerCardProps, type BannerStyle } from './ui/BannerCard';
export { BannerLink, isExternal, type BannerLinkProps } from './ui/BannerLink';
export { BannerPicture, type BannerPictureProps } from './ui/BannerPicture';
