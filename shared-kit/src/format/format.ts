const priceFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats rubles as the shop shows money: `1 290 ₽`, `99,50 ₽`. */
export function formatPrice(rubles: number): string {
  return priceFormat.format(rubles);
}

const pluralRules = new Intl.PluralRules('ru');

/** Russian plural forms: one (товар), few (товара), many (товаров). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** Picks the Russian form for a count: `pluralize(5, ['товар', 'товара', 'товаров'])` → `товаров`. */
export function pluralize(count: number, forms: PluralForms): string {
  switch (pluralRules.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    default:
      return forms[2];
  }
}

/** Availability of a product (spec §4). */
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
