import type { VitalsBeaconDto } from 'shared-kit';
import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';

/** Where the beacons go (`api/src/modules/vitals/routes.ts`). */
export const VITALS_URL = '/api/vitals';
/** Most measures in one beacon, as the API takes them. */
const MAX_BATCH = 20;

/** Sends a beacon's body: `navigator.sendBeacon` (a string goes as text/plain), else a `keepalive` fetch. */
function sendBeacon(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_URL, body)) return;
  void fetch(VITALS_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

/**
 * Watches this page view's LCP, CLS, INP and TTFB with `web-vitals` and sends what is ready, in one beacon,
 * each time the page is hidden (`visibilitychange`, and `pagehide` where Safari fires no hiding on unload),
 * as the library's documentation recommends. The beacon names the route and the device class, nothing else.
 */
export function watchVitals(route: string, device: VitalsBeaconDto['device'], send: (body: string) => void = sendBeacon): void {
  // The latest value of each metric instance (a page restored from the back/forward cache starts new ones).
  const queue = new Map<string, VitalsBeaconDto['metrics'][number]>();
  const add = (metric: MetricType) => {
    if (metric.name !== 'FCP') queue.set(metric.id, { name: metric.name, value: metric.value });
  };
  onLCP(add);
  onCLS(add);
  onINP(add);
  onTTFB(add);
  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue.values()].slice(0, MAX_BATCH);
    queue.clear();
    const beacon: VitalsBeaconDto = { route, device, metrics };
    send(JSON.stringify(beacon));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  document.documentElement.dataset.shopVitals = 'watching';
}
