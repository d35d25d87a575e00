import { messages } from '../../../messages';
import './carousel.css';

/** Props of {@link CarouselArrows}. */
export interface CarouselArrowsProps {
  active: number;
  stops: number;
  /** Past the last slide to the first and back: the arrows are never disabled. */
  rewind: boolean;
  goTo(index: number): void;
}

/** The previous and next buttons, named in Russian; hidden by the style sheet below the desktop breakpoint. */
export function CarouselArrows({ active, stops, rewind, goTo }: CarouselArrowsProps) {
  return (
    <>
      <button
        type="button"
        className="mfc-carousel__arrow mfc-carousel__arrow--prev"
        aria-label={messages.slider.previous}
        disabled={!rewind && active === 0}
        onClick={() => goTo(active - 1)}
      />
      <button
        type="button"
        className="mfc-carousel__arrow mfc-carousel__arrow--next"
        aria-label={messages.slider.next}
        disabled={!rewind && active === stops - 1}
        onClick={() => goTo(active + 1)}
      />
    </>
  );
}

/** Props of {@link CarouselDots}. */
export interface CarouselDotsProps {
  active: number;
  stops: number;
  goTo(index: number): void;
}

/** A dot per resting point; the current one is marked `aria-current` and drawn long. */
export function CarouselDots({ active, stops, goTo }: CarouselDotsProps) {
  return (
    <>
      {Array.from({ length: stops }, (_, index) => (
        <button
          key={index}
          type="button"
          className="mfc-carousel__dot"
          aria-label={messages.slider.bullet(index + 1)}
          aria-current={index === active || undefined}
          onClick={() => goTo(index)}
        />
      ))}
    </>
  );
}
