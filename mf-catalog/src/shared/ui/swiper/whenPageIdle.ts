/** How long an idle callback may wait for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 4000;

/** Where there is no `requestIdleCallback` (Safari): this long after the load event. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `callback` once the page's first load is over: after the `load` event, in a later task (so after
 * whatever the page's hydration scheduled in the same task), at the browser's next idle moment
 * (`requestIdleCallback`, at most {@link IDLE_TIMEOUT_MS} later; {@link IDLE_FALLBACK_MS} where the browser
 * has none). Returns a function that cancels it.
 */
export function whenPageIdle(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleId: number | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const afterLoad = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(run, IDLE_FALLBACK_MS);
    }, 0);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idleId !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
  };
}
