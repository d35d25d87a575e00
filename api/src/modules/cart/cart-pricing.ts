import type { Identity } from '../../plugins/identity';
import type { CartLineRecord, CartRecord } from './cart-repository';
import { deliveryPriceKopecks } from './delivery-options';
import type { PromoCodeReads } from './promo-code-repository';
import { evaluatePromo, type PromoVerdict } from './promo-rules';

/** Goods of cart lines after product discounts, gifts excluded, in kopecks. */
export function goodsKopecksOf(lines: CartLineRecord[]): number {
  return lines.filter((line) => !line.is_gift).reduce((sum, line) => sum + line.price_kopecks * line.quantity, 0);
}

/**
 * The verdict on `code` for the caller's cart (`cartId` null: an empty cart). Per-customer limits are
 * known only for a signed-in customer; an anonymous visitor meets them when placing the order.
 */
export async function checkPromoForCart(promos: PromoCodeReads, identity: Identity, cartId: number | null, code: string): Promise<PromoVerdict> {
  return promoVerdictFor(promos, identity.kind === 'account' ? identity.accountId : null, cartId, code);
}

/** {@link checkPromoForCart} for a cart known by its owner's account (null: an anonymous visitor's cart). */
export async function promoVerdictFor(promos: PromoCodeReads, accountId: number | null, cartId: number | null, code: string): Promise<PromoVerdict> {
  const promo = await promos.findPromo(code);
  if (!promo) return evaluatePromo(null, { goodsKopecks: 0, eligibleKopecks: 0, usedByCustomer: false, hasEarlierOrder: false });
  const goods = cartId === null ? { goodsKopecks: 0, eligibleKopecks: 0 } : await promos.cartGoods(cartId, promo);
  const usedByCustomer = accountId !== null ? await promos.hasCustomerUsed(promo.code, accountId) : false;
  const hasEarlierOrder = accountId !== null && promo.first_order_only ? await promos.hasEarlierOrder(accountId) : false;
  return evaluatePromo(promo, { ...goods, usedByCustomer, hasEarlierOrder });
}

/**
 * The cart with the promo discount and delivery price of this moment: a code applied earlier counts
 * only while it is still legit for what the cart holds now, and the courier becomes free or paid as the
 * goods cross the threshold. Stored amounts are what the customer saw when choosing; these are the truth.
 */
export async function priceCart(
  promos: PromoCodeReads,
  identity: Identity,
  cart: CartRecord | null,
  lines: CartLineRecord[],
): Promise<CartRecord | null> {
  if (!cart) return null;
  let promoDiscount = 0;
  if (cart.promo_code) {
    const verdict = await checkPromoForCart(promos, identity, cart.id, cart.promo_code);
    promoDiscount = verdict.legit ? verdict.discountKopecks : 0;
  }
  const goods = goodsKopecksOf(lines);
  const delivery = cart.delivery_key ? deliveryPriceKopecks(cart.delivery_key, goods - promoDiscount) : null;
  return { ...cart, promo_discount_kopecks: promoDiscount, delivery_price_kopecks: delivery ?? cart.delivery_price_kopecks };
}
