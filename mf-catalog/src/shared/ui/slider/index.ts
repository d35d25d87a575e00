export { LazySlider, SliderPlaceholder } from './LazySlider';
export type { SlideItem, SliderProps, SliderVariant } from './sliderTypes';
