import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { messages } from '../../../messages';
import type { SliderProps, SliderVariant } from './sliderTypes';
import './slider.css';

/** A hero slide stays this long before the next one (docs/product.md §9's notices use 5 s too). */
export const AUTOPLAY_DELAY_MS = 5000;

const layouts: Record<SliderVariant, SwiperOptions> = {
  hero: { slidesPerView: 1, spaceBetween: 12 },
  // Mobile first: two cards and a peek of the third at 375 px; the grid's column counts further up.
  cards: {
    slidesPerView: 2.15,
    spaceBetween: 10,
    breakpoints: { 640: { slidesPerView: 3, spaceBetween: 14 }, 1024: { slidesPerView: 4, spaceBetween: 20 } },
  },
  texts: {
    slidesPerView: 1.1,
    spaceBetween: 12,
    breakpoints: { 640: { slidesPerView: 2, spaceBetween: 16 }, 1024: { slidesPerView: 3, spaceBetween: 20 } },
  },
  side: { slidesPerView: 1, spaceBetween: 12 },
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A swiper slider: pagination bullets, arrows (shown from the desktop breakpoint), keyboard and screen
 * reader support in Russian, optional autoplay. Loaded lazily through `LazySlider`.
 */
export function Slider({ slides, variant, label, autoplay = false }: SliderProps) {
  const many = slides.length > 1;
  return (
    <div
      className={`mfc-slider mfc-slider--${variant}`}
      {...(label ? { role: 'region', 'aria-label': label, 'aria-roledescription': messages.slider.role } : {})}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        {...layouts[variant]}
        // Breakpoints by the slider's own width: a row in a narrow column shows fewer cards.
        breakpointsBase="container"
        rewind={many}
        watchOverflow
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={many}
        pagination={many ? { clickable: true } : false}
        autoplay={
          autoplay && many && !prefersReducedMotion()
            ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        a11y={{
          prevSlideMessage: messages.slider.previous,
          nextSlideMessage: messages.slider.next,
          firstSlideMessage: messages.slider.first,
          lastSlideMessage: messages.slider.last,
          paginationBulletMessage: messages.slider.bullet,
          slideLabelMessage: messages.slider.slideLabel,
          slideRole: 'group',
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
