import { goodsKopecksOf, promoVerdictFor } from './cart-pricing';
import type { CartLineRecord, CartReads, CartWriter, GiftPromotionRecord } from './cart-repository';
import type { PromoCodeReads } from './promo-code-repository';

/** Gifts one cart may hold. */
export const GIFTS_PER_CART = 1;

/** Where a cart stands against the running gift promotion. */
export interface GiftEligibility {
  /** The promotion running now, or null. */
  promotion: GiftPromotionRecord | null;
  /** Goods after product discounts and the promo code, gifts excluded, in kopecks. */
  goodsKopecks: number;
  /** A promotion runs, the goods reach its threshold and it has a gift in stock. */
  qualifies: boolean;
}

/**
 * Whether a cart may hold a gift now. The sum that counts is what the customer pays for the goods: after
 * product discounts and the promo code (only while the code is still legit for this cart), before bonus
 * points and delivery.
 */
export async function giftEligibility(
  reads: Pick<CartReads, 'findRunningPromotion'>,
  promos: PromoCodeReads,
  cart: { id: number; promo_code: string | null; account_id?: number | null } | null,
  lines: CartLineRecord[],
): Promise<GiftEligibility> {
  const promotion = await reads.findRunningPromotion();
  let goodsKopecks = goodsKopecksOf(lines);
  if (cart?.promo_code && goodsKopecks > 0) {
    const verdict = await promoVerdictFor(promos, cart.account_id ?? null, cart.id, cart.promo_code);
    if (verdict.legit) goodsKopecks -= Math.min(verdict.discountKopecks, goodsKopecks);
  }
  const qualifies = promotion !== null && promotion.gifts_in_stock > 0 && goodsKopecks >= promotion.threshold_kopecks;
  return { promotion, goodsKopecks, qualifies };
}

/**
 * Removes the cart's gift when the cart no longer qualifies for it (the goods dropped below the
 * threshold, the promotion ended, the gift ran out of stock); answers whether it did. The cart repository
 * runs it under the cart's lock after every change of the lines or of the promo code, and in the lock
 * itself ({@link CartWriter.dropUnqualifiedGift}).
 */
export async function dropUnqualifiedGift(writer: CartWriter, cartId: number): Promise<boolean> {
  const gifts = await writer.listGiftProductIds(cartId);
  if (gifts.length === 0) return false;
  const cart = await writer.findCartById(cartId);
  const eligibility = await giftEligibility(writer, writer.promos, cart, await writer.listLines(cartId));
  const keep =
    eligibility.qualifies &&
    eligibility.promotion !== null &&
    gifts.length <= 1 &&
    ((await writer.giftStock(eligibility.promotion.id, gifts[0])) ?? 0) > 0;
  if (keep) return false;
  await writer.deleteGifts(cartId);
  return true;
}
