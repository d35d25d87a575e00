export { BannerGroup, type BannerGroupProps } from './ui/BannerGroup';
