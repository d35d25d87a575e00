export { Carousel } from './Carousel';
export { CarouselArrows, CarouselDots } from './CarouselControls';
export { AUTOPLAY_DELAY_MS } from './useAutoplay';
export { useCarousel, prefersReducedMotion, type CarouselState } from './useCarousel';
export type { CarouselProps, CarouselVariant, SlideItem } from './carouselTypes';
