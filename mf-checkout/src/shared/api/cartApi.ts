import { getHttp } from 'shared-kit';
import type {
  CartGiftsDto,
  CartInfoDto,
  CartStatusesDto,
  CartWriteResultDto,
  DeliveryKeyDto,
  DeliveryListDto,
  ProductDto,
  PromoCodeCheckDto,
} from 'shared-kit/contracts';

/**
 * A line of the cart as the checkout team shows it. `GET /api/cart/list` has no DTO in the contracts
 * yet, so {@link normaliseCartList} reads the shapes the spec allows (items with `id`/`amount`,
 * `product_id`/`quantity`, the product embedded or flat) into this one.
 */
export interface CartLine {
  productId: number;
  quantity: number;
  isGift: boolean;
  /** What is known of the product; a line may come without it. */
  product: CartLineProduct | null;
}

/** The part of a product a cart line shows. */
export type CartLineProduct = Pick<ProductDto, 'id' | 'title'> &
  Partial<Pick<ProductDto, 'url' | 'preview' | 'preview_webp' | 'price_current' | 'price_old' | 'quantity'>>;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function readProduct(source: Json, productId: number): CartLineProduct | null {
  const title = typeof source.title === 'string' ? source.title : null;
  if (!title) return null;
  return {
    id: productId,
    title,
    url: typeof source.url === 'string' ? source.url : undefined,
    preview: typeof source.preview === 'string' ? source.preview : undefined,
    preview_webp: typeof source.preview_webp === 'string' ? source.preview_webp : null,
    price_current: numberOf(source.price_current) ?? numberOf(source.price) ?? undefined,
    price_old: numberOf(source.price_old),
    quantity:
      numberOf(source.available) ??
      numberOf(source.quantity_available) ??
      numberOf(source.stock) ??
      undefined,
  };
}

function readLine(item: unknown): CartLine | null {
  if (!isObject(item)) return null;
  const embedded = isObject(item.product) ? item.product : null;
  const productId = numberOf(item.product_id) ?? numberOf(embedded?.id) ?? numberOf(item.id);
  const quantity = numberOf(item.amount) ?? numberOf(item.quantity) ?? numberOf(item.count);
  if (productId === null || quantity === null || quantity <= 0) return null;
  const product = embedded ? readProduct(embedded, productId) : readProduct(item, productId);
  if (product && embedded && product.quantity === undefined)
    product.quantity = numberOf(embedded.quantity) ?? undefined;
  return { productId, quantity, isGift: item.is_gift === true, product };
}

/** Reads the answer of `GET /api/cart/list` (an array, or an object with `content`/`items`/`products`). */
export function normaliseCartList(data: unknown): CartLine[] {
  const list = Array.isArray(data)
    ? data
    : isObject(data)
      ? ([data.content, data.items, data.products, data.orderList].find(Array.isArray) ?? [])
      : [];
  return list.map(readLine).filter((line): line is CartLine => line !== null);
}

/** The number of units in the cart when an answer carries it (`count`), else null. */
export function countFromAnswer(data: unknown): number | null {
  return isObject(data) ? numberOf(data.count) : null;
}

/** True when an answer looks like cart totals, so it can replace the stored ones. */
export function isCartInfo(data: unknown): data is CartInfoDto {
  return isObject(data) && numberOf(data.count) !== null && numberOf(data.priceFinal) !== null;
}

/** `GET /api/cart/info`: totals of the caller's cart. */
export async function getCartInfo(signal?: AbortSignal): Promise<CartInfoDto> {
  const { data } = await getHttp().get<CartInfoDto>('/cart/info', { signal });
  return data;
}

/** Statuses of an empty or unknown cart. */
export const NO_STATUSES: CartStatusesDto = { gifts_available: false, gifts_added: false, out_of_stock: [] };

/** Reads `statuses` of a cart list or write answer (spec §3 "Cart statuses"); none when it has none. */
export function statusesOf(data: unknown): CartStatusesDto {
  const statuses = isObject(data) && isObject(data.statuses) ? data.statuses : null;
  if (!statuses) return NO_STATUSES;
  return {
    gifts_available: statuses.gifts_available === true,
    gifts_added: statuses.gifts_added === true,
    out_of_stock: Array.isArray(statuses.out_of_stock)
      ? statuses.out_of_stock.filter((title): title is string => typeof title === 'string')
      : [],
  };
}

/** `GET /api/cart/list`: the lines of the cart and its statuses. */
export async function getCartListWithStatuses(
  signal?: AbortSignal,
): Promise<{ lines: CartLine[]; statuses: CartStatusesDto }> {
  const { data } = await getHttp().get<unknown>('/cart/list', { signal });
  return { lines: normaliseCartList(data), statuses: statusesOf(data) };
}

/** `GET /api/cart/list`: the lines of the cart. */
export async function getCartList(signal?: AbortSignal): Promise<CartLine[]> {
  return (await getCartListWithStatuses(signal)).lines;
}

/** `POST /api/cart/add {product_id, quantity}`. Resolves with the answer body. */
export async function addCartItem(productId: number, quantity = 1): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/add', { product_id: productId, quantity });
  return data;
}

/** `POST /api/cart/update {product_id, quantity}`. */
export async function updateCartItem(productId: number, quantity: number): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/update', { product_id: productId, quantity });
  return data;
}

/** `POST /api/cart/remove {product_id, quantityNew: 0}`. */
export async function removeCartItem(productId: number): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/remove', { product_id: productId, quantityNew: 0 });
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
export async function applyPromoCode(code: string): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/promocode', { promo_code: code });
  return data;
}

/** `DELETE /api/cart/promocode`: cancels the code and the chosen bonuses. */
export async function cancelPromoCode(): Promise<unknown> {
  const { data } = await getHttp().delete<unknown>('/cart/promocode');
  return data;
}

/** `POST /api/cart/bonuses {bonuses}`: bonus points to pay with (0 cancels); the server clamps them. */
export async function setCartBonuses(bonuses: number): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/bonuses', { bonuses });
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
): Promise<unknown> {
  const { data } = await getHttp().post<unknown>('/cart/delivery', {
    delivery_key: deliveryKey,
    delivery_price: deliveryPrice,
  });
  return data;
}
