import type { OrderCreateRequestDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, HttpError, unauthorized } from '../../shared/http-error';
import { goodsKopecksOf } from '../cart/index';
import { computeCartTotals, type CartTotals } from '../cart/index';
import { checkoutMessages } from '../cart/index';
import { deliveryPriceKopecks } from '../cart/index';
import { evaluatePromo, normalizePromoCode } from '../cart/index';
import { CONSENT_TEXTS } from '../consents/index';
import { resolveDeliveryPlace } from './delivery-details';
import { orderMessages } from './order-messages';
import type { OrderWriter, OrdersRepository } from './orders-repository';

/** Who placed the order and from where (kept with the consent), and the postal service's delivery ids. */
export interface PlaceOrderContext {
  ip: string;
  userAgent: string | null;
  postalServiceIds: { pickup: string | null; courier: string | null };
}

/**
 * Whether the page showed the customer the cart's truth: the promo code, bonuses and delivery it sent
 * (each only when sent) must be what the server computed now. Anything else means the cart changed in
 * another tab or the prices moved, and the customer must look again before paying.
 */
function matchesWhatWasShown(draft: OrderCreateRequestDto, cart: { promo_code: string | null; delivery_key?: string | null }, totals: CartTotals): boolean {
  if (draft.promo_code !== undefined) {
    const shown = draft.promo_code === null || draft.promo_code.trim() === '' ? null : normalizePromoCode(draft.promo_code);
    if (shown !== cart.promo_code) return false;
  }
  if (draft.bonuses !== undefined && draft.bonuses !== totals.bonuses) return false;
  if (draft.delivery_key !== undefined && draft.delivery_key !== cart.delivery_key) return false;
  if (draft.delivery_price !== undefined && Math.round(draft.delivery_price * 100) !== totals.deliveryCost) return false;
  return true;
}

/** The postal service's id of a postal way of delivery; null for the stores and the shop's courier. */
function deliveryServiceId(deliveryKey: string, ids: PlaceOrderContext['postalServiceIds']): string | null {
  if (deliveryKey === 'post_pickup') return ids.pickup;
  if (deliveryKey === 'post_courier') return ids.courier;
  return null;
}

/** The promo discount of the cart's code at the moment of the order, under the code's row lock. */
async function lockedPromoDiscount(tx: OrderWriter, cartId: number, code: string, accountId: number): Promise<number> {
  const promo = await tx.cart.promos.lockPromo(code);
  const goods = promo ? await tx.cart.promos.cartGoods(cartId, promo) : { goodsKopecks: 0, eligibleKopecks: 0 };
  const usedByCustomer = promo ? await tx.cart.promos.hasCustomerUsed(promo.code, accountId) : false;
  // A first-order code is checked again here: an order placed since it was applied (another tab) counts.
  const hasEarlierOrder = promo?.first_order_only ? await tx.cart.promos.hasEarlierOrder(accountId) : false;
  const verdict = evaluatePromo(promo, { ...goods, usedByCustomer, hasEarlierOrder });
  if (!verdict.legit) throw conflict(verdict.detail, 'PROMO_CODE_INVALID');
  return verdict.discountKopecks;
}

/**
 * `POST /api/order`: turns the signed-in customer's cart into an order in one transaction. Every price is
 * the database's of this moment; stock is taken only where enough remains (otherwise nothing at all
 * changes and the answer names what is short); the promo code's use is counted under its row lock; bonus
 * points leave the balance; the consent to the processing of personal data is stored; the cart is
 * emptied; a courier's address goes to the customer's address book. A delivery without the address or
 * pickup point it needs is 400 with a message per field. A promo code, bonuses or delivery other than the page showed is 409 `CART_CHANGED`. The cart's
 * row lock also serializes requests with one idempotency key, so the second finds the order of the first
 * and gets it back (`created` false). Payment and letters come after the commit (see the routes).
 */
