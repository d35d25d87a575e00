import type { HttpClient } from 'shared-kit';

/** Delay before the bar shows, so quick loads do not flash it (docs/product.md §9: throttle 200 ms). */
const SHOW_AFTER_MS = 200;
/** Longest the bar runs for one load (docs/product.md §9: 5 s). */
const MAX_MS = 5_000;

type Listener = (active: boolean) => void;

/** Counts loads in flight (page changes and API calls) and tells the bar when to show. */
export function createProgress() {
  let inFlight = 0;
  let visible = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  const emit = (value: boolean) => {
    if (visible === value) return;
    visible = value;
    listeners.forEach((listener) => listener(value));
  };

  const stop = () => {
    clearTimeout(showTimer);
    clearTimeout(maxTimer);
    showTimer = undefined;
    emit(false);
  };

  return {
    start() {
      inFlight += 1;
      if (inFlight === 1) {
        showTimer = setTimeout(() => emit(true), SHOW_AFTER_MS);
        maxTimer = setTimeout(stop, MAX_MS);
      }
    },
    done() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) stop();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Counts every request of an HTTP client. */
    track(client: HttpClient) {
      client.interceptors.request.use((config) => {
        this.start();
        return config;
      });
      client.interceptors.response.use(
        (response) => {
          this.done();
          return response;
        },
        (error: unknown) => {
          this.done();
          return Promise.reject(error);
        },
      );
    },
  };
}

/** The page's progress. */
export const progress = createProgress();
