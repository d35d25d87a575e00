export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { DeferredSection, SectionBoundary, type DeferredSectionProps } from './DeferredSection';
export { LoadError } from './LoadError';
export { Pagination, pageWindow } from './Pagination';
export { PageSkeleton, ProductGridSkeleton, SkeletonBlock } from './Skeleton';
export {
  Carousel,
  CarouselArrows,
  useCarousel,
  type CarouselProps,
  type CarouselState,
  type CarouselVariant,
  type SlideItem,
} from './carousel';
