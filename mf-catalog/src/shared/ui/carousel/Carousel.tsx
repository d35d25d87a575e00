import { useCallback, useEffect, useState, type RefObject } from 'react';
import { messages } from '../../../messages';
import type { CarouselProps } from './carouselTypes';
import { CarouselArrows, CarouselDots } from './CarouselControls';
import { useAutoplay } from './useAutoplay';
import { useCarousel } from './useCarousel';
import './carousel.css';

/** What the keyboard can reach inside slides (links, buttons, fields). */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * Whether the track itself must take the keyboard: it scrolls and its slides hold nothing focusable (text
 * cards), so without it the keyboard could not reach the slides past the first screen. Decided in the
 * browser, after the slides are drawn.
 */
function useKeyboardTrack(track: RefObject<HTMLElement | null>, scrolls: boolean, count: number): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = track.current;
    setNeeded(Boolean(element) && scrolls && count > 0 && !element?.querySelector(FOCUSABLE));
  }, [track, scrolls, count]);
  return needed;
}

/**
 * A carousel in plain HTML and CSS scroll snap, drawn with the page (no script to wait for): the finger
 * swipes it natively, the arrows (desktop), the dots and the left and right keys move it, and the hero
 * may turn by itself. Slides are named «2 из 5» with the role description «слайд»; the current one is
 * marked `aria-current`. Every slide's box is sized by the style sheet, so nothing shifts when
 * pictures arrive.
 */
export function Carousel({ slides, variant, label, autoplay = false }: CarouselProps) {
  const { track, active, slide, stops, goTo, onKeyDown } = useCarousel(slides.length, true);
  const advance = useCallback(() => goTo(active + 1), [goTo, active]);
  const turning = useAutoplay(autoplay && slides.length > 1, active, advance);
  const many = stops > 1;
  const keyboardTrack = useKeyboardTrack(track, many, slides.length);
  const named = label ? { role: 'region', 'aria-label': label, 'aria-roledescription': messages.slider.role } : {};
  return (
    <div className={`mfc-carousel mfc-carousel--${variant}`} {...named} onKeyDown={onKeyDown} {...turning.handlers}>
      <div ref={track} className="mfc-carousel__track" tabIndex={keyboardTrack ? 0 : undefined}>
        {slides.map((item, index) => (
          <div
            key={item.key}
            className="mfc-carousel__slide"
            role="group"
            aria-roledescription={messages.slider.slideRole}
            aria-label={messages.slider.slideLabel(index + 1, slides.length)}
            aria-current={index === slide || undefined}
          >
            {item.node}
          </div>
        ))}
      </div>
      {/* A slide the visitor moved to is said; a carousel turning by itself keeps quiet. */}
      <span className="mfc-visually-hidden" aria-live="polite" aria-atomic="true">
        {many && !turning.running ? messages.slider.slideLabel(slide + 1, slides.length) : ''}
      </span>
      {many && variant !== 'side' && <CarouselArrows active={active} stops={stops} rewind goTo={goTo} />}
      <div className="mfc-carousel__dots">
        {turning.enabled && (
          <button
            type="button"
            className={`mfc-carousel__play${turning.stopped ? ' mfc-carousel__play--stopped' : ''}`}
            aria-label={turning.stopped ? messages.slider.play : messages.slider.pause}
            onClick={turning.toggle}
          />
        )}
        {many && <CarouselDots active={active} stops={stops} goTo={goTo} />}
      </div>
    </div>
  );
}
