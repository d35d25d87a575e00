import type { CartInfoDto, CartItemDto, CartListDto, CartStatusesDto, ProductDto } from 'shared-kit/contracts';

/** A line of the cart as the checkout team shows it (read from a `CartItemDto` by {@link toCartLine}). */
export interface CartLine {
  productId: number;
  quantity: number;
  isGift: boolean;
  /** What the line shows of the product. */
  product: CartLineProduct;
}

/** The part of a product a cart line shows; `quantity` is what may be in the cart now (the stock). */
export type CartLineProduct = Pick<
  ProductDto,
  'id' | 'title' | 'url' | 'preview' | 'preview_webp' | 'price_current' | 'price_old' | 'quantity'
>;

/** One line of `GET /api/cart/list` (or of a write's answer) as the cart shows it. */
export function toCartLine(item: CartItemDto): CartLine {
  return {
    productId: item.product_id,
    quantity: item.amount,
    isGift: item.is_gift,
    product: {
      id: item.product_id,
      title: item.title,
      url: item.url,
      preview: item.preview,
      preview_webp: item.preview_webp,
      price_current: item.price_current,
      price_old: item.price_old,
      quantity: item.available,
    },
  };
}

/** The lines of a cart answer. */
export function linesOf(answer: CartListDto): CartLine[] {
  return answer.items.map(toCartLine);
}

/** The totals of a write's answer, without its lines (what the store keeps as `info`). */
export function totalsOf(answer: CartInfoDto): CartInfoDto {
  const {
    currency,
    count,
    discount,
    priceDefault,
    deliveryCost,
    priceFinal,
    bonuses,
    bonuses_available,
    bonuses_spendable,
    bonuses_receive,
    promo_code,
  } = answer;
  return {
    currency,
    count,
    discount,
    priceDefault,
    deliveryCost,
    priceFinal,
    bonuses,
    bonuses_available,
    bonuses_spendable,
    bonuses_receive,
    promo_code,
  };
}

/** Statuses of an empty or unknown cart. */
export const NO_STATUSES: CartStatusesDto = { gifts_available: false, gifts_added: false, out_of_stock: [] };

