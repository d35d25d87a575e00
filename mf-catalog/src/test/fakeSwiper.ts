import type { SwiperKit } from '../shared/ui/swiper';

/** Options a fake swiper was built with (the part the tests read). */
type Options = Record<string, unknown> & { on?: Record<string, (swiper: FakeSwiper, ...args: unknown[]) => void>; initialSlide?: number };

/**
 * A stand-in for swiper's core in jsdom (which lays nothing out): records the element and the options
 * each instance was built with, and what the carousel asked of it.
 */
export class FakeSwiper {
  static made: FakeSwiper[] = [];
  readonly el: HTMLElement;
  readonly params: Options;
  activeIndex: number;
  destroyed = false;
  readonly autoplay = { running: true, paused: false, stop: jest.fn(), start: jest.fn(), pause: jest.fn(), resume: jest.fn() };
  readonly keyboard = { enable: jest.fn(), disable: jest.fn() };
  readonly slideNext = jest.fn();
  readonly slidePrev = jest.fn();
  readonly update = jest.fn();
  readonly on = jest.fn();
  readonly off = jest.fn();
  readonly destroy = jest.fn(() => {
    this.destroyed = true;
  });
  readonly slideTo = jest.fn((index: number) => {
    this.activeIndex = index;
    this.params.on?.slideChange?.(this);
  });

  constructor(el: HTMLElement, params: Options) {
    this.el = el;
    this.params = params;
    this.activeIndex = params.initialSlide ?? 0;
    FakeSwiper.made.push(this);
  }

  /** Calls the handler the options gave for a swiper event (`zoomChange`, `slideChange`). */
  emit(event: string, ...args: unknown[]) {
    this.params.on?.[event]?.(this, ...args);
  }
}

/** The swiper chunk as the fake gives it: the fake core and the modules by name. */
export function fakeSwiperKit(): SwiperKit {
  FakeSwiper.made = [];
  const modules = Object.fromEntries(['A11y', 'Autoplay', 'Keyboard', 'Navigation', 'Pagination', 'Thumbs', 'Zoom'].map((name) => [name, name]));
  return { Swiper: FakeSwiper, ...modules } as unknown as SwiperKit;
}
