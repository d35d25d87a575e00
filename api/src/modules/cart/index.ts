/**
 * The cart module's face: the cart's repository, its pricing, totals, views, delivery options, gifts and promo codes.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { goodsKopecksOf, priceCart } from './cart-pricing';
export { cartWriterOn, createCartRepository, type CartRepository, type CartWriter, type GiftCheck } from './cart-repository';
export { computeCartTotals, type CartTotals } from './cart-totals';
export { toCartItemDto, toCartListDto } from './cart-view';
export { checkoutMessages } from './checkout-messages';
export { deliveryPriceKopecks, isDeliveryKey, listDeliveryOptions, type StoreAddress } from './delivery-options';
export { cartOwnerOf, getCartInfo, type CartRepositories } from './get-cart-info';
export { dropUnqualifiedGift } from './gift-rules';
export { createPromoCodeRepository, type PromoCodeRepository } from './promo-code-repository';
export { evaluatePromo, normalizePromoCode } from './promo-rules';
