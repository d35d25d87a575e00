import type { FastifyInstance } from 'fastify';
import type {
  CartAddRequestDto,
  CartBonusesRequestDto,
  CartGiftRequestDto,
  CartGiftsDto,
  CartDeliveryRequestDto,
  PromoCodeApplyRequestDto,
  PromoCodeCheckDto,
  CartInfoDto,
  CartListDto,
  CartRemoveRequestDto,
  CartUpdateRequestDto,
  CartWriteResultDto,
} from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { chooseDelivery } from './choose-delivery';
import { DELIVERY_KEYS } from './delivery-options';
import { applyPromoCode, cancelPromoCode, checkPromoCode } from './promo-code';
import { addCartItem, clearCart, MAX_QUANTITY, removeCartItem, updateCartItem } from './change-cart';
import { addCartGift, getCartGifts, removeCartGift } from './cart-gifts';
import { chooseBonuses, MAX_BONUS_WISH } from './choose-bonuses';
import { getCartInfo } from './get-cart-info';
import { listCart } from './list-cart';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;

const cartInfoProperties = {
  currency: { type: 'string', enum: ['RUB'] },
  count: { type: 'integer', description: 'Сколько штук в корзине (без подарков)' },
  discount: { type: 'number' },
  priceDefault: { type: 'number', description: 'Цена товаров без скидок' },
  deliveryCost: { type: 'number' },
  priceFinal: { type: 'number', description: 'К оплате' },
  bonuses: { type: 'integer' },
  bonuses_available: { type: 'integer', description: 'Бонусов на счёте покупателя' },
  bonuses_spendable: { type: 'integer', description: 'Сколько бонусов можно списать на эту корзину: не больше баланса и 30 % товаров после промокода' },
  bonuses_receive: { type: 'integer' },
  promo_code: { type: ['string', 'null'] },
} as const;

const cartListProperties = {
  items: { type: 'array', items: { $ref: 'CartItem#' } },
  statuses: {
    type: 'object',
    required: ['gifts_available', 'gifts_added', 'out_of_stock'],
    properties: {
      gifts_available: { type: 'boolean' },
      gifts_added: { type: 'boolean' },
      out_of_stock: { type: 'array', items: { type: 'string' }, description: 'Названия товаров, которых нет в наличии' },
    },
  },
} as const;

const writeResult = {
  type: 'object',
  description: 'Новые итоги корзины (как в /api/cart/info), её строки и что стало с товаром',
  required: [...Object.keys(cartInfoProperties), ...Object.keys(cartListProperties), 'product_id', 'amount', 'clamped', 'available', 'notice'],
  properties: {
    ...cartInfoProperties,
    ...cartListProperties,
    product_id: { type: ['integer', 'null'] },
    amount: { type: 'integer', description: 'Сколько штук товара теперь в корзине' },
    clamped: { type: 'boolean', description: 'Просили больше, чем есть: количество уменьшено до остатка' },
    available: { type: ['integer', 'null'], description: 'Остаток товара' },
    notice: { type: ['string', 'null'], description: 'Сообщение для покупателя' },
  },
} as const;

const writeResponses = { ...withAuthErrors({ 200: writeResult }), 409: errorRef } as const;

const cartInfoSchema = { type: 'object', required: Object.keys(cartInfoProperties), properties: cartInfoProperties } as const;
const promoCode = { type: 'string', minLength: 1, maxLength: 64, description: 'Промокод; регистр и пробелы по краям не важны' } as const;

const productId = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'Товар' } as const;
const quantity = { type: 'integer', minimum: 0, maximum: MAX_QUANTITY } as const;

