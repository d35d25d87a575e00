import { useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '../../lib';
import { REDUCED_MOTION_QUERY } from './useCarousel';

/** A hero slide stays this long before the next one (docs/product.md §9's notices use 5 s too). */
export const AUTOPLAY_DELAY_MS = 5000;

/** What {@link useAutoplay} gives its carousel: whether it turns now, the stop button's state, the pause handlers. */
export interface Autoplay {
  /** The carousel turns by itself at all (asked for, several slides, no reduced motion). */
  enabled: boolean;
  /** It turns right now (not paused by the pointer or the focus, not stopped). */
  running: boolean;
  stopped: boolean;
  toggle(): void;
  handlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Turns a carousel every {@link AUTOPLAY_DELAY_MS} after its last move. It waits while the pointer is over
 * it or the keyboard is in it, stops for good with its button, and never starts for a visitor who asked
 * for less motion.
 */
export function useAutoplay(wanted: boolean, active: number, advance: () => void): Autoplay {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The server and a hydrating page know no preference; the browser's answer follows at once.
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const enabled = wanted && !reduced;
  const running = enabled && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(advance, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [running, active, advance]);

  return {
    enabled,
    running,
    stopped,
    toggle: () => setStopped((value) => !value),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