export async function placeOrder(
  orders: OrdersRepository,
  identity: Identity,
  idempotencyKey: string,
  draft: OrderCreateRequestDto,
  context: PlaceOrderContext,
): Promise<{ orderId: number; created: boolean }> {
  if (identity.kind !== 'account') throw unauthorized();
  if ((draft.personal_data_consent as boolean | undefined) !== true) throw new HttpError(400, orderMessages.consentRequired, 'CONSENT_REQUIRED');
  const { accountId } = identity;
  return orders.transaction(async (tx) => {
    const cart = await tx.cart.lockExistingCart({ accountId });
    const existing = await tx.findOrderByKey(accountId, idempotencyKey);
    if (existing) return { orderId: existing.id, created: false };

    const lines = cart ? await tx.cart.listLines(cart.id) : [];
    if (!cart || !lines.some((line) => !line.is_gift)) throw conflict(checkoutMessages.emptyCart, 'CART_EMPTY');
    if (!cart.delivery_key) throw conflict(checkoutMessages.orderNoDelivery, 'DELIVERY_REQUIRED');
    // Before anything is written: a refusal here leaves the cart, the stock and the address book as they were.
    const place = await resolveDeliveryPlace(tx, accountId, cart.delivery_key, draft);

    const promoDiscount = cart.promo_code ? await lockedPromoDiscount(tx, cart.id, cart.promo_code, accountId) : 0;
    const goodsKopecks = goodsKopecksOf(lines);
    const deliveryKopecks = deliveryPriceKopecks(cart.delivery_key, goodsKopecks - promoDiscount);
    if (deliveryKopecks === null) throw conflict(checkoutMessages.orderNoDelivery, 'DELIVERY_REQUIRED');
    const balance = await tx.bonusBalance(accountId);
    const totals = computeCartTotals({ ...cart, promo_discount_kopecks: promoDiscount, delivery_price_kopecks: deliveryKopecks }, lines, balance);
    if (!matchesWhatWasShown(draft, cart, totals)) throw conflict(orderMessages.cartChanged, 'CART_CHANGED');
    const orderId = await tx.insertOrder({
      account_id: accountId,
      idempotency_key: idempotencyKey,
      full_name: draft.full_name.trim(),
      phone: draft.phone,
      email: draft.email.trim(),
      comment: draft.comment?.trim() ?? '',
      inn: draft.inn ?? null,
      payment_key: draft.payment_key,
      delivery_key: cart.delivery_key,
      promo_code: cart.promo_code,
      goods_kopecks: goodsKopecks,
      price_default_kopecks: totals.priceDefault,
      promo_discount_kopecks: Math.min(promoDiscount, goodsKopecks),
      bonuses_spent: totals.bonuses,
      delivery_kopecks: totals.deliveryCost,
      total_kopecks: totals.priceFinal,
      bonuses_receive: totals.bonusesReceive,
      delivery_service_id: deliveryServiceId(cart.delivery_key, context.postalServiceIds),
      delivery_address: place.address,
      pickup_point: place.pickupPoint,
    });
    if (place.address) await tx.addresses.remember(accountId, place.address);
    await tx.consents.record({
      kind: 'personal_data',
      email: draft.email.trim(),
      accountId,
      ip: context.ip,
      userAgent: context.userAgent,
      source: 'order',
      textVersion: CONSENT_TEXTS.personal_data.version,
    });
    // After the insert: the ledger row names the order. The balance is locked, so the points are there.
    if (totals.bonuses > 0) await tx.spendBonuses(accountId, totals.bonuses, orderId);

    // In product order, so concurrent orders lock shared product rows in one order and never deadlock.
    const short: string[] = [];
    for (const line of [...lines].sort((a, b) => a.product_id - b.product_id)) {
      if (!(await tx.takeStock(line.product_id, line.quantity))) {
        short.push((await tx.cart.findProductStock(line.product_id))?.title ?? String(line.product_id));
        continue;
      }
      await tx.insertOrderItem(orderId, {
        productId: line.product_id,
        quantity: line.quantity,
        priceKopecks: line.is_gift ? 0 : line.price_kopecks,
        oldPriceKopecks: line.old_price_kopecks,
        isGift: line.is_gift,
      });
    }
    // Throwing rolls the whole order back: no stock is taken for the lines that fitted either.
    if (short.length > 0) throw conflict(checkoutMessages.orderOutOfStock + short.join(', '), 'OUT_OF_STOCK');

    if (cart.promo_code && !(await tx.cart.promos.recordUse(cart.promo_code, accountId, orderId, promoDiscount))) {
      throw conflict(checkoutMessages.promoExhausted, 'PROMO_CODE_INVALID');
    }
    await tx.cart.resetAfterOrder(cart.id);
    return { orderId, created: true };
  });
}
