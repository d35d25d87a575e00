import type { FastifyInstance } from 'fastify';
import type { DeliveryFieldsErrorDto, DeliveryListDto, OrderCreateRequestDto, OrderDraftDto, OrderDto, PagedDto } from 'api-contracts';
import { errorBody } from '../../plugins/error-handler';
import { requireAccount } from '../../plugins/identity';
import { deliveryAddressSchema, pickupPointSchema, savedAddressSchema } from '../addresses/index';
import { DeliveryDetailsError } from './delivery-details';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, pagedSchema, withAuthErrors, withErrors } from '../../shared/schemas';
import { DELIVERY_KEYS } from '../cart/index';
import { getOrderDraft } from './get-order-draft';
import { listDelivery } from './list-delivery';
import { getOrderConfirmation, listPersonalOrders, payOrder, sendPaidLetter, submitOrder, type OrderFlowDeps } from './order-flow';
import { ORDER_STATUSES } from './order-messages';

const deliveryOption = {
  type: 'object',
  required: ['key', 'type', 'title', 'address', 'price', 'free_from', 'term'],
  properties: {
    key: { type: 'string', enum: [...DELIVERY_KEYS] },
    type: { type: 'string', enum: ['pickup', 'courier', 'post_pickup', 'post_courier'] },
    title: { type: 'string' },
    address: { type: ['string', 'null'], description: 'Адрес магазина для самовывоза' },
    price: { type: 'number', description: 'Цена для текущей корзины, в рублях' },
    free_from: { type: ['number', 'null'], description: 'С какой суммы товаров бесплатно, в рублях' },
    term: { type: 'string', description: 'Срок' },
  },
} as const;

const money = { type: 'number' } as const;

const orderSchema = {
  type: 'object',
  required: [
    'id', 'number', 'status', 'status_title', 'status_history', 'items', 'delivery_key', 'delivery', 'delivery_address', 'pickup_point', 'payment_key', 'payment', 'full_name', 'phone', 'email', 'comment',
    'promo_code', 'priceDefault', 'discount', 'deliveryCost', 'bonuses', 'priceFinal', 'bonuses_receive', 'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string', description: 'Номер заказа для покупателя: 100000 + id' },
    status: { type: 'string', enum: ORDER_STATUSES },
    status_title: { type: 'string' },
    status_history: {
      type: 'array',
      description: 'Все статусы заказа, от первого к текущему',
      items: {
        type: 'object',
        required: ['status', 'status_title', 'changed_at'],
        properties: { status: { type: 'string', enum: ORDER_STATUSES }, status_title: { type: 'string' }, changed_at: { type: 'string', format: 'date-time' } },
      },
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product_id', 'title', 'quantity', 'price', 'is_gift', 'url', 'preview'],
        properties: {
          product_id: { type: 'integer' },
          title: { type: 'string' },
          quantity: { type: 'integer' },
          price: money,
          is_gift: { type: 'boolean' },
          url: { type: ['string', 'null'] },
          preview: { type: ['string', 'null'] },
        },
      },
    },
    delivery_key: { type: 'string' },
    delivery: {
      type: 'object',
      required: ['key', 'title', 'address', 'term'],
      properties: { key: { type: 'string' }, title: { type: 'string' }, address: { type: ['string', 'null'] }, term: { type: 'string' } },
    },
    delivery_address: { anyOf: [deliveryAddressSchema, { type: 'null' }] },
    pickup_point: { anyOf: [pickupPointSchema, { type: 'null' }] },
    payment_key: { type: 'string' },
    payment: {
      type: 'object',
      required: ['key', 'title', 'status', 'status_title', 'confirmation_url'],
      properties: {
        key: { type: 'string' },
        title: { type: 'string' },
        status: { type: 'string', enum: ['not_required', 'pending', 'succeeded', 'canceled'] },
        status_title: { type: 'string' },
        confirmation_url: { type: ['string', 'null'], description: 'Страница оплаты, пока платёж ожидается' },
      },
    },
    full_name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    comment: { type: 'string' },
    promo_code: { type: ['string', 'null'] },
    priceDefault: money,
    discount: money,
    deliveryCost: money,
    bonuses: { type: 'integer' },
    priceFinal: money,
    bonuses_receive: { type: 'integer' },
    created_at: { type: 'string' },
  },
} as const;

