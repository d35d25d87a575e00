import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/** What the swiper chunk gives: the core class and its modules. */
export type SwiperKit = typeof import('./swiperModules');

export type { Swiper, SwiperOptions };

let pending: Promise<SwiperKit> | null = null;

/**
 * swiper's code, asked for once for the whole page (every carousel shares the chunk). A failed request
 * (a lost connection) is asked for again by the next carousel that wants it; meanwhile the carousels stay
 * native scroll rows.
 */
export function loadSwiper(): Promise<SwiperKit> {
  pending ??= import(/* webpackChunkName: "swiper" */ './swiperModules').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
