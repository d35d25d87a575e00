/** A promo code of the seed; dates are in days from the seed run, restrictions by slug. */
export interface PromoCodeSeed {
  code: string;
  title: string;
  percent?: number;
  amountKopecks?: number;
  minOrderKopecks?: number;
  oncePerCustomer?: boolean;
  /** Only for a customer without an earlier order. */
  firstOrderOnly?: boolean;
  startsInDays?: number;
  endsInDays?: number;
  maxUses?: number;
  categoryFullSlug?: string;
  brandSlug?: string;
}

/** One code of each kind the checkout supports, so every rule can be tried in a fresh shop. */
export const PROMO_CODES: PromoCodeSeed[] = [
  { code: 'ZDOROVIE5', title: 'Скидка 5% на весь заказ', percent: 5, endsInDays: 365 },
  { code: 'MINUS300', title: '300 ₽ при заказе от 2 000 ₽', amountKopecks: 30_000, minOrderKopecks: 200_000, endsInDays: 365 },
  { code: 'PERVYI10', title: 'Скидка 10% на первый заказ', percent: 10, oncePerCustomer: true, firstOrderOnly: true },
  { code: 'LETO2025', title: 'Летняя скидка 15%', percent: 15, startsInDays: -120, endsInDays: -30 },
  { code: 'SOTNYA', title: '100 ₽ для первых 100 покупателей', amountKopecks: 10_000, maxUses: 100 },
  { code: 'VITAMINY20', title: 'Скидка 20% на витамины и БАДы', percent: 20, categoryFullSlug: 'vitaminy-i-bady' },
  { code: 'SOLGAR15', title: 'Скидка 15% на товары Solgar', percent: 15, brandSlug: 'solgar' },
  { code: 'SKORO', title: 'Скидка 7% — скоро', percent: 7, startsInDays: 30 },
];
