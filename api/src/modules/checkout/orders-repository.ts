import type { DeliveryAddressDto, OrderStatusDto, PickupPointDto } from 'api-contracts';
import type { Database, Queryable } from '../../db/database';
import { addressBookOn, type AddressBook } from '../addresses/index';
import { createCitiesRepository, type CityRecord } from '../cities/index';
import { databasePickupPoints, type PickupPointProvider } from '../addresses/index';
import { cartWriterOn, type CartWriter, type GiftCheck } from '../cart/index';
import { createConsentsRepository, type ConsentsRepository } from '../consents/index';
import { bonusLedgerOn } from '../bonuses/index';

/** A placed order; money in kopecks. */
export interface OrderRecord {
  id: number;
  account_id: number;
  status: OrderStatusDto;
  delivery_key: string;
  payment_key: string;
  promo_code: string | null;
  goods_kopecks: number;
  price_default_kopecks: number;
  promo_discount_kopecks: number;
  bonuses_spent: number;
  delivery_kopecks: number;
  total_kopecks: number;
  bonuses_receive: number;
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  /** The postal service's id of the chosen delivery (orders sent by post only). */
  delivery_service_id: string | null;
  /** The courier's address as it was at the moment of the order; null for pickup. */
  delivery_address: DeliveryAddressDto | null;
  /** The pickup point as it was at the moment of the order; null unless `post_pickup`. */
  pickup_point: PickupPointDto | null;
  created_at: Date;
}

/** A line of a placed order. */
export interface OrderItemRecord {
  product_id: number;
  title: string;
  quantity: number;
  price_kopecks: number;
  is_gift: boolean;
  /** The product's page and first picture now; null when the product is gone. */
  full_slug: string | null;
  picture: string | null;
}

/** What a new order row holds. */
export type NewOrder = Omit<OrderRecord, 'id' | 'status' | 'created_at'> & {
  idempotency_key: string;
  inn: string | null;
};

/** Everything an order placement reads and writes, inside one transaction. */
export interface OrderWriter {
  cart: CartWriter;
  /** Consents given with the order, stored in its transaction. */
  consents: ConsentsRepository;
  /** The customer's address book, written in the order's transaction. */
  addresses: AddressBook;
  pickupPoints: PickupPointProvider;
  /** The city the customer chose (else the shop's own) and the shop's own city. */
  deliveryCities(accountId: number): Promise<{ chosen: CityRecord | null; main: CityRecord | null }>;
  findOrderByKey(accountId: number, idempotencyKey: string): Promise<OrderRecord | null>;
  listOrderItems(orderId: number): Promise<OrderItemRecord[]>;
  bonusBalance(accountId: number): Promise<number>;
  /** Takes bonus points off the balance for the order (an `order_spent` ledger row); false when the balance is smaller. */
  spendBonuses(accountId: number, points: number, orderId: number): Promise<boolean>;
  insertOrder(order: NewOrder): Promise<number>;
  /** Takes units off the stock only if that many remain; false otherwise (nothing changes). */
  takeStock(productId: number, quantity: number): Promise<boolean>;
  /** Adds a line with the product's title of this moment. */
  insertOrderItem(orderId: number, line: { productId: number; quantity: number; priceKopecks: number; oldPriceKopecks: number | null; isGift: boolean }): Promise<void>;
}

/** Reads of placed orders, always of one account. */
export interface OrderReads {
  /** The account's order; null for an unknown id or another customer's order. */
  findOrder(accountId: number, orderId: number): Promise<OrderRecord | null>;
  /** Any order by its id, for the shop's own work (a letter after a payment); never for a customer's request. */
  findOrderById(orderId: number): Promise<OrderRecord | null>;
  /** The account's newest order; null when it has none. */
  findLastOrder(accountId: number): Promise<OrderRecord | null>;
  /** The account's orders, newest first. */
  listOrders(accountId: number, limit: number, offset: number): Promise<OrderRecord[]>;
  countOrders(accountId: number): Promise<number>;
  /** Lines of several orders at once (gifts last within an order). */
  listItemsOfOrders(orderIds: number[]): Promise<Array<OrderItemRecord & { order_id: number }>>;
  /** Status changes of several orders at once, oldest first (migration 0021). */
  listStatusHistory(orderIds: number[]): Promise<Array<{ order_id: number; status: OrderStatusDto; changed_at: Date }>>;
}

/** Orders; placement goes through {@link OrdersRepository.transaction}. */
export interface OrdersRepository extends OrderReads {
  transaction<T>(fn: (tx: OrderWriter) => Promise<T>): Promise<T>;
}

const ORDER_COLUMNS = `id, account_id, status, delivery_key, payment_key, promo_code, goods_kopecks::float8 AS goods_kopecks,
  price_default_kopecks::float8 AS price_default_kopecks, promo_discount_kopecks::float8 AS promo_discount_kopecks,
  bonuses_spent, delivery_kopecks::float8 AS delivery_kopecks, total_kopecks::float8 AS total_kopecks, bonuses_receive,
  full_name, phone, email, comment, delivery_service_id, delivery_address, pickup_point, created_at`;

const ITEM_COLUMNS = `i.product_id, i.title, i.quantity, i.price_kopecks, i.is_gift, p.full_slug,
  (SELECT im.url FROM product_images im WHERE im.product_id = i.product_id ORDER BY im.position LIMIT 1) AS picture`;

