/** The share of page views that measure themselves when `VITALS_SAMPLE_RATE` is not set: one in ten. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * Reads `VITALS_SAMPLE_RATE`: the share of page views whose shell measures and sends the field data, a number
 * from 0 (none) to 1 (every one); a bad value adds a line to `problems`.
 */
export function loadVitalsSampleRate(value: (name: string) => string | undefined, problems: string[]): number {
  const raw = value('VITALS_SAMPLE_RATE');
  if (raw === undefined) return DEFAULT_SAMPLE_RATE;
  const rate = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || rate > 1) {
    problems.push(`VITALS_SAMPLE_RATE must be a number from 0 to 1, got "${raw}"`);
    return DEFAULT_SAMPLE_RATE;
  }
  return rate;
}
