/**
 * What the shop measures of its shoppers' page views (field data, ADR 0042): the metrics of the `web-vitals`
 * library it keeps, their sane bounds and «good» thresholds, the route names and device classes a beacon
 * may name, and the size of a batch.
 */

/** The metrics kept, in the order the operator's page shows them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The device classes a beacon names (the shell decides by the viewport's width). */
export const DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The largest value each metric may have (milliseconds; CLS has no unit): beyond them a value is a broken
 * or hostile client's, not a page view's. A page taking two minutes to paint is still kept.
 */
export const VITAL_BOUNDS: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

/**
 * The upper end of «good» of each metric: the same numbers as `web-vitals` exports (`LCPThresholds[0]`,
 * `INPThresholds[0]`, `CLSThresholds[0]`, `TTFBThresholds[0]`), drawn on the operator's charts.
 */
export const GOOD_THRESHOLDS: Record<VitalMetric, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };

/**
 * A route name: the static words of a route pattern joined by `-` (`/products/*` → `products`, `/` →
 * `home`), lower case. Bounded, so a beacon can name a page a remote declared after this API was built,
 * and too narrow to carry an address's slug of any length or an id with letters in it.
 */
export const ROUTE_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const ROUTE_NAME_MAX_LENGTH = 40;

/** Measures in one beacon: a page view has four, a few more when it comes back from the back/forward cache. */
export const MAX_BATCH = 20;
/** The largest beacon body, in bytes (a full batch is well under 1 KB). */
export const MAX_BODY_BYTES = 2048;

/** Days the operator's read covers at most, and by default. */
export const MAX_DAYS = 90;
export const DEFAULT_DAYS = 28;
/** Routes the operator's read shows at most: those with the most measures. */
export const MAX_ROUTES = 12;

/** One measure of a beacon. */
export interface VitalMeasure {
  name: VitalMetric;
  value: number;
}

/** A beacon as the shell sends it. */
export interface VitalsBeacon {
  route: string;
  device: DeviceClass;
  metrics: VitalMeasure[];
}

/** The first measure out of its metric's bounds, or null (the schema bounds every value by the largest). */
export function measureOutOfBounds(metrics: readonly VitalMeasure[]): VitalMeasure | null {
  return metrics.find((measure) => !Number.isFinite(measure.value) || measure.value < 0 || measure.value > VITAL_BOUNDS[measure.name]) ?? null;
}
