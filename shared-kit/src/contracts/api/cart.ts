import type { CurrencyDto } from './common';

/**
 * Answer of `GET /api/cart/info`: totals of the caller's cart (session or account).
 * All money in rubles; an empty cart has zeros and `promo_code` null.
 */
export interface CartInfoDto {
  currency: CurrencyDto;
  /** Units in the cart (sum of quantities), for the header badge. */
  count: number;
  /** priceDefault minus the price of the goods after discounts and promo code. */
  discount: number;
  /** Price of the goods before discounts. */
  priceDefault: number;
  deliveryCost: number;
  /** What the customer pays: goods after discounts, minus bonuses used, plus delivery. */
  priceFinal: number;
  /** Bonus points applied to this cart. */
  bonuses: number;
  /** Bonus points the customer may spend (0 for anonymous visitors). */
  bonuses_available: number;
  /** Bonus points the customer will receive for this order. */
  bonuses_receive: number;
  promo_code: string | null;
}

/** One line of the cart as the checkout team refers to it (spec §3: id, amount). */
export interface CartItemRefDto {
  id: number;
  amount: number;
}