const cartInfo = {
  type: 'object',
  required: ['currency', 'count', 'discount', 'priceDefault', 'deliveryCost', 'priceFinal', 'bonuses', 'bonuses_available', 'bonuses_spendable', 'bonuses_receive', 'promo_code'],
  properties: {
    currency: { type: 'string', enum: ['RUB'] },
    count: { type: 'integer' },
    discount: money,
    priceDefault: money,
    deliveryCost: money,
    priceFinal: money,
    bonuses: { type: 'integer' },
    bonuses_available: { type: 'integer', description: 'Бонусов на счёте покупателя' },
    bonuses_spendable: { type: 'integer', description: 'Сколько бонусов можно списать на эту корзину: не больше баланса и 30 % товаров после промокода' },
    bonuses_receive: { type: 'integer' },
    promo_code: { type: ['string', 'null'] },
  },
} as const;

const deliveryCity = { type: 'object', required: ['id', 'title'], properties: { id: { type: 'integer' }, title: { type: 'string' } } } as const;

const orderDraftSchema = {
  type: 'object',
  required: ['orderList', 'gifts_added', 'availableDelivery', 'paymentInfo', 'presavedDelivery', 'delivery_city', 'courier_city', 'saved_addresses'],
  properties: {
    orderList: { type: 'array', items: { $ref: 'CartItem#' } },
    gifts_added: { type: 'array', items: { $ref: 'CartItem#' } },
    availableDelivery: { type: 'array', items: deliveryOption },
    paymentInfo: {
      type: 'object',
      required: ['methods', 'totals', 'out_of_stock'],
      properties: {
        methods: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key', 'title', 'description', 'online'],
            properties: { key: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, online: { type: 'boolean' } },
          },
        },
        totals: cartInfo,
        out_of_stock: { type: 'array', items: { type: 'string' } },
      },
    },
    presavedDelivery: {
      type: 'object',
      required: ['delivery_key', 'full_name', 'phone', 'email'],
      properties: { delivery_key: { type: ['string', 'null'] }, full_name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' } },
    },
    delivery_city: { anyOf: [deliveryCity, { type: 'null' }], description: 'Город доставки службой: выбранный покупателем, иначе Псков' },
    courier_city: { anyOf: [deliveryCity, { type: 'null' }], description: 'Город курьера магазина' },
    saved_addresses: { type: 'array', items: savedAddressSchema, description: 'Адреса покупателя, последний использованный первым' },
  },
} as const;

/** A 400 of the order whose delivery lacks its place: the API's error shape with a message per field. */
const deliveryFieldsError = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Поле (address.street, address.house, pickup_point_id, …) → текст ошибки' },
  },
} as const;

/** An order id in the address: any text, so that a bad one is a 404 like an unknown one, never a 500. */
const orderIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 40 } } } as const;

