import type { SwiperOptions } from 'swiper/types';
import { messages } from '../../../messages';

/**
 * swiper's A11y module in Russian: slides «слайд» named «2 из 5», the buttons' and the dots' names. A
 * carousel with a `label` is a region «карусель» of that name; one without (a section names it already)
 * has no role of its own. The server markup carries the same attributes, so nothing changes when swiper
 * takes over.
 */
export function a11yOptions(label?: string): NonNullable<SwiperOptions['a11y']> {
  return {
    enabled: true,
    containerRole: label ? 'region' : null,
    containerMessage: label ?? null,
    containerRoleDescriptionMessage: label ? messages.slider.role : null,
    itemRoleDescriptionMessage: messages.slider.slideRole,
    slideLabelMessage: messages.slider.slideLabelTemplate,
    prevSlideMessage: messages.slider.previous,
    nextSlideMessage: messages.slider.next,
    firstSlideMessage: messages.slider.first,
    lastSlideMessage: messages.slider.last,
    paginationBulletMessage: messages.slider.bulletTemplate,
    scrollOnFocus: true,
  };
}

/** The attributes swiper's A11y module gives a slide, for the server markup. */
export function slideAttributes(index: number, count: number) {
  return {
    role: 'group',
    'aria-roledescription': messages.slider.slideRole,
    'aria-label': messages.slider.slideLabel(index + 1, count),
  } as const;
}

/** Whether the visitor asked for less motion: swiper then moves at once and nothing turns by itself. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** The media query of a visitor who asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** How long a move takes: swiper's 300 ms, none for a visitor who asked for less motion. */
export function swiperSpeed(): number {
  return prefersReducedMotion() ? 0 : 300;
}
