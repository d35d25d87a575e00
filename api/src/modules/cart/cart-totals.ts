import type { CartLineRecord, CartRecord } from './cart-repository';

/** Totals of a cart in kopecks (and bonus points), before conversion to rubles. */
export interface CartTotals {
  count: number;
  priceDefault: number;
  discount: number;
  deliveryCost: number;
  priceFinal: number;
  bonuses: number;
  /** The customer's balance. */
  bonusesAvailable: number;
  /** What may really be spent on this cart: the balance, at most {@link MAX_BONUS_SHARE} of the goods after the promo code. */
  bonusesSpendable: number;
  bonusesReceive: number;
}

/** Share of the goods' price that bonus points may pay (see the payment page). */
export const MAX_BONUS_SHARE = 0.3;

/**
 * The server's truth about what a cart costs. Gifts are free and not counted; promo discount and
 * bonuses never take the goods below zero; one bonus point pays one ruble (100 kopecks).
 */
export function computeCartTotals(cart: CartRecord | null, lines: CartLineRecord[], bonusBalance: number): CartTotals {
  const paid = lines.filter((line) => !line.is_gift);
  const count = paid.reduce((sum, line) => sum + line.quantity, 0);
  const priceDefault = paid.reduce((sum, line) => sum + (line.old_price_kopecks ?? line.price_kopecks) * line.quantity, 0);
  const goods = paid.reduce((sum, line) => sum + line.price_kopecks * line.quantity, 0);
  const promo = Math.min(cart?.promo_discount_kopecks ?? 0, goods);
  const bonusLimit = Math.floor(((goods - promo) * MAX_BONUS_SHARE) / 100);
  const bonusesSpendable = Math.max(0, Math.min(bonusBalance, bonusLimit));
  const bonuses = Math.max(0, Math.min(cart?.bonuses_used ?? 0, bonusesSpendable));
  const deliveryCost = count > 0 ? (cart?.delivery_price_kopecks ?? 0) : 0;
  return {
    count,
    priceDefault,
    discount: priceDefault - goods + promo,
    deliveryCost,
    priceFinal: goods - promo - bonuses * 100 + deliveryCost,
    bonuses,
    bonusesAvailable: bonusBalance,
    bonusesSpendable,
    bonusesReceive: paid.reduce((sum, line) => sum + line.points * line.quantity, 0),
  };
}
