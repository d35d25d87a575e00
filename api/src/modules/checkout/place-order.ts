import type { OrderCreateRequestDto, OrderDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, unauthorized } from '../../shared/http-error';
import { kopecksToRubles } from '../../shared/money';
import { goodsKopecksOf } from '../cart/cart-pricing';
import { computeCartTotals } from '../cart/cart-totals';
import { checkoutMessages } from '../cart/checkout-messages';
import { deliveryPriceKopecks, type DeliveryKey } from '../cart/delivery-options';
import { evaluatePromo } from '../cart/promo-rules';
import type { OrderItemRecord, OrderRecord, OrderWriter, OrdersRepository } from './orders-repository';

/** An order as the API answers it; money in rubles. */
export function toOrderDto(order: OrderRecord, items: OrderItemRecord[]): OrderDto {
  return {
    id: order.id,
    status: order.status,
    items: items.map((item) => ({
      product_id: item.product_id,
      title: item.title,
      quantity: item.quantity,
      price: kopecksToRubles(item.price_kopecks),
      is_gift: item.is_gift,
    })),
    delivery_key: order.delivery_key as DeliveryKey,
    payment_key: order.payment_key,
    promo_code: order.promo_code,
    priceDefault: kopecksToRubles(Number(order.price_default_kopecks)),
    discount: kopecksToRubles(Number(order.price_default_kopecks) - Number(order.goods_kopecks) + Number(order.promo_discount_kopecks)),
    deliveryCost: kopecksToRubles(Number(order.delivery_kopecks)),
    bonuses: order.bonuses_spent,
    priceFinal: kopecksToRubles(Number(order.total_kopecks)),
    bonuses_receive: order.bonuses_receive,
    created_at: new Date(order.created_at).toISOString(),
  };
}

async function answer(tx: OrderWriter, order: OrderRecord): Promise<OrderDto> {
  return toOrderDto(order, await tx.listOrderItems(order.id));
}

/** The promo discount of the cart's code at the moment of the order, under the code's row lock. */
async function lockedPromoDiscount(tx: OrderWriter, cartId: number, code: string, accountId: number): Promise<number> {
  const promo = await tx.cart.promos.lockPromo(code);
  const goods = promo ? await tx.cart.promos.cartGoods(cartId, promo) : { goodsKopecks: 0, eligibleKopecks: 0 };
  const usedByCustomer = promo ? await tx.cart.promos.hasCustomerUsed(promo.code, accountId) : false;
  const verdict = evaluatePromo(promo, { ...goods, usedByCustomer });
  if (!verdict.legit) throw conflict(verdict.detail, 'PROMO_CODE_INVALID');
  return verdict.discountKopecks;
}

/**
 * `POST /api/order`: turns the signed-in customer's cart into an order in one transaction. Every price is
 * the database's of this moment; stock is taken only where enough remains (otherwise nothing at all
 * changes and the answer names what is short); the promo code's use is counted under its row lock; bonus
 * points leave the balance; the cart is emptied. The cart's row lock also serializes requests with one
 * idempotency key, so the second finds the order of the first and gets it back (`created` false).
 */
export async function placeOrder(
  orders: OrdersRepository,
  identity: Identity,
  idempotencyKey: string,
  draft: OrderCreateRequestDto,
): Promise<{ order: OrderDto; created: boolean }> {
  if (identity.kind !== 'account') throw unauthorized();
  const { accountId } = identity;
  return orders.transaction(async (tx) => {
    const cart = await tx.cart.lockExistingCart({ accountId });
    const existing = await tx.findOrderByKey(accountId, idempotencyKey);
    if (existing) return { order: await answer(tx, existing), created: false };

    const lines = cart ? await tx.cart.listLines(cart.id) : [];
    if (!cart || !lines.some((line) => !line.is_gift)) throw conflict(checkoutMessages.emptyCart, 'CART_EMPTY');
    if (!cart.delivery_key) throw conflict(checkoutMessages.orderNoDelivery, 'DELIVERY_REQUIRED');

    const promoDiscount = cart.promo_code ? await lockedPromoDiscount(tx, cart.id, cart.promo_code, accountId) : 0;
    const goodsKopecks = goodsKopecksOf(lines);
    const deliveryKopecks = deliveryPriceKopecks(cart.delivery_key, goodsKopecks - promoDiscount);
    if (deliveryKopecks === null) throw conflict(checkoutMessages.orderNoDelivery, 'DELIVERY_REQUIRED');
    const balance = await tx.bonusBalance(accountId);
    const totals = computeCartTotals({ ...cart, promo_discount_kopecks: promoDiscount, delivery_price_kopecks: deliveryKopecks }, lines, balance);
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
    const order = await tx.findOrderByKey(accountId, idempotencyKey);
    if (!order) throw new Error('The order just inserted is missing');
    return { order: await answer(tx, order), created: true };
  });
}
