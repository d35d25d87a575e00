import type { CartInfoDto, CartItemDto, CartListDto } from 'api-contracts';
import { kopecksToRubles } from '../../shared/money';
import { toProductDto } from '../catalog/index';
import type { CartItemRecord, CartLineRecord, CartRecord } from './cart-repository';
import { computeCartTotals } from './cart-totals';

/** The pricing part of a full cart line, as {@link computeCartTotals} takes it. */
export function toCartLine(item: CartItemRecord): CartLineRecord {
  return {
    product_id: item.id,
    quantity: item.amount,
    is_gift: item.is_gift,
    price_kopecks: item.price_kopecks,
    old_price_kopecks: item.old_price_kopecks,
    points: item.points,
  };
}

/** Totals of a cart in rubles, as `GET /api/cart/info` and every cart write answer them. */
export function toCartInfoDto(cart: CartRecord | null, lines: CartLineRecord[], bonusBalance: number): CartInfoDto {
  const totals = computeCartTotals(cart, lines, bonusBalance);
  return {
    currency: 'RUB',
    count: totals.count,
    discount: kopecksToRubles(totals.discount),
    priceDefault: kopecksToRubles(totals.priceDefault),
    deliveryCost: kopecksToRubles(totals.deliveryCost),
    priceFinal: kopecksToRubles(totals.priceFinal),
    bonuses: totals.bonuses,
    bonuses_available: totals.bonusesAvailable,
    bonuses_spendable: totals.bonusesSpendable,
    bonuses_receive: totals.bonusesReceive,
    promo_code: cart?.promo_code ?? null,
  };
}

/** One cart line: the product card plus the amount and the line's totals; a gift line costs nothing. */
export function toCartItemDto(item: CartItemRecord): CartItemDto {
  const paid = item.is_gift ? 0 : item.amount;
  const priceDefault = (item.old_price_kopecks ?? item.price_kopecks) * paid;
  const priceFinal = item.price_kopecks * paid;
  return {
    ...toProductDto(item),
    product_id: item.id,
    amount: item.amount,
    available: item.quantity,
    is_gift: item.is_gift,
    line_price_default: kopecksToRubles(priceDefault),
    line_price_final: kopecksToRubles(priceFinal),
    line_discount: kopecksToRubles(priceDefault - priceFinal),
    line_bonuses_receive: item.points * paid,
  };
}

/**
 * The lines of a cart and its statuses (docs/product.md §3). `qualifiesForGift`: the cart reaches the running gift
 * promotion's threshold; a gift is available only while none is chosen.
 */
export function toCartListDto(items: CartItemRecord[], qualifiesForGift = false): CartListDto {
  return {
    items: items.map(toCartItemDto),
    statuses: {
      gifts_available: qualifiesForGift && !items.some((item) => item.is_gift),
      gifts_added: items.some((item) => item.is_gift),
      out_of_stock: items.filter((item) => !item.is_gift && item.quantity === 0).map((item) => item.title),
    },
  };
}
