/**
 * The one place where database kopecks become API rubles: `129050` → `1290.5`.
 * Integer arithmetic stays in kopecks until this last step.
 */
export function kopecksToRubles(kopecks: number): number {
  return Math.round(Number(kopecks)) / 100;
}
