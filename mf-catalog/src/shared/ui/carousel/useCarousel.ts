import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** How long the track must be still before the scroll counts as finished (a swipe, a wheel, a smooth move). */
const SETTLE_MS = 100;

/** The media query of a visitor who asked for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion: moves are then instant and nothing turns by itself. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Where each slide starts, measured from the first one. */
function slideOffsets(track: HTMLElement): number[] {
  const slides = Array.from(track.children) as HTMLElement[];
  const base = slides[0]?.offsetLeft ?? 0;
  return slides.map((slide) => slide.offsetLeft - base);
}

/**
 * The positions the track can rest at: every slide start before the end, and the end itself. A track
 * not laid out (hidden, or a test's document) counts one position per slide.
 */
function restingPoints(track: HTMLElement, count: number): number[] {
  if (track.clientWidth === 0) return Array.from({ length: count }, (_, index) => index);
  const end = track.scrollWidth - track.clientWidth;
  if (end <= 1) return [0];
  return [...slideOffsets(track).filter((offset) => offset < end - 1), end];
}

/** The resting point nearest to where the track is scrolled. */
function nearest(points: number[], left: number): number {
  let best = 0;
  points.forEach((point, index) => {
    if (Math.abs(point - left) < Math.abs(points[best]! - left)) best = index;
  });
  return best;
}

/** The resting point nearest to `left` and the slide that starts nearest to it. */
function positionAt(track: HTMLElement, count: number, left: number): { active: number; slide: number } {
  const active = nearest(restingPoints(track, count), left);
  return { active, slide: track.clientWidth === 0 ? active : nearest(slideOffsets(track), left) };
}

/** What {@link useCarousel} gives its carousel. */
export interface CarouselState {
  track: RefObject<HTMLDivElement | null>;
  /** The resting point shown now. */
  active: number;
  /** The first slide shown at that point (the same index when one slide fills the track). */
  slide: number;
  /** How many resting points the track has: one per slide when one slide fills it, fewer for rows of cards. */
  stops: number;
  goTo(index: number): void;
  /** The left and right arrow keys move by one resting point. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * A carousel over a natively scrolled track (CSS scroll snap): the finger, a wheel or a trackpad scroll
 * it, and buttons or keys ask for a resting point. The active point follows the scroll once it settles,
 * so the dots never flicker through the slides a smooth move passes. `rewind` turns past the last point
 * to the first and back.
 */
export function useCarousel(count: number, rewind: boolean): CarouselState {
  const track = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ active: 0, slide: 0 });
  const [stops, setStops] = useState(count);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Measured before the first paint and again when the track's width changes, so dots and arrows never jump in.
  useLayoutEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const measure = () => setStops(restingPoints(element, count).length);
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const onScroll = () => {
      if (settle.current) clearTimeout(settle.current);
      settle.current = setTimeout(() => {
        settle.current = null;
        setPosition(positionAt(element, count, element.scrollLeft));
      }, SETTLE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // A server-rendered track may have been swiped before its code arrived.
    if (element.scrollLeft > 0) onScroll();
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (settle.current) clearTimeout(settle.current);
    };
  }, [count]);

  const goTo = useCallback(
    (wanted: number) => {
      const element = track.current;
      if (!element) return;
      const points = restingPoints(element, count);
      const last = points.length - 1;
      const index = wanted > last ? (rewind ? 0 : last) : wanted < 0 ? (rewind ? last : 0) : wanted;
      const left = element.clientWidth === 0 ? 0 : points[index]!;
      setPosition({ active: index, slide: element.clientWidth === 0 ? index : nearest(slideOffsets(element), left) });
      if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      else element.scrollLeft = left;
    },
    [count, rewind],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      goTo(position.active + step);
    },
    [position.active, goTo],
  );

  return { track, active: Math.min(position.active, stops - 1), slide: position.slide, stops, goTo, onKeyDown };
}
