export { a11yOptions, prefersReducedMotion, REDUCED_MOTION_QUERY, slideAttributes, swiperSpeed } from './a11yMessages';
export { loadSwiper, type Swiper, type SwiperKit, type SwiperOptions } from './loadSwiper';
export { useSwiperTakeover, nativeSlideIndex, TAKEOVER_EVENTS, type CreateSwipers } from './useSwiperTakeover';
export { whenPageIdle, IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS } from './whenPageIdle';
