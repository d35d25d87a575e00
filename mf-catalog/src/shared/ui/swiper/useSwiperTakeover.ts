import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadSwiper, type Swiper, type SwiperKit } from './loadSwiper';
import { whenPageIdle } from './whenPageIdle';

/** What makes a carousel take swiper at once, before the browser is idle: the visitor reaching for it. */
export const TAKEOVER_EVENTS = ['pointerdown', 'pointerenter', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Builds the carousel's swiper(s) on the server-rendered markup; the first one returned is the main one.
 * `initialSlide` is the slide the visitor scrolled the row to before swiper came.
 */
export type CreateSwipers = (kit: SwiperKit, initialSlide: number) => Swiper[];

/** The slide a natively scrolled wrapper shows now (the one starting nearest to its scroll position). */
export function nativeSlideIndex(wrapper: HTMLElement | null): number {
  if (!wrapper || wrapper.scrollLeft <= 0) return 0;
  const slides = Array.from(wrapper.children) as HTMLElement[];
  const base = slides[0]?.offsetLeft ?? 0;
  let best = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.offsetLeft - base - wrapper.scrollLeft);
    if (distance < Math.abs((slides[best]?.offsetLeft ?? 0) - base - wrapper.scrollLeft)) best = index;
  });
  return best;
}

/**
 * Hands a server-rendered swiper markup (`.swiper > .swiper-wrapper > .swiper-slide`) to swiper's core:
 * its chunk is asked for on the first touch, pointer, key or focus on `area`, or when the page is idle
 * after its first load, whichever comes first. Until then the row scrolls natively (the style sheet);
 * where it was scrolled to is where swiper starts. Gives the main swiper once it runs (null before).
 */
export function useSwiperTakeover(area: RefObject<HTMLElement | null>, create: CreateSwipers): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const latestCreate = useRef(create);
  latestCreate.current = create;

  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    let gone = false;
    let asked = false;
    let built: Swiper[] = [];
    const take = () => {
      if (asked) return;
      asked = true;
      stopListening();
      loadSwiper().then(
        (kit) => {
          if (gone) return;
          const wrapper = element.querySelector<HTMLElement>('.swiper-wrapper');
          const initialSlide = nativeSlideIndex(wrapper);
          // swiper moves the wrapper by a transform: the native scroll goes back to its start.
          if (wrapper) wrapper.scrollLeft = 0;
          built = latestCreate.current(kit, initialSlide);
          setSwiper(built[0] ?? null);
        },
        () => {
          // No chunk (offline): the row stays native; the next touch asks again.
          asked = false;
          listen();
        },
      );
    };
    const listen = () => TAKEOVER_EVENTS.forEach((name) => element.addEventListener(name, take, { passive: true }));
    const stopListening = () => TAKEOVER_EVENTS.forEach((name) => element.removeEventListener(name, take));
    listen();
    const cancelIdle = whenPageIdle(take);
    return () => {
      gone = true;
      stopListening();
      cancelIdle();
      built.forEach((instance) => instance.destroy(true, false));
      built = [];
    };
  }, [area]);

  return swiper;
}
