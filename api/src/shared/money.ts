/**
 * Money and phones as the shop's customers read them, for letters and pages the API renders itself.
 * The rules are those of the storefront's formatter (shared-kit `formatPrice`, `displayPhone`): the API
 * build compiles only `api/src` and imports no shared-kit code, so the rules are written here too, and both
 * sides are tested against one table, shared-kit/src/contracts/display-cases.json (docs/formatting.md).
 */

/**
 * The one place where database kopecks become API rubles: `129050` → `1290.5`.
 * Integer arithmetic stays in kopecks until this last step.
 */
export function kopecksToRubles(kopecks: number): number {
  return Math.round(Number(kopecks)) / 100;
}

const wholeRubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const rublesAndKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Kopecks as the shop shows money: whole rubles without kopecks (`2 500 ₽`), otherwise two digits
 * (`779,90 ₽`, never `779,9 ₽`). Digit groups are split by a no-break space, as on the storefront.
 */
export function formatKopecks(kopecks: number): string {
  const whole = Math.round(Number(kopecks));
  const format = whole % 100 === 0 ? wholeRubles : rublesAndKopecks;
  return `${format.format(whole / 100 || 0)} ₽`;
}

/** Rubles of the API (`779.9`) shown the same way: `779,90 ₽`. */
export function formatRubles(rubles: number): string {
  return formatKopecks(Math.round(Number(rubles) * 100));
}

/**
 * A stored phone as the shop shows it: `+79111234567`, `89111234567` → `+7 (911) 123-45-67`. What is not
 * a Russian number of ten digits is shown as stored.
 */
export function displayPhone(stored: string | null | undefined): string {
  const raw = (stored ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const d = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  if (d.length !== 10) return raw;
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}
