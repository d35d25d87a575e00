import type { ReactNode } from 'react';

/** How a slider lays out its slides: one wide slide, product cards, text cards, or one narrow banner. */
export type SliderVariant = 'hero' | 'cards' | 'texts' | 'side';

/** One slide with a stable key. */
export interface SlideItem {
  key: string | number;
  node: ReactNode;
}

/** Props of the slider (the swiper one and its light stand-in). */
export interface SliderProps {
  slides: readonly SlideItem[];
  variant: SliderVariant;
  /** Makes the slider a named region; leave it out inside a section that names it already. */
  label?: string;
  /** Turns slides by itself (never when the visitor asks for reduced motion). */
  autoplay?: boolean;
}