/** The reads over the database or an open transaction. */
export function orderReadsOn(db: Queryable): OrderReads {
  return {
    async findOrder(accountId, orderId) {
      const { rows } = await db.query<OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1 AND account_id = $2`, [orderId, accountId]);
      return rows[0] ?? null;
    },
    async findOrderById(orderId) {
      const { rows } = await db.query<OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
      return rows[0] ?? null;
    },
    async findLastOrder(accountId) {
      const { rows } = await db.query<OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [
        accountId,
      ]);
      return rows[0] ?? null;
    },
    async listOrders(accountId, limit, offset) {
      // orders_account_idx (account_id, created_at DESC) serves the order and the page.
      const { rows } = await db.query<OrderRecord>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [accountId, limit, offset],
      );
      return rows;
    },
    async countOrders(accountId) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE account_id = $1', [accountId]);
      return rows[0].n;
    },
    async listStatusHistory(orderIds) {
      if (orderIds.length === 0) return [];
      const { rows } = await db.query<{ order_id: number; status: OrderStatusDto; changed_at: Date }>(
        // The customer sees each change of status once: a row that keeps the status (1C correcting the
        // lines, written for the operators) is not one.
        `SELECT order_id, status, changed_at FROM (
           SELECT order_id, status, changed_at, id, lag(status) OVER (PARTITION BY order_id ORDER BY id) AS before
           FROM order_status_history WHERE order_id = ANY($1::int[])
         ) h WHERE before IS DISTINCT FROM status ORDER BY order_id, id`,
        [orderIds],
      );
      return rows;
    },
    async listItemsOfOrders(orderIds) {
      if (orderIds.length === 0) return [];
      const { rows } = await db.query<OrderItemRecord & { order_id: number }>(
        `SELECT i.order_id, ${ITEM_COLUMNS} FROM order_items i LEFT JOIN products p ON p.id = i.product_id
         WHERE i.order_id = ANY($1::int[]) ORDER BY i.order_id, i.is_gift, i.product_id`,
        [orderIds],
      );
      return rows;
    },
  };
}

function writer(tx: Queryable, giftCheck: GiftCheck): OrderWriter {
  return {
    cart: cartWriterOn(tx, giftCheck),
    consents: createConsentsRepository(tx),
    addresses: addressBookOn(tx),
    pickupPoints: databasePickupPoints(tx),
    async deliveryCities(accountId) {
      const cities = createCitiesRepository(tx);
      const [chosen, main] = await Promise.all([cities.findChosen({ accountId }), cities.findMain()]);
      return { chosen: chosen ?? main, main };
    },
    async findOrderByKey(accountId, idempotencyKey) {
      const { rows } = await tx.query<OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = $1 AND idempotency_key = $2`, [
        accountId,
        idempotencyKey,
      ]);
      return rows[0] ?? null;
    },
    async listOrderItems(orderId) {
      const { rows } = await tx.query<OrderItemRecord>(
        `SELECT ${ITEM_COLUMNS} FROM order_items i LEFT JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 ORDER BY i.is_gift, i.product_id`,
        [orderId],
      );
      return rows;
    },
    async bonusBalance(accountId) {
      const { rows } = await tx.query<{ bonus_balance: number }>('SELECT bonus_balance FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
      return rows[0]?.bonus_balance ?? 0;
    },
    async spendBonuses(accountId, points, orderId) {
      return (await bonusLedgerOn(tx).post(accountId, -points, 'order_spent', orderId)) !== null;
    },
    async insertOrder(order) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO orders (account_id, idempotency_key, full_name, phone, email, comment, inn, payment_key, delivery_key, promo_code,
                             goods_kopecks, price_default_kopecks, promo_discount_kopecks, bonuses_spent, delivery_kopecks,
                             total_kopecks, bonuses_receive, delivery_service_id, delivery_address, pickup_point)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20::jsonb) RETURNING id`,
        [
          order.account_id, order.idempotency_key, order.full_name, order.phone, order.email, order.comment, order.inn, order.payment_key,
          order.delivery_key, order.promo_code, order.goods_kopecks, order.price_default_kopecks, order.promo_discount_kopecks,
          order.bonuses_spent, order.delivery_kopecks, order.total_kopecks, order.bonuses_receive, order.delivery_service_id,
          order.delivery_address === null ? null : JSON.stringify(order.delivery_address),
          order.pickup_point === null ? null : JSON.stringify(order.pickup_point),
        ],
      );
      return rows[0].id;
    },
    async takeStock(productId, quantity) {
      const result = await tx.query('UPDATE products SET quantity = quantity - $2 WHERE id = $1 AND quantity >= $2', [productId, quantity]);
      return result.rowCount === 1;
    },
    async insertOrderItem(orderId, line) {
      await tx.query(
        `INSERT INTO order_items (order_id, product_id, title, quantity, price_kopecks, old_price_kopecks, is_gift)
         SELECT $1, p.id, p.title, $3, $4, $5, $6 FROM products p WHERE p.id = $2`,
        [orderId, line.productId, line.quantity, line.priceKopecks, line.oldPriceKopecks, line.isGift],
      );
    },
  };
}

/** Creates the repository over the database; `giftCheck` is the cart's gift rule, which the order's cart writes follow. */
export function createOrdersRepository(db: Database, giftCheck: GiftCheck): OrdersRepository {
  return { ...orderReadsOn(db), transaction: (fn) => db.transaction((tx) => fn(writer(tx, giftCheck))) };
}
