import { checkoutMessages, promoMinOrder, promoRestricted } from './checkout-messages';

/** A promo code as the rules see it; dates are already compared with the database clock. */
export interface PromoCodeRecord {
  code: string;
  title: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount_kopecks: number | null;
  min_order_kopecks: number;
  once_per_customer: boolean;
  /** Legit only for a customer without an earlier order (cancelled ones do not count). */
  first_order_only: boolean;
  max_uses: number | null;
  uses_count: number;
  started: boolean;
  expired: boolean;
  category_id: number | null;
  category_title: string | null;
  category_full_slug: string | null;
  brand_id: number | null;
  brand_title: string | null;
}

/** What a promo code is checked against: the goods of the cart (after product discounts, gifts excluded). */
export interface PromoContext {
  goodsKopecks: number;
  /** Goods the code's category or brand covers (all goods for a code without restriction). */
  eligibleKopecks: number;
  /** The signed-in customer has placed an order with this code before. */
  usedByCustomer: boolean;
  /** The signed-in customer has an earlier order that was not cancelled (false for an anonymous visitor). */
  hasEarlierOrder: boolean;
}

/** The verdict on a promo code for one cart. */
export type PromoVerdict = { legit: true; discountKopecks: number } | { legit: false; detail: string };

/**
 * Whether a code applies to a cart and what it takes off, in whole kopecks (percent discounts round
 * down, in the customer's favour never beyond the goods it covers).
 */
export function evaluatePromo(promo: PromoCodeRecord | null, context: PromoContext): PromoVerdict {
  if (!promo) return { legit: false, detail: checkoutMessages.promoNotFound };
  if (!promo.started) return { legit: false, detail: checkoutMessages.promoNotStarted };
  if (promo.expired) return { legit: false, detail: checkoutMessages.promoExpired };
  if (promo.max_uses !== null && promo.uses_count >= promo.max_uses) return { legit: false, detail: checkoutMessages.promoExhausted };
  if (promo.once_per_customer && context.usedByCustomer) return { legit: false, detail: checkoutMessages.promoAlreadyUsed };
  if (promo.first_order_only && context.hasEarlierOrder) return { legit: false, detail: checkoutMessages.promoFirstOrderOnly };
  if (context.goodsKopecks < promo.min_order_kopecks) return { legit: false, detail: promoMinOrder(promo.min_order_kopecks) };
  const restricted = promo.category_id !== null || promo.brand_id !== null;
  if (restricted && context.eligibleKopecks <= 0) {
    return { legit: false, detail: promoRestricted({ category: promo.category_title, brand: promo.brand_title }) };
  }
  const base = Math.max(0, Math.min(context.eligibleKopecks, context.goodsKopecks));
  const discountKopecks =
    promo.kind === 'percent' ? Math.floor((base * (promo.percent ?? 0)) / 100) : Math.min(promo.amount_kopecks ?? 0, base);
  return { legit: true, discountKopecks };
}

/** The form codes are stored in: trimmed, upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
