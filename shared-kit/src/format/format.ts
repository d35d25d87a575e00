/**
 * Pure formatting of the shop: money, counted words and dates, written as Russian writes them (the `ru-RU` rules
 * of `Intl`, which the tests compare them with) without making an `Intl` formatter: the first one a page
 * makes loads the locale's number data, some 10 ms of a phone's main thread while the page hydrates.
 * No dependencies, so the API formats its letters and pages by the same rules (docs/formatting.md).
 */

/** The no-break space Russian puts between groups of digits and before the ruble sign. */
const NBSP = '\u00a0';

/** Digits of a whole number grouped by three (`1234567` → `1 234 567`). */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** A value made on first use: for the rare input the rules above do not cover (not a finite number). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const intlNumbers = lazy(() => new Intl.NumberFormat('ru-RU'));

/**
 * Rubles as the shop shows money: whole rubles without kopecks (`1 290 ₽`), otherwise always two digits
 * of kopecks (`779,90 ₽`, never `779,9 ₽`). The amount is rounded to kopecks first, so float noise of
 * `0.1 + 0.2` never shows. A minus sign, where a line takes money off, is put by the caller: `−779,90 ₽`.
 */
export function formatPrice(rubles: number): string {
  // `|| 0`: `−0` would read «-0 ₽».
  const kopecks = Math.round(Number(rubles) * 100) || 0;
  if (!Number.isSafeInteger(kopecks)) return `${intlNumbers().format(kopecks / 100)}${NBSP}₽`;
  const amount = Math.abs(kopecks);
  const rest = amount % 100;
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  return `${kopecks < 0 ? '-' : ''}${grouped(Math.floor(amount / 100))}${fraction}${NBSP}₽`;
}

/** Kopecks (as the database keeps money) shown as rubles: `77990` → `779,90 ₽`. */
export function formatKopecks(kopecks: number): string {
  return formatPrice(Math.round(Number(kopecks)) / 100);
}

/** Russian plural forms: one (товар), few (товара), many (товаров). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The counted words of the shop, each in its three forms; use them with `pluralize` or `formatCount`. */
export const WORDS = {
  bonus: ['бонус', 'бонуса', 'бонусов'],
  point: ['балл', 'балла', 'баллов'],
  product: ['товар', 'товара', 'товаров'],
  review: ['отзыв', 'отзыва', 'отзывов'],
  day: ['день', 'дня', 'дней'],
  order: ['заказ', 'заказа', 'заказов'],
  piece: ['штука', 'штуки', 'штук'],
} as const satisfies Record<string, PluralForms>;

/**
 * Picks the Russian form for a count: `pluralize(5, ['товар', 'товара', 'товаров'])` → `товаров`;
 * 1, 21, 101 → one; 2–4, 22–24 → few; 0, 5–20, 11–14, 111 → many. A fractional count takes the few
 * form, as Russian says «1,5 дня».
 */
export function pluralize(count: number, forms: PluralForms): string {
  if (!Number.isInteger(count)) return forms[1];
  // The Russian plural rule for whole numbers (CLDR, as `Intl.PluralRules('ru')` selects).
  const ones = Math.abs(count) % 10;
  const tens = Math.abs(count) % 100;
  if (ones === 1 && tens !== 11) return forms[0];
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return forms[1];
  return forms[2];
}

/** A count with its word: `formatCount(72, WORDS.bonus)` → `72 бонуса`; thousands grouped (`1 250 товаров`). */
export function formatCount(count: number, forms: PluralForms): string {
  const written = Number.isSafeInteger(count) ? `${count < 0 ? '-' : ''}${grouped(Math.abs(count))}` : intlNumbers().format(count);
  return `${written} ${pluralize(count, forms)}`;
}

/** Months as Russian writes them after a day: «5 марта». */
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** Moscow has kept UTC+3 all year since 26 October 2014, 02:00 local time. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const MOSCOW_FIXED_SINCE = Date.UTC(2014, 9, 25, 23, 0, 0);

const intlMoscowDates = lazy(
  () => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }),
);

/**
 * A moment as the shop dates it, the day in Moscow time without «г.»: `2026-03-05T22:30:00Z` →
 * `6 марта 2026`; '' for a value that is not a date. The text is what `Intl.DateTimeFormat('ru-RU')` writes
 * for Moscow (the tests compare the two), without making one: the first date formatter with a time zone
 * loads the zone's data, some 50 ms of a phone's main thread. A moment before Moscow's offset was fixed
 * is left to `Intl`.
 */
export function formatMoscowDate(value: string | number | Date): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  if (time < MOSCOW_FIXED_SINCE) {
    return intlMoscowDates()
      .formatToParts(time)
      .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
      .map((part) => part.value)
      .join(' ');
  }
  const moscow = new Date(time + MOSCOW_OFFSET_MS);
  return `${moscow.getUTCDate()} ${MONTHS[moscow.getUTCMonth()]} ${moscow.getUTCFullYear()}`;
}

/** Availability of a product. */
export type Availability = 'in-stock' | 'soon' | 'out-of-stock';

/** In stock if quantity or offer available; 'soon' if no quantity but a novelty; otherwise out of stock. */
export function availabilityOf(product: {
  quantity?: number | null;
  offer?: { available?: boolean | number | null } | null;
  novelty?: boolean | null;
}): Availability {
  if ((product.quantity ?? 0) > 0 || Boolean(product.offer?.available)) return 'in-stock';
  if (product.novelty) return 'soon';
  return 'out-of-stock';
}
