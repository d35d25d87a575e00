import type { VitalsBeaconDto } from 'shared-kit';

/**
 * The key of `localStorage` that sets this browser's sample rate (0–1) over the shop's: the end-to-end suite
 * and the benchmarks set `1` to measure every page view they open.
 */
export const SAMPLE_RATE_KEY = 'shop:vitals-sample-rate';

/** Widest viewport that gets the shop's phone layout (its bottom navigation, `shell/src/layout/layout.css`). */
const PHONE_MAX_WIDTH = 1023;

/** A sample rate as read from anywhere: a number from 0 to 1, else null. */
export function asSampleRate(value: unknown): number | null {
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : null;
}

/** This browser's own sample rate from `localStorage`, or null (none set, or storage refused). */
export function sampleRateOverride(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    return asSampleRate(storage?.getItem(SAMPLE_RATE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Whether this page view measures itself: decided once, by one draw against the rate. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/** The device class a beacon names: `phone` for the shop's phone layout, else `desktop`. Never the width itself. */
export function deviceClass(viewportWidth: number): VitalsBeaconDto['device'] {
  return viewportWidth <= PHONE_MAX_WIDTH ? 'phone' : 'desktop';
}
