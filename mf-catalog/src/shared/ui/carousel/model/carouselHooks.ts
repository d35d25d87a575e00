import { useEffect, useState, type RefObject } from 'react';
import type { Swiper } from '../../swiper';

/** What the keyboard can reach inside slides (links, buttons, fields). */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * While the focus is inside: the arrow keys move this carousel (swiper's Keyboard module, enabled for
 * it alone) and its autoplay waits (swiper resumes it when the pointer leaves; the focus keeps it paused).
 */
export function useFocusInside(root: RefObject<HTMLDivElement | null>, swiper: Swiper | null, turns: boolean) {
  useEffect(() => {
    const element = root.current;
    if (!element || !swiper) return undefined;
    let focused = element.contains(document.activeElement);
    const pause = () => {
      if (turns && swiper.autoplay?.running) swiper.autoplay.pause();
    };
    const onFocusIn = () => {
      focused = true;
      swiper.keyboard.enable();
      pause();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      swiper.keyboard.disable();
      if (turns && swiper.autoplay?.running && swiper.autoplay.paused && !element.matches(':hover')) swiper.autoplay.resume();
    };
    const onResume = () => {
      if (focused) pause();
    };
    if (focused) onFocusIn();
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    swiper.on('autoplayResume', onResume);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      if (!swiper.destroyed) swiper.off('autoplayResume', onResume);
    };
  }, [root, swiper, turns]);
}

/** Slides drawn anew by React (the data changed) are measured again by swiper. */
export function useSlidesFollow(swiper: Swiper | null, count: number) {
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.update();
  }, [swiper, count]);
}

/**
 * Whether the track itself must take the keyboard: its slides hold nothing focusable (text cards), so
 * without it the keyboard could not reach the slides past the first screen. Decided in the browser,
 * after the slides are drawn.
 */
export function useKeyboardTrack(root: RefObject<HTMLDivElement | null>, count: number): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = root.current?.querySelector('.swiper-wrapper');
    setNeeded(Boolean(element) && count > 1 && !element?.querySelector(FOCUSABLE));
  }, [root, count]);
  return needed;
}
