import type { ReactNode } from 'react';

/** How a carousel lays out its slides: one wide slide, product cards, text cards, or one narrow banner. */
export type CarouselVariant = 'hero' | 'cards' | 'texts' | 'side';

/** One slide with a stable key. */
export interface SlideItem {
  key: string | number;
  node: ReactNode;
}

/** Props of the carousel. */
export interface CarouselProps {
  slides: readonly SlideItem[];
  variant: CarouselVariant;
  /** Makes the carousel a named region; leave it out inside a section that names it already. */
  label?: string;
  /** Turns slides by itself (never when the visitor asks for reduced motion). */
  autoplay?: boolean;
}
