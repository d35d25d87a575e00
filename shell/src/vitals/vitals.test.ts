import type { MetricType } from 'web-vitals';
import { withBuiltIns } from '../federation/builtInDeclarations';
import { watchVitals } from './report';
import { routeNameOf, routeNameOfPattern } from './routeName';
import { asSampleRate, deviceClass, isSampled, SAMPLE_RATE_KEY, sampleRateOverride } from './sampling';

type Callback = (metric: MetricType) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onTTFB: (callback: Callback) => (callbacks.TTFB = callback),
}));

const declarations = withBuiltIns([]);

describe('route names', () => {
  it.each([
    ['/', 'home'],
    ['/category', 'category'],
    ['/category/*', 'category'],
    ['/products/*', 'products'],
    ['/order/confirm/:id', 'order-confirm'],
    ['/personal/help-buyer', 'personal-help-buyer'],
    ['/Personal/Waitlist', 'personal-waitlist'],
    ['/каталог/*', 'page'],
    [`/${'a'.repeat(30)}/${'b'.repeat(30)}`, `${'a'.repeat(30)}-${'b'.repeat(9)}`],
  ])('When the declared pattern is %s, then the route is named %s', (pattern, name) => {
    expect(routeNameOfPattern(pattern)).toBe(name);
  });

  it.each([
    ['/', 'home'],
    ['/category/vitaminy/vitamin-d', 'category'],
    ['/products/solgar-d3-1000-me-60-kapsul', 'products'],
    ['/order/confirm/100042', 'order-confirm'],
    ['/personal/orders', 'personal-orders'],
    ['/search', 'search'],
    ['/policy', 'content'],
    ['/no/such/page', 'not-found'],
  ])('When a shopper opens %s, then the beacon names the route %s and never the address', (pathname, name) => {
    const route = routeNameOf(pathname, declarations);
    expect(route).toBe(name);
    expect(route).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(route).not.toMatch(/\d{3}|solgar|vitamin|policy/);
  });
});

describe('sampling', () => {
  it('When the draw is under the rate, then the page view is measured, else not; 0 never, 1 always', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0.1, () => 0.7)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999_999)).toBe(true);
  });

  it('When the browser sets its own rate, then a number from 0 to 1 is taken and anything else ignored', () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === SAMPLE_RATE_KEY ? value : null) });
    expect(sampleRateOverride(storage('1'))).toBe(1);
    expect(sampleRateOverride(storage('0.5'))).toBe(0.5);
    expect(sampleRateOverride(storage(null))).toBeNull();
    expect(sampleRateOverride(storage('2'))).toBeNull();
    expect(sampleRateOverride(storage('всегда'))).toBeNull();
    expect(sampleRateOverride({ getItem: () => { throw new Error('storage refused'); } })).toBeNull();
    expect(sampleRateOverride(undefined)).toBeNull();
    expect(asSampleRate(0.1)).toBe(0.1);
    expect(asSampleRate(-0.1)).toBeNull();
  });

  it("When the viewport is the shop's phone layout, then the device is a phone, else a desktop", () => {
    expect(deviceClass(390)).toBe('phone');
    expect(deviceClass(1023)).toBe('phone');
    expect(deviceClass(1024)).toBe('desktop');
    expect(deviceClass(1280)).toBe('desktop');
  });
});

describe('the beacon', () => {
  const metric = (name: MetricType['name'], value: number, id = `v-${name}`) => ({ name, value, id }) as MetricType;
  const hide = (state: 'hidden' | 'visible') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  it('When the page is hidden, then what is ready goes in one beacon of route, device and measures; nothing twice, nothing empty', () => {
    const send = jest.fn();
    watchVitals('products', 'phone', send);
    expect(document.documentElement.dataset.shopVitals).toBe('watching');
    callbacks.TTFB(metric('TTFB', 120));
    callbacks.LCP(metric('LCP', 1500));
    callbacks.LCP(metric('LCP', 1800));
    callbacks.CLS(metric('CLS', 0.01));
    hide('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][0])).toEqual({
      route: 'products',
      device: 'phone',
      metrics: [
        { name: 'TTFB', value: 120 },
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.01 },
      ],
    });
    hide('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    callbacks.INP(metric('INP', 64));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(JSON.parse(send.mock.calls[1][0]).metrics).toEqual([{ name: 'INP', value: 64 }]);
  });
});
