import type { CartGiftsDto, CartWriteResultDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import { kopecksToRubles } from '../../shared/money';
import { toProductDto } from '../catalog/index';
import { answerCartWrite, type LineOutcome } from './change-cart';
import { checkoutMessages, giftThreshold } from './checkout-messages';
import { cartOwnerOf, readCart, requireCartOwner, type CartRepositories } from './get-cart-info';
import { GIFTS_PER_CART, giftEligibility } from './gift-rules';

/** `GET /api/cart/gifts`: the running gift promotion, how far the cart is from it, and the gifts to choose from. */
export async function getCartGifts(repositories: CartRepositories, identity: Identity): Promise<CartGiftsDto> {
  const { cart, lines } = await readCart(repositories.cart, cartOwnerOf(identity));
  const eligibility = await giftEligibility(repositories.cart, repositories.promos, cart, lines);
  const { promotion } = eligibility;
  if (!promotion) return { promotion: null, available: false, limit: GIFTS_PER_CART, items: [] };
  const chosen = new Set(lines.filter((line) => line.is_gift).map((line) => line.product_id));
  const products = await repositories.cart.listGiftProducts(promotion.id);
  return {
    promotion: {
      id: promotion.id,
      title: promotion.title,
      threshold: kopecksToRubles(promotion.threshold_kopecks),
      remaining: kopecksToRubles(Math.max(0, promotion.threshold_kopecks - eligibility.goodsKopecks)),
    },
    available: eligibility.qualifies && chosen.size === 0,
    limit: GIFTS_PER_CART,
    items: products.map((product) => ({ ...toProductDto(product), chosen: chosen.has(product.id) })),
  };
}

/**
 * `POST /api/cart/gift/add`: puts one unit of a product of the running promotion into the cart for free,
 * replacing the gift chosen before (one gift per cart). Refused with 409 when no promotion runs, the
 * product is not one of its gifts or is out of stock, the cart is already paying for it, or the goods
 * (after discounts and promo code) are below the threshold; 404 for an unknown product.
 */
export async function addCartGift(repositories: CartRepositories, identity: Identity, productId: number): Promise<CartWriteResultDto> {
  const owner = requireCartOwner(identity);
  const outcome = await repositories.cart.transaction<LineOutcome>(async (tx) => {
    const product = await tx.findProductStock(productId);
    if (!product) throw notFound(messages.productNotFound);
    const cart = await tx.lockCart(owner);
    const eligibility = await giftEligibility(tx, tx.promos, cart, await tx.listLines(cart.id));
    const { promotion } = eligibility;
    if (!promotion) throw conflict(checkoutMessages.giftNoPromotion, 'GIFT_UNAVAILABLE');
    const stock = await tx.giftStock(promotion.id, product.id);
    if (stock === null) throw conflict(checkoutMessages.giftNotOffered, 'GIFT_NOT_OFFERED');
    if (stock === 0) throw conflict(checkoutMessages.giftOutOfStock, 'OUT_OF_STOCK');
    if (!eligibility.qualifies) throw conflict(giftThreshold(promotion.threshold_kopecks), 'GIFT_THRESHOLD');
    const line = await tx.findLine(cart.id, product.id);
    if (line && !line.is_gift) throw conflict(checkoutMessages.giftPaidLine, 'GIFT_PAID_LINE');
    await tx.replaceGift(cart.id, product.id);
    return { cart, items: await tx.listItems(cart.id), productId: product.id, amount: 1, clamped: false, available: product.quantity };
  });
  return answerCartWrite(repositories, identity, outcome);
}

/** `POST /api/cart/gift/remove`: takes the gift out of the cart; a product that is not the cart's gift changes nothing. */
export async function removeCartGift(repositories: CartRepositories, identity: Identity, productId: number): Promise<CartWriteResultDto> {
  const owner = requireCartOwner(identity);
  const outcome = await repositories.cart.transaction<LineOutcome>(async (tx) => {
    const product = await tx.findProductStock(productId);
    if (!product) throw notFound(messages.productNotFound);
    const cart = await tx.lockExistingCart(owner);
    if (!cart) return { cart: null, items: [], productId: product.id, amount: 0, clamped: false, available: product.quantity };
    await tx.deleteGift(cart.id, product.id);
    const line = await tx.findLine(cart.id, product.id);
    return { cart, items: await tx.listItems(cart.id), productId: product.id, amount: line?.quantity ?? 0, clamped: false, available: product.quantity };
  });
  return answerCartWrite(repositories, identity, outcome);
}
