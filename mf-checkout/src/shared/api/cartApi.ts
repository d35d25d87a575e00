import { getHttp } from 'shared-kit';
import type {
  CartGiftsDto,
  CartInfoDto,
  CartItemDto,
  CartListDto,
  CartStatusesDto,
  CartWriteResultDto,
  DeliveryKeyDto,
  DeliveryListDto,
  ProductDto,
  PromoCodeCheckDto,
} from 'shared-kit/contracts';

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
    bonuses_receive,
    promo_code,
  };
}

/** `GET /api/cart/info`: totals of the caller's cart. */
export async function getCartInfo(signal?: AbortSignal): Promise<CartInfoDto> {
  const { data } = await getHttp().get<CartInfoDto>('/cart/info', { signal });
  return data;
}

/** Statuses of an empty or unknown cart. */
export const NO_STATUSES: CartStatusesDto = { gifts_available: false, gifts_added: false, out_of_stock: [] };

/** `GET /api/cart/list`: the lines of the cart and its statuses. */
export async function getCartListWithStatuses(
  signal?: AbortSignal,
): Promise<{ lines: CartLine[]; statuses: CartStatusesDto }> {
  const { data } = await getHttp().get<CartListDto>('/cart/list', { signal });
  return { lines: linesOf(data), statuses: data.statuses };
}

/** `GET /api/cart/list`: the lines of the cart. */
export async function getCartList(signal?: AbortSignal): Promise<CartLine[]> {
  return (await getCartListWithStatuses(signal)).lines;
}

/** `POST /api/cart/add {product_id, quantity}`. Resolves with the answer body. */
export async function addCartItem(productId: number, quantity = 1): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/add', { product_id: productId, quantity });
  return data;
}

/** `POST /api/cart/update {product_id, quantity}`. */
export async function updateCartItem(productId: number, quantity: number): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/update', { product_id: productId, quantity });
  return data;
}

/** `POST /api/cart/remove {product_id, quantityNew: 0}`. */
export async function removeCartItem(productId: number): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/remove', { product_id: productId, quantityNew: 0 });
  return data;
}

/** `POST /api/cart/clear`: removes every line. */
export async function clearCart(): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/clear', {});
  return data;
}

/** `GET /api/cart/promocode/{code}`: whether a code may be applied, with the Russian reason when not. */
export async function checkPromoCode(code: string): Promise<PromoCodeCheckDto> {
  const { data } = await getHttp().get<PromoCodeCheckDto>(`/cart/promocode/${encodeURIComponent(code)}`);
  return data;
}

/** `POST /api/cart/promocode {promo_code}`: applies a legit code (409 with the reason otherwise). */
export async function applyPromoCode(code: string): Promise<CartInfoDto> {
  const { data } = await getHttp().post<CartInfoDto>('/cart/promocode', { promo_code: code });
  return data;
}

/** `DELETE /api/cart/promocode`: cancels the code and the chosen bonuses. */
export async function cancelPromoCode(): Promise<CartInfoDto> {
  const { data } = await getHttp().delete<CartInfoDto>('/cart/promocode');
  return data;
}

/** `POST /api/cart/bonuses {bonuses}`: bonus points to pay with (0 cancels); the server clamps them. */
export async function setCartBonuses(bonuses: number): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/bonuses', { bonuses });
  return data;
}

/** `GET /api/cart/gifts`: the running gift promotion and the gifts that may be chosen. */
export async function getCartGifts(signal?: AbortSignal): Promise<CartGiftsDto> {
  const { data } = await getHttp().get<CartGiftsDto>('/cart/gifts', { signal });
  return data;
}

/** `POST /api/cart/gift/add {product_id}`: puts the chosen gift into the cart. */
export async function addCartGift(productId: number): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/gift/add', { product_id: productId });
  return data;
}

/** `POST /api/cart/gift/remove {product_id}`: takes the gift out of the cart. */
export async function removeCartGift(productId: number): Promise<CartWriteResultDto> {
  const { data } = await getHttp().post<CartWriteResultDto>('/cart/gift/remove', { product_id: productId });
  return data;
}

/** `GET /api/delivery/list`: the ways to receive an order, priced for the caller's cart. */
export async function getDeliveryList(signal?: AbortSignal): Promise<DeliveryListDto> {
  const { data } = await getHttp().get<DeliveryListDto>('/delivery/list', { signal });
  return data;
}

/** `POST /api/cart/delivery {delivery_key, delivery_price}`: the price is the one shown, checked by the server. */
export async function chooseCartDelivery(
  deliveryKey: DeliveryKeyDto,
  deliveryPrice: number,
): Promise<CartInfoDto> {
  const { data } = await getHttp().post<CartInfoDto>('/cart/delivery', {
    delivery_key: deliveryKey,
    delivery_price: deliveryPrice,
  });
  return data;
}
