import { lazy, Suspense } from 'react';
import type { SliderProps } from './sliderTypes';
import './slider.css';

// swiper stays out of the pages' first chunks: it arrives with the first slider that is shown.
const Slider = lazy(() => import('./Slider').then((module) => ({ default: module.Slider })));

/**
 * What stands in for the slider while swiper loads: the first slides in the same place and size, so
 * the page neither jumps nor waits for them.
 */
export function SliderPlaceholder({ slides, variant, label }: SliderProps) {
  const shown = variant === 'cards' || variant === 'texts' ? slides.slice(0, 4) : slides.slice(0, 1);
  return (
    <div
      className={`mfc-slider mfc-slider--${variant} mfc-slider--static`}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
    >
      <div className="mfc-slider__static-track">
        {shown.map((slide) => (
          <div key={slide.key} className="mfc-slider__static-slide">
            {slide.node}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The swiper slider, its code loaded on first use, with {@link SliderPlaceholder} meanwhile. */
export function LazySlider(props: SliderProps) {
  return (
    <Suspense fallback={<SliderPlaceholder {...props} />}>
      <Slider {...props} />
    </Suspense>
  );
}
