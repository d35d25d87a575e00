import { useCallback, useRef, useState } from 'react';
import { messages } from '../../../messages';
import { useMediaQuery } from '../../lib';
import { a11yOptions, REDUCED_MOTION_QUERY, slideAttributes, swiperSpeed, useSwiperTakeover, type CreateSwipers } from '../swiper';
import { useFocusInside, useKeyboardTrack, useSlidesFollow } from './model/carouselHooks';
import type { CarouselProps } from './carouselTypes';
import 'swiper/css';
import 'swiper/css/a11y';
import './carousel.css';

/** A hero slide stays this long before the next one (docs/product.md §9's notices use 5 s too). */
export const AUTOPLAY_DELAY_MS = 5000;

/**
 * A carousel driven by swiper (ADR 0038). The server and the first client render draw swiper's own markup
 * (`.swiper > .swiper-wrapper > .swiper-slide`) with the attributes swiper's A11y module gives it, sized
 * by the style sheet; until swiper's chunk comes (the first touch, pointer, key or focus, or the page's
 * first idle moment) the row scrolls natively. Then swiper's core takes the same elements: A11y, Keyboard
 * (while the focus is inside), Navigation (the arrows, desktop), Pagination (the dots) and, for the hero
 * and the dropdown's banners, Autoplay: it waits under the pointer and while the focus is inside, stops for
 * good with its button, and never turns for a visitor who asked for less motion.
 */
export function Carousel({ slides, variant, label, autoplay = false }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  // The server and a hydrating page know no preference; the browser's answer follows at once.
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const turns = autoplay && slides.length > 1 && !reduced;
  const [stopped, setStopped] = useState(false);
  // The slide swiper shows (its `activeIndex`), marked `aria-current` for assistive technologies.
  const [active, setActive] = useState(0);
  const stoppedRef = useRef(stopped);
  stoppedRef.current = stopped;
  // A move asked for before swiper came (an arrow pressed, a key) is made once it runs.
  const pending = useRef<'next' | 'prev' | null>(null);
  const arrows = variant !== 'side';

  const create = useCallback<CreateSwipers>(
    (kit, initialSlide) => {
      const element = root.current!;
      const wantsAutoplay = autoplay && element.querySelectorAll('.swiper-slide').length > 1 && !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
      const swiper = new kit.Swiper(element, {
        modules: [kit.A11y, kit.Keyboard, kit.Navigation, kit.Pagination, kit.Autoplay],
        slidesPerView: 'auto',
        spaceBetween: 0,
        initialSlide,
        speed: swiperSpeed(),
        rewind: true,
        watchSlidesProgress: true,
        a11y: a11yOptions(label),
        // Arrow keys move the carousel that holds the focus, not every one on the screen.
        keyboard: { enabled: false, onlyInViewport: true },
        navigation: arrows ? { prevEl: prev.current, nextEl: next.current, addIcons: false } : false,
        pagination: { el: dots.current, clickable: true, bulletElement: 'button', bulletClass: 'mfc-carousel__dot', bulletActiveClass: 'mfc-carousel__dot--active' },
        autoplay: wantsAutoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
        on: { slideChange: (instance) => setActive(instance.activeIndex) },
      });
      setActive(swiper.activeIndex);
      if (wantsAutoplay && stoppedRef.current) swiper.autoplay.stop();
      // swiper came on the pointer's arrival: it is under the pointer already.
      else if (wantsAutoplay && element.matches(':hover')) swiper.autoplay.pause();
      if (pending.current === 'next') swiper.slideNext();
      if (pending.current === 'prev') swiper.slidePrev();
      pending.current = null;
      return [swiper];
    },
    [autoplay, arrows, label],
  );
  const swiper = useSwiperTakeover(root, create);
  useFocusInside(root, swiper, turns);
  useSlidesFollow(swiper, slides.length);
  const keyboardTrack = useKeyboardTrack(root, slides.length);

  const toggle = () => {
    const stop = !stopped;
    setStopped(stop);
    if (swiper?.autoplay) {
      if (stop) swiper.autoplay.stop();
      else swiper.autoplay.start();
    }
  };
  const early = (direction: 'next' | 'prev') => () => {
    // Once swiper runs, its Navigation module moves it.
    if (!swiper) pending.current = direction;
  };

  return (
    <div
      ref={root}
      className={`swiper mfc-carousel mfc-carousel--${variant}`}
      {...(label ? { role: 'region', 'aria-label': label, 'aria-roledescription': messages.slider.role } : {})}
    >
      <div className="swiper-wrapper mfc-carousel__track" tabIndex={keyboardTrack ? 0 : undefined}>
        {slides.map((item, index) => (
          <div key={item.key} className="swiper-slide mfc-carousel__slide" {...slideAttributes(index, slides.length)} aria-current={index === active || undefined}>
            {item.node}
          </div>
        ))}
      </div>
      {arrows && slides.length > 1 && (
        <>
          <button ref={prev} type="button" className="mfc-carousel__arrow mfc-carousel__arrow--prev" aria-label={messages.slider.previous} onClick={early('prev')} />
          <button ref={next} type="button" className="mfc-carousel__arrow mfc-carousel__arrow--next" aria-label={messages.slider.next} onClick={early('next')} />
        </>
      )}
      <div className="mfc-carousel__dots">
        {turns && (
          <button
            type="button"
            className={`mfc-carousel__play${stopped ? ' mfc-carousel__play--stopped' : ''}`}
            aria-label={stopped ? messages.slider.play : messages.slider.pause}
            onClick={toggle}
          />
        )}
        {/* swiper's Pagination draws the dots here; the row keeps its height before they come. */}
        <div ref={dots} className="mfc-carousel__bullets" />
      </div>
    </div>
  );
}