/** Delivery, the order page, placing and paying an order, its confirmation and the customer's orders. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts, promos, content, orders, payments, cities, addresses } = app.repositories;
  const flow: OrderFlowDeps = {
    orders,
    paymentReads: payments,
    content,
    payments: app.payments,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const postalServiceIds = app.config.postalServiceIds ?? { pickup: null, courier: null };
  // The short letter of a paid order; a failure is logged by the payment service and changes nothing.
  app.payments.onPaid((orderId) => sendPaidLetter(flow, orderId));
  // Scoped to this module: JSON bodies keep their types.
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  app.get<{ Reply: DeliveryListDto }>(
    '/api/delivery/list',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Способы получения заказа с ценой и сроком для текущей корзины',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['items', 'selected'],
            properties: { items: { type: 'array', items: deliveryOption }, selected: { type: ['string', 'null'] } },
          },
        }),
      },
    },
    async (request) => listDelivery({ cart, accounts, promos, content }, request.identity),
  );

  app.get<{ Reply: OrderDraftDto }>(
    '/api/order',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Страница оформления: строки корзины и подарки, доставка, способы оплаты с итогами, контакты для формы',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({ 200: orderDraftSchema }),
      },
    },
    async (request) => getOrderDraft({ cart, accounts, promos, content, orders, cities, addresses }, request.identity),
  );

  app.post<{ Body: OrderCreateRequestDto; Headers: { 'idempotency-key': string }; Reply: OrderDto | DeliveryFieldsErrorDto }>(
    '/api/order',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Оформить заказ из корзины (только для вошедших); Idempotency-Key — один заказ на ключ',
        description:
          'Цены, скидки и доставку считает сервер. Товара не хватает, промокод не действует, нет доставки — 409, ничего не меняется. ' +
          'promo_code, bonuses, delivery_key и delivery_price — то, что видел покупатель: если корзина с тех пор изменилась — 409 CART_CHANGED. ' +
          'Без согласия на обработку персональных данных — 400. Курьеру нужен адрес, в пункт выдачи — pickup_point_id: без них — 400 DELIVERY_DETAILS_INVALID с текстом по полям в fields, ничего не сохраняется. Онлайн-оплата: в ответе payment.confirmation_url — страница оплаты. ' +
          'Повтор с тем же ключом отвечает 200 и тем же заказом.',
        querystring: { type: 'object', properties: { ...langProperty } },
        headers: {
          type: 'object',
          required: ['idempotency-key'],
          properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' } },
        },
        body: {
          type: 'object',
          required: ['full_name', 'phone', 'email', 'payment_key'],
          additionalProperties: false,
          properties: {
            full_name: { type: 'string', minLength: 2, maxLength: 200, pattern: '\\S' },
            phone: { type: 'string', pattern: '^\\+7 \\(\\d{3}\\) \\d{3}-\\d{2}-\\d{2}$', description: '+7 (###) ###-##-##' },
            email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
            comment: { type: 'string', maxLength: 2000 },
            payment_key: { type: 'string', enum: ['cash', 'card_online', 'sbp'] },
            inn: { type: 'string', pattern: '^(\\d{10}|\\d{12})$', description: 'ИНН организации' },
            promo_code: { type: ['string', 'null'], maxLength: 64, description: 'Промокод, который видел покупатель (null — без промокода)' },
            bonuses: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Сколько бонусов списывалось на странице' },
            delivery_key: { type: 'string', enum: [...DELIVERY_KEYS] },
            delivery_price: { type: 'number', minimum: 0, maximum: 1_000_000, description: 'Цена доставки на странице, в рублях' },
            address: {
              type: 'object',
              maxProperties: 12,
              description: 'Адрес для курьера (courier_city, post_courier): street и house обязательны; flat, entrance, floor, intercom, comment — по желанию. Город — выбранный покупателем (курьер магазина — Псков)',
            },
            pickup_point_id: { type: 'string', maxLength: 64, description: 'Пункт выдачи или постамат (post_pickup), id из GET /api/pickup-points' },
            personal_data_consent: { type: 'boolean', description: 'Согласие на обработку персональных данных; должно быть true' },
          },
        },
        response: { ...withAuthErrors({ 200: orderSchema, 201: orderSchema }), 400: deliveryFieldsError, 409: errorRef },
      },
    },
    async (request, reply) => {
      try {
        const { order, created } = await submitOrder(flow, request.identity, request.headers['idempotency-key'], request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          postalServiceIds,
        });
        return await reply.code(created ? 201 : 200).send(order);
      } catch (error) {
        if (!(error instanceof DeliveryDetailsError)) throw error;
        const body: DeliveryFieldsErrorDto = { ...errorBody(400, error.message), statusCode: 400, code: 'DELIVERY_DETAILS_INVALID', fields: error.fields };
        return reply.code(400).send(body);
      }
    },
  );

  app.post<{ Params: { id: string }; Reply: OrderDto }>(
    '/api/order/:id/pay',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Оплатить неоплаченный онлайн-заказ ещё раз: в ответе новая payment.confirmation_url',
        description: 'Только свой заказ (чужой или неизвестный — 404). Заказ с оплатой при получении или уже оплаченный — 409; платёжный сервис не ответил — 503.',
        params: orderIdParams,
        querystring: { type: 'object', properties: { ...langProperty } },
        response: { ...withAuthErrors({ 200: orderSchema }), 409: errorRef, 503: errorRef },
      },
    },
    async (request) => payOrder(flow, request.identity, request.params.id),
  );

  app.get<{ Params: { id: string }; Reply: OrderDto }>(
    '/api/order-confirm/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Заказ покупателя для страницы подтверждения; пока онлайн-оплата ожидается, её статус уточняется у платёжного сервиса',
        params: orderIdParams,
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withAuthErrors({ 200: orderSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOrderConfirmation(flow, request.identity, request.params.id);
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number }; Reply: PagedDto<OrderDto> }>(
    '/api/personal/orders',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['checkout'],
        summary: 'Заказы покупателя, новые сначала',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          },
        },
        response: withAuthErrors({ 200: pagedSchema(orderSchema) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listPersonalOrders(flow, request.identity, request.query.page, request.query.pageSize);
    },
  );
}
