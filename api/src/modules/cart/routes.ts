import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cartRoutes as shapes } from 'contracts';
import { requireAccount } from '../../plugins/identity';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langOnly, withAuthErrors, withErrors } from '../../shared/schemas';
import { chooseDelivery } from './choose-delivery';
import { applyPromoCode, cancelPromoCode, checkPromoCode } from './promo-code';
import { addCartItem, clearCart, removeCartItem, updateCartItem } from './change-cart';
import { addCartGift, getCartGifts, removeCartGift } from './cart-gifts';
import { chooseBonuses } from './choose-bonuses';
import { getCartInfo } from './get-cart-info';
import { listCart } from './list-cart';

/** The answers of a write: the new cart, or a refusal (409: out of stock, not a gift of the promotion…). */
function writeResponses<T>(answer: T) {
  return { ...withAuthErrors({ 200: answer }), 409: errorRef } as const;
}

/** The caller's cart: totals, lines and writes. Every write answers the whole new cart. */
export async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { cart, accounts, promos } = app.repositories;
  const repositories = { cart, accounts, promos };
  // Scoped to this module: JSON bodies keep their types ("3" is not a quantity).
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get(
    '/api/cart/info',
    {
      schema: {
        tags: ['cart'],
        summary: 'Итоги корзины гостя или покупателя (деньги в рублях)',
        querystring: langOnly,
        response: withErrors({ 200: shapes['GET /cart/info'].response }),
      },
    },
    async (request) => getCartInfo(repositories, request.identity),
  );

  app.get(
    '/api/cart/list',
    {
      schema: {
        tags: ['cart'],
        summary: 'Строки корзины: карточки товаров, количество, суммы строк и статусы',
        querystring: langOnly,
        response: withErrors({ 200: shapes['GET /cart/list'].response }),
      },
    },
    async (request) => listCart(repositories, request.identity),
  );

  app.post(
    '/api/cart/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Положить товар в корзину (к тому, что уже есть)',
        description: 'Больше остатка — уменьшается до остатка (clamped). Товара нет в наличии — 409.',
        querystring: langOnly,
        body: shapes['POST /cart/add'].body,
        response: writeResponses(shapes['POST /cart/add'].response),
      },
    },
    async (request) => addCartItem(repositories, request.identity, request.body.product_id, request.body.quantity ?? 1),
  );

  app.post(
    '/api/cart/update',
    {
      schema: {
        tags: ['cart'],
        summary: 'Задать количество товара в корзине; 0 — убрать',
        querystring: langOnly,
        body: shapes['POST /cart/update'].body,
        response: writeResponses(shapes['POST /cart/update'].response),
      },
    },
    async (request) => updateCartItem(repositories, request.identity, request.body.product_id, request.body.quantity),
  );

  app.post(
    '/api/cart/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Убрать товар из корзины (quantityNew 0 или нет) или оставить quantityNew штук',
        querystring: langOnly,
        body: shapes['POST /cart/remove'].body,
        response: writeResponses(shapes['POST /cart/remove'].response),
      },
    },
    async (request) => removeCartItem(repositories, request.identity, request.body.product_id, request.body.quantityNew),
  );

  app.post(
    '/api/cart/clear',
    {
      schema: {
        tags: ['cart'],
        summary: 'Очистить корзину',
        querystring: langOnly,
        response: writeResponses(shapes['POST /cart/clear'].response),
      },
    },
    async (request) => clearCart(repositories, request.identity),
  );

  app.get(
    '/api/cart/promocode/:code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Проверить промокод для корзины: legit или причина отказа в detail',
        params: shapes['GET /cart/promocode/{code}'].params,
        querystring: langOnly,
        response: withErrors({ 200: shapes['GET /cart/promocode/{code}'].response }),
      },
    },
    async (request) => checkPromoCode(repositories, request.identity, request.params.code),
  );

  app.post(
    '/api/cart/promocode',
    {
      schema: {
        tags: ['cart'],
        summary: 'Применить промокод к корзине (только подходящий; иначе 409 с причиной)',
        description: 'Сбрасывает выбранные бонусы.',
        querystring: langOnly,
        body: shapes['POST /cart/promocode'].body,
        response: writeResponses(shapes['POST /cart/promocode'].response),
      },
    },
    async (request) => applyPromoCode(repositories, request.identity, request.body.promo_code),
  );

  app.delete(
    '/api/cart/promocode',
    {
      schema: {
        tags: ['cart'],
        summary: 'Отменить промокод; выбранные бонусы тоже сбрасываются',
        querystring: langOnly,
        response: withAuthErrors({ 200: shapes['DELETE /cart/promocode'].response }),
      },
    },
    async (request) => cancelPromoCode(repositories, request.identity),
  );

  app.post(
    '/api/cart/delivery',
    {
      schema: {
        tags: ['cart'],
        summary: 'Выбрать способ доставки; цену сервер считает сам и сверяет с показанной',
        description: 'Другая цена — 409 с верной в сообщении. Выбранные бонусы сбрасываются.',
        querystring: langOnly,
        body: shapes['POST /cart/delivery'].body,
        response: writeResponses(shapes['POST /cart/delivery'].response),
      },
    },
    async (request) =>
      chooseDelivery(repositories, request.identity, { deliveryKey: request.body.delivery_key, deliveryPrice: request.body.delivery_price }),
  );

  app.post(
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
        body: shapes['POST /cart/bonuses'].body,
        response: writeResponses(shapes['POST /cart/bonuses'].response),
      },
    },
    async (request) => chooseBonuses(repositories, request.identity, request.body.bonuses),
  );

  app.get(
    '/api/cart/gifts',
    {
      schema: {
        tags: ['cart'],
        summary: 'Акция с подарками: порог, сколько осталось добрать и подарки на выбор',
        querystring: langOnly,
        response: withErrors({ 200: shapes['GET /cart/gifts'].response }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCartGifts(repositories, request.identity);
    },
  );

  app.post(
    '/api/cart/gift/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Выбрать подарок (один на корзину: новый заменяет прежний)',
        description: 'Только товар идущей акции, в наличии, и только когда сумма товаров достигла порога; иначе 409 с причиной.',
        querystring: langOnly,
        body: shapes['POST /cart/gift/add'].body,
        response: writeResponses(shapes['POST /cart/gift/add'].response),
      },
    },
    async (request) => addCartGift(repositories, request.identity, request.body.product_id),
  );

  app.post(
    '/api/cart/gift/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Убрать подарок из корзины',
        querystring: langOnly,
        body: shapes['POST /cart/gift/remove'].body,
        response: writeResponses(shapes['POST /cart/gift/remove'].response),
      },
    },
    async (request) => removeCartGift(repositories, request.identity, request.body.product_id),
  );
}
