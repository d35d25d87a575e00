/**
 * The cart (`/api/cart/*`): totals, lines, writes, promo codes, delivery choice, bonuses and gifts.
 * Money in rubles; the server prices everything.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Currency, Product, productProperties } from './product';
import { Nullable, Ref, StringEnum, type RouteShapes } from './schema';

/** Most units one request may ask for; larger numbers are a client error rather than something to clamp. */
export const MAX_QUANTITY = 100_000;
/** Most bonus points one request may name; larger numbers are a client error rather than a wish to clamp (the server clamps smaller wishes to the balance and its share). */
export const MAX_BONUS_WISH = 10_000_000;
/** Ways to receive an order (the delivery page of the shop states the same rules). */
export const DELIVERY_KEYS = [
  'pickup_left',
  'pickup_right',
  'courier_city',
  'post_pickup',
  'post_courier',
] as const;

/** Keys of the ways to receive an order. */
export const DeliveryKey = StringEnum(DELIVERY_KEYS);

/** What a cart line adds to the product card. */
const cartItemProperties = {
  product_id: Type.Integer(),
  amount: Type.Integer({ description: 'Сколько штук в корзине' }),
  available: Type.Integer({ description: 'Сколько штук можно заказать (остаток)' }),
  is_gift: Type.Boolean(),
  line_price_default: Type.Number(),
  line_price_final: Type.Number(),
  line_discount: Type.Number(),
  line_bonuses_receive: Type.Integer(),
};

/**
 * One line of the cart: the product card as everywhere else (`quantity` stays the stock) plus what the cart
 * holds (`product_id` is the same as `id`; `available`: most units the line may hold now). Line totals are
 * the server's; a gift line costs nothing and is not counted in the totals.
 */
export const CartItem = Type.Object(
  { ...productProperties, ...cartItemProperties },
  {
    $id: 'CartItem',
    description:
      'Строка корзины: карточка товара (quantity — остаток) и что лежит в корзине; деньги в рублях',
  },
);

const cartInfoProperties = {
  currency: Currency,
  count: Type.Integer({ description: 'Сколько штук в корзине (без подарков)' }),
  discount: Type.Number(),
  priceDefault: Type.Number({ description: 'Цена товаров без скидок' }),
  deliveryCost: Type.Number(),
  priceFinal: Type.Number({ description: 'К оплате' }),
  bonuses: Type.Integer(),
  bonuses_available: Type.Integer({ description: 'Бонусов на счёте покупателя' }),
  bonuses_spendable: Type.Integer({
    description:
      'Сколько бонусов можно списать на эту корзину: не больше баланса и 30 % товаров после промокода',
  }),
  bonuses_receive: Type.Integer(),
  promo_code: Nullable(Type.String()),
};

/**
 * Totals of the caller's cart (session or account); an empty cart has zeros and `promo_code` null.
 * `priceFinal` is what the customer pays: goods after discounts, minus bonuses, plus delivery.
 */
export const CartInfo = Type.Object(cartInfoProperties);

/** Cart statuses (docs/product.md §3). */
export const CartStatuses = Type.Object({
  gifts_available: Type.Boolean(),
  gifts_added: Type.Boolean(),
  out_of_stock: Type.Array(Type.String(), { description: 'Названия товаров, которых нет в наличии' }),
});

const cartListProperties = { items: Type.Array(Ref(CartItem)), statuses: CartStatuses };

/** The caller's cart lines, oldest first; an anonymous caller with nothing in the cart gets an empty list. */
export const CartList = Type.Object(cartListProperties);

/** Every cart write answers the new totals, the lines and what happened to the product written. */
export const CartWriteResult = Type.Object(
  {
    ...cartInfoProperties,
    ...cartListProperties,
    product_id: Nullable(Type.Integer()),
    amount: Type.Integer({ description: 'Сколько штук товара теперь в корзине' }),
    clamped: Type.Boolean({ description: 'Просили больше, чем есть: количество уменьшено до остатка' }),
    available: Nullable(Type.Integer(), { description: 'Остаток товара' }),
    notice: Nullable(Type.String(), { description: 'Сообщение для покупателя' }),
  },
  { description: 'Новые итоги корзины (как в /api/cart/info), её строки и что стало с товаром' },
);

const productId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Товар' });
const quantity = Type.Integer({ minimum: 0, maximum: MAX_QUANTITY });
const promoCode = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Промокод; регистр и пробелы по краям не важны',
});

