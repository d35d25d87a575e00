/**
 * Pure formatting of the shop: money, counted words. No dependencies beyond `Intl`, so the API formats
 * its letters and pages by the same rules (docs/formatting.md).
 */

/**
 * A value made on first use: an `Intl` formatter costs milliseconds to make (its locale data is loaded
 * then), so a bundle that imports this module and formats nothing never pays for it.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const wholeRubles = lazy(() => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }));
const rublesAndKopecks = lazy(
  () => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * Rubles as the shop shows money: whole rubles without kopecks (`1 290 ₽`), otherwise always two digits
 * of kopecks (`779,90 ₽`, never `779,9 ₽`). The amount is rounded to kopecks first, so float noise of
 * `0.1 + 0.2` never shows. A minus sign, where a line takes money off, is put by the caller: `−779,90 ₽`.
 */
export function formatPrice(rubles: number): string {
  const kopecks = Math.round(Number(rubles) * 100);
  const format = kopecks % 100 === 0 ? wholeRubles() : rublesAndKopecks();
  // `−0` would read «-0 ₽».
  return format.format(kopecks / 100 || 0);
}

/** Kopecks (as the database keeps money) shown as rubles: `77990` → `779,90 ₽`. */
export function formatKopecks(kopecks: number): string {
  return formatPrice(Math.round(Number(kopecks)) / 100);
}

const pluralRules = lazy(() => new Intl.PluralRules('ru'));

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
  switch (pluralRules().select(Math.abs(count))) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    default:
      return forms[2];
  }
}

/** A count with its word: `formatCount(72, WORDS.bonus)` → `72 бонуса`; thousands grouped (`1 250 товаров`). */
export function formatCount(count: number, forms: PluralForms): string {
  return `${count.toLocaleString('ru-RU')} ${pluralize(count, forms)}`;
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
