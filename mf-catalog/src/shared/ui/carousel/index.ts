export { AUTOPLAY_DELAY_MS, Carousel } from './Carousel';
export type { CarouselProps, CarouselVariant, SlideItem } from './carouselTypes';