/** Adds `quantity` units (default 1) to what the cart holds. */
export const CartAddRequest = Type.Object(
  {
    product_id: productId,
    quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_QUANTITY, default: 1 })),
  },
  { additionalProperties: false },
);
/** Sets the amount; 0 removes the line. */
export const CartUpdateRequest = Type.Object(
  { product_id: productId, quantity },
  { additionalProperties: false },
);
/** `quantityNew` 0 or absent removes the line, more than 0 sets the amount. */
export const CartRemoveRequest = Type.Object(
  { product_id: productId, quantityNew: Type.Optional(quantity) },
  { additionalProperties: false },
);
/** A gift to add or remove. */
export const CartGiftRequest = Type.Object({ product_id: productId }, { additionalProperties: false });

/** The code to check. */
export const PromoCodeParams = Type.Object({ code: promoCode });
/** A legit code, or the Russian reason it is refused. */
export const PromoCodeCheck = Type.Union([
  Type.Object({ legit: Type.Literal(true) }),
  Type.Object({
    legit: Type.Literal(false),
    detail: Type.String({ description: 'Почему промокод не подходит' }),
  }),
]);
/** Applies a legit code (409 with the reason otherwise). */
export const PromoCodeApplyRequest = Type.Object({ promo_code: promoCode }, { additionalProperties: false });

/** `delivery_price` is the price the client showed, checked by the server. */
export const CartDeliveryRequest = Type.Object(
  {
    delivery_key: DeliveryKey,
    delivery_price: Type.Number({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Цена, которую видел покупатель, в рублях',
    }),
  },
  { additionalProperties: false },
);

/** Bonus points to pay with (0 cancels); the server clamps to what may be spent. */
export const CartBonusesRequest = Type.Object(
  { bonuses: Type.Integer({ minimum: 0, maximum: MAX_BONUS_WISH, description: 'Сколько баллов списать' }) },
  { additionalProperties: false },
);

/** The gift promotion of the cart: its threshold, what is left to add, the gifts to choose from (in stock; `chosen` marks the one in the cart). */
export const CartGifts = Type.Object({
  promotion: Nullable(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      threshold: Type.Number({
        description: 'С какой суммы товаров (после скидок и промокода) можно выбрать подарок, в рублях',
      }),
      remaining: Type.Number({ description: 'Сколько ещё добавить, в рублях; 0 — корзина подходит' }),
    }),
  ),
  available: Type.Boolean({ description: 'Подарок можно выбрать сейчас' }),
  limit: Type.Integer({ description: 'Сколько подарков может быть в корзине' }),
  items: Type.Array(Type.Intersect([Ref(Product), Type.Object({ chosen: Type.Boolean() })])),
});

/** The cart's routes, as the apps call them. */
export const cartRoutes = {
  'GET /cart/info': { response: CartInfo },
  'GET /cart/list': { response: CartList },
  'POST /cart/add': { body: CartAddRequest, response: CartWriteResult },
  'POST /cart/update': { body: CartUpdateRequest, response: CartWriteResult },
  'POST /cart/remove': { body: CartRemoveRequest, response: CartWriteResult },
  'POST /cart/clear': { response: CartWriteResult },
  'GET /cart/promocode/{code}': { params: PromoCodeParams, response: PromoCodeCheck },
  'POST /cart/promocode': { body: PromoCodeApplyRequest, response: CartInfo },
  'DELETE /cart/promocode': { response: CartInfo },
  'POST /cart/delivery': { body: CartDeliveryRequest, response: CartInfo },
  'POST /cart/bonuses': { body: CartBonusesRequest, response: CartWriteResult },
  'GET /cart/gifts': { response: CartGifts },
  'POST /cart/gift/add': { body: CartGiftRequest, response: CartWriteResult },
  'POST /cart/gift/remove': { body: CartGiftRequest, response: CartWriteResult },
} as const satisfies RouteShapes;

export type CartInfoDto = Static<typeof CartInfo>;
export type CartItemDto = Static<typeof CartItem>;
export type CartStatusesDto = Static<typeof CartStatuses>;
export type CartListDto = Static<typeof CartList>;
export type CartWriteResultDto = Static<typeof CartWriteResult>;
export type CartAddRequestDto = Static<typeof CartAddRequest>;
export type CartUpdateRequestDto = Static<typeof CartUpdateRequest>;
export type CartRemoveRequestDto = Static<typeof CartRemoveRequest>;
export type CartGiftRequestDto = Static<typeof CartGiftRequest>;
export type PromoCodeCheckDto = Static<typeof PromoCodeCheck>;
export type PromoCodeApplyRequestDto = Static<typeof PromoCodeApplyRequest>;
export type DeliveryKeyDto = Static<typeof DeliveryKey>;
export type CartDeliveryRequestDto = Static<typeof CartDeliveryRequest>;
export type CartBonusesRequestDto = Static<typeof CartBonusesRequest>;
export type CartGiftsDto = Static<typeof CartGifts>;
