import { useSyncExternalStore } from 'react';

/**
 * Time limits for what the page loads from a remote, and what arrives after its limit. A slow remote must
 * not hold the page (its slot shows the quiet text when the limit runs out), and when its module does
 * arrive after all, the slot fills in: {@link announceArrival} tells the slots waiting on that key
 * ({@link useArrivals}), which render again. Kept on `globalThis`, like the remote loader, so that every
 * copy of shared-kit on the page hears the same arrivals.
 */

/** The error of a load that ran out of its time limit (the load itself goes on). */
export class TimeLimitError extends Error {
  constructor(what: string, limitMs: number) {
    super(`${what} did not arrive in ${limitMs} ms`);
    this.name = 'TimeLimitError';
  }
}

/** True for an error of {@link withTimeLimit}. */
export function isTimeLimitError(error: unknown): error is TimeLimitError {
  return error instanceof Error && error.name === 'TimeLimitError';
}

/**
 * The promise, or a {@link TimeLimitError} once `limitMs` has passed without an answer. An infinite limit
 * sets no timer (a server render, a page hydrating server HTML).
 */
export function withTimeLimit<T>(promise: Promise<T>, limitMs: number, what: string): Promise<T> {
  if (!Number.isFinite(limitMs)) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeLimitError(what, limitMs)), limitMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface Arrivals {
  counts: Map<string, number>;
  listeners: Set<() => void>;
}

const GLOBAL_KEY = '__shopLateArrivals__';

function arrivals(): Arrivals {
  const holder = globalThis as unknown as Record<string, Arrivals | undefined>;
  holder[GLOBAL_KEY] ??= { counts: new Map(), listeners: new Set() };
  return holder[GLOBAL_KEY];
}

/** Says that the module of `key` (`mf_checkout/HeaderCart`, `mf_checkout/routes`) arrived after its limit. */
export function announceArrival(key: string): void {
  const state = arrivals();
  state.counts.set(key, (state.counts.get(key) ?? 0) + 1);
  for (const listener of [...state.listeners]) listener();
}

/** How many times the module of `key` arrived late: a slot renders again (and retries) when it grows. */
export function useArrivals(key: string): number {
  return useSyncExternalStore(
    (listener) => {
      const state = arrivals();
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    () => arrivals().counts.get(key) ?? 0,
    () => 0,
  );
}
