import type { ProductDto } from './catalog';
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
  /** Bonus points on the customer's account (0 for anonymous visitors). */
  bonuses_available: number;
  /**
   * Bonus points that may really be spent on this cart: the balance, at most 30 % of the goods after the
   * promo code (the server's one rule; what `bonuses` is clamped to).
   */
  bonuses_spendable: number;
  /** Bonus points the customer will receive for this order. */
  bonuses_receive: number;
  promo_code: string | null;
}

/** One line of the cart as the checkout team refers to it (docs/product.md §3: id, amount). */
export interface CartItemRefDto {
  id: number;
  amount: number;
}

/**
 * One line of the cart: the product card as everywhere else (`quantity` stays the stock) plus what the
 * cart holds. Line totals are the server's, in rubles; a gift line costs nothing.
 */
export interface CartItemDto extends ProductDto {
  /** The product id under the name the cart calls use (the same as `id`). */
  product_id: number;
  /** Units of this product in the cart. */
  amount: number;
  /** Most units the line may hold now: the stock. A line above it is short of stock. */
  available: number;
  /** A gift: free and not counted in the totals. */
  is_gift: boolean;
  /** amount × (old price, or the price when there is no discount). */
  line_price_default: number;
  /** amount × price: what the line costs. */
  line_price_final: number;
  /** line_price_default − line_price_final. */
  line_discount: number;
  /** amount × the product's bonus points. */
  line_bonuses_receive: number;
}

/** Cart statuses (docs/product.md §3). */
export interface CartStatusesDto {
  /** Gifts can be chosen for this cart. */
  gifts_available: boolean;
  /** A gift is in the cart. */
  gifts_added: boolean;
  /** Titles of products in the cart that are out of stock now. */
  out_of_stock: string[];
}

/** Answer of `GET /api/cart/list`: the caller's cart lines, oldest first. Anonymous callers get an empty list. */
export interface CartListDto {
  items: CartItemDto[];
  statuses: CartStatusesDto;
}

/**
 * Answer of every cart write (`POST /api/cart/add`, `update`, `remove`, `clear`): the new totals (the
 * same fields as `GET /api/cart/info`), the lines, and what happened to the product written.
 */
export interface CartWriteResultDto extends CartInfoDto, CartListDto {
  /** The product the write was about; null for `clear`. */
  product_id: number | null;
  /** Units of that product now in the cart (0 when removed or for `clear`). */
  amount: number;
  /** True when more was asked than is in stock and the amount was reduced to the stock. */
  clamped: boolean;
  /** Units of that product in stock; null for `clear`. */
  available: number | null;
  /** A Russian notice for the customer, e.g. `Доступно только 3 шт.`; null when there is nothing to say. */
  notice: string | null;
}

/** Body of `POST /api/cart/add`: adds `quantity` units (default 1) to what the cart holds. */
export interface CartAddRequestDto {
  product_id: number;
  quantity?: number;
}

/** Body of `POST /api/cart/update`: sets the amount; 0 removes the line. */
export interface CartUpdateRequestDto {
  product_id: number;
  quantity: number;
}

/** Body of `POST /api/cart/remove`: `quantityNew` 0 or absent removes the line, more than 0 sets the amount. */
export interface CartRemoveRequestDto {
  product_id: number;
  quantityNew?: number;
}
