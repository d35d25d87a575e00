export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { DeferredSection, SectionBoundary, type DeferredSectionProps } from './DeferredSection';
export { LoadError } from './LoadError';
export { Pagination, pageWindow } from './Pagination';
export { PageSkeleton, ProductGridSkeleton, SkeletonBlock } from './Skeleton';
export { Carousel, type CarouselProps, type CarouselVariant, type SlideItem } from './carousel';
export { a11yOptions, slideAttributes, swiperSpeed, useSwiperTakeover, type CreateSwipers } from './swiper';