/** The caller's cart: totals, lines and writes. Every write answers the whole new cart. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts, promos } = app.repositories;
  const repositories = { cart, accounts, promos };
  // Scoped to this module: JSON bodies keep their types ("3" is not a quantity).
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get<{ Reply: CartInfoDto }>(
    '/api/cart/info',
    {
      schema: {
        tags: ['cart'],
        summary: 'Итоги корзины гостя или покупателя (деньги в рублях)',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'object', required: Object.keys(cartInfoProperties), properties: cartInfoProperties } }),
      },
    },
    async (request) => getCartInfo(repositories, request.identity),
  );

  app.get<{ Reply: CartListDto }>(
    '/api/cart/list',
    {
      schema: {
        tags: ['cart'],
        summary: 'Строки корзины: карточки товаров, количество, суммы строк и статусы',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'object', required: Object.keys(cartListProperties), properties: cartListProperties } }),
      },
    },
    async (request) => listCart(repositories, request.identity),
  );

  app.post<{ Body: CartAddRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Положить товар в корзину (к тому, что уже есть)',
        description: 'Больше остатка — уменьшается до остатка (clamped). Товара нет в наличии — 409.',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['product_id'],
          additionalProperties: false,
          properties: { product_id: productId, quantity: { ...quantity, default: 1 } },
        },
        response: writeResponses,
      },
    },
    async (request) => addCartItem(repositories, request.identity, request.body.product_id, request.body.quantity ?? 1),
  );

  app.post<{ Body: CartUpdateRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'Задать количество товара в корзине; 0 — убрать',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['product_id', 'quantity'],
          additionalProperties: false,
          properties: { product_id: productId, quantity },
        },
        response: writeResponses,
      },
    },
    async (request) => updateCartItem(repositories, request.identity, request.body.product_id, request.body.quantity),
  );

  app.post<{ Body: CartRemoveRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Убрать товар из корзины (quantityNew 0 или нет) или оставить quantityNew штук',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['product_id'],
          additionalProperties: false,
          properties: { product_id: productId, quantityNew: quantity },
        },
        response: writeResponses,
      },
    },
    async (request) => removeCartItem(repositories, request.identity, request.body.product_id, request.body.quantityNew),
  );

  app.post<{ Reply: CartWriteResultDto }>(
    '/api/cart/clear',
    {
      schema: { tags: ['cart'], summary: 'Очистить корзину', querystring: langOnly, response: writeResponses },
    },
    async (request) => clearCart(repositories, request.identity),
  );

  app.get<{ Params: { code: string }; Reply: PromoCodeCheckDto }>(
    '/api/cart/promocode/:code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Проверить промокод для корзины: legit или причина отказа в detail',
        params: { type: 'object', required: ['code'], properties: { code: promoCode } },
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'object',
            required: ['legit'],
            properties: { legit: { type: 'boolean' }, detail: { type: 'string', description: 'Почему промокод не подходит' } },
          },
        }),
      },
    },
    async (request) => checkPromoCode(repositories, request.identity, request.params.code),
  );

  app.post<{ Body: PromoCodeApplyRequestDto; Reply: CartInfoDto }>(
    '/api/cart/promocode',
    {
      schema: {
        tags: ['cart'],
        summary: 'Применить промокод к корзине (только подходящий; иначе 409 с причиной)',
        description: 'Сбрасывает выбранные бонусы.',
        querystring: langOnly,
        body: { type: 'object', required: ['promo_code'], additionalProperties: false, properties: { promo_code: promoCode } },
        response: { ...withAuthErrors({ 200: cartInfoSchema }), 409: errorRef },
      },
    },
    async (request) => applyPromoCode(repositories, request.identity, request.body.promo_code),
  );

  app.delete<{ Reply: CartInfoDto }>(
    '/api/cart/promocode',
    {
      schema: {
        tags: ['cart'],
        summary: 'Отменить промокод; выбранные бонусы тоже сбрасываются',
        querystring: langOnly,
        response: withAuthErrors({ 200: cartInfoSchema }),
      },
    },
    async (request) => cancelPromoCode(repositories, request.identity),
  );

  app.post<{ Body: CartDeliveryRequestDto; Reply: CartInfoDto }>(
    '/api/cart/delivery',
    {
      schema: {
        tags: ['cart'],
        summary: 'Выбрать способ доставки; цену сервер считает сам и сверяет с показанной',
        description: 'Другая цена — 409 с верной в сообщении. Выбранные бонусы сбрасываются.',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['delivery_key', 'delivery_price'],
          additionalProperties: false,
          properties: {
            delivery_key: { type: 'string', enum: [...DELIVERY_KEYS] },
            delivery_price: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'Цена, которую видел покупатель, в рублях' },
          },
        },
        response: { ...withAuthErrors({ 200: cartInfoSchema }), 409: errorRef },
      },
    },
    async (request) =>
      chooseDelivery(repositories, request.identity, { deliveryKey: request.body.delivery_key, deliveryPrice: request.body.delivery_price }),
  );

  app.post<{ Body: CartBonusesRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/bonuses',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['cart'],
        summary: 'Оплатить часть заказа бонусными баллами (нужен вход); 0 — отказаться',
        description:
          'Сервер хранит пожелание и при каждом расчёте ограничивает его балансом и долей суммы товаров, которую можно оплатить баллами; ' +
          'clamped и notice говорят, что баллов списано меньше, чем просили. Сбрасывается при смене промокода или способа доставки.',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['bonuses'],
          additionalProperties: false,
          properties: { bonuses: { type: 'integer', minimum: 0, maximum: MAX_BONUS_WISH, description: 'Сколько баллов списать' } },
        },
        response: writeResponses,
      },
    },
    async (request) => chooseBonuses(repositories, request.identity, request.body.bonuses),
  );

  app.get<{ Reply: CartGiftsDto }>(
    '/api/cart/gifts',
    {
      schema: {
        tags: ['cart'],
        summary: 'Акция с подарками: порог, сколько осталось добрать и подарки на выбор',
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'object',
            required: ['promotion', 'available', 'limit', 'items'],
            properties: {
              promotion: {
                type: ['object', 'null'],
                required: ['id', 'title', 'threshold', 'remaining'],
                properties: {
                  id: { type: 'integer' },
                  title: { type: 'string' },
                  threshold: { type: 'number', description: 'С какой суммы товаров (после скидок и промокода) можно выбрать подарок, в рублях' },
                  remaining: { type: 'number', description: 'Сколько ещё добавить, в рублях; 0 — корзина подходит' },
                },
              },
              available: { type: 'boolean', description: 'Подарок можно выбрать сейчас' },
              limit: { type: 'integer', description: 'Сколько подарков может быть в корзине' },
              items: {
                type: 'array',
                items: { allOf: [{ $ref: 'Product#' }, { type: 'object', required: ['chosen'], properties: { chosen: { type: 'boolean' } } }] },
              },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCartGifts(repositories, request.identity);
    },
  );

  const giftBody = { type: 'object', required: ['product_id'], additionalProperties: false, properties: { product_id: productId } } as const;

  app.post<{ Body: CartGiftRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/gift/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Выбрать подарок (один на корзину: новый заменяет прежний)',
        description: 'Только товар идущей акции, в наличии, и только когда сумма товаров достигла порога; иначе 409 с причиной.',
        querystring: langOnly,
        body: giftBody,
        response: writeResponses,
      },
    },
    async (request) => addCartGift(repositories, request.identity, request.body.product_id),
  );

  app.post<{ Body: CartGiftRequestDto; Reply: CartWriteResultDto }>(
    '/api/cart/gift/remove',
    {
      schema: { tags: ['cart'], summary: 'Убрать подарок из корзины', querystring: langOnly, body: giftBody, response: writeResponses },
    },
    async (request) => removeCartGift(repositories, request.identity, request.body.product_id),
  );
}
