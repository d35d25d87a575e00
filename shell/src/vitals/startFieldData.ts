import { remoteDeclarations, type VitalsSettingsDto } from 'shared-kit';
import { routeNameOf } from './routeName';
import { asSampleRate, deviceClass, isSampled, sampleRateOverride } from './sampling';

/** Where the shop says which share of page views measures itself (`VITALS_SAMPLE_RATE` of the API). */
export const SETTINGS_URL = '/api/vitals/settings';
/**
 * How long after the load event's first idle moment the measuring starts: the page's own first idle
 * work (and the benchmarks' first-load mark, e2e/bench/pages.cjs) comes before it.
 */
const AFTER_LOAD_MS = 2000;

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1);
  });
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
}

/** The shop's sample rate, or 0 when it cannot be read (nothing is measured then). */
async function shopSampleRate(): Promise<number> {
  try {
    const response = await fetch(SETTINGS_URL, { credentials: 'omit' });
    return response.ok ? (asSampleRate(((await response.json()) as Partial<VitalsSettingsDto>).sample_rate) ?? 0) : 0;
  } catch {
    return 0;
  }
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The field data of this page view (ADR 0042), off the first load's critical path: after the load event,
 * an idle moment and {@link AFTER_LOAD_MS}, the page decides once whether it is in the sample; only a sampled
 * page view loads `web-vitals` (its own chunk) and sends its measures when hidden. The route is the one the
 * page was opened at (LCP and TTFB are that load's); a path changed in the meantime does not move it.
 */
export function startFieldData(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const pathname = location.pathname;
  void (async () => {
    await loaded();
    await idle();
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    await idle();
    const rate = sampleRateOverride(storage()) ?? (await shopSampleRate());
    if (!isSampled(rate)) return;
    const route = routeNameOf(pathname, remoteDeclarations());
    const { watchVitals } = await import(/* webpackChunkName: "field-data" */ './report');
    watchVitals(route, deviceClass(innerWidth));
  })().catch((error: unknown) => console.warn('[shell] field data', error));
}
