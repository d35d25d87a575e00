import type { Database, Queryable } from '../../db/database';
import { cartWriterOn, type CartWriter } from '../cart/cart-repository';
import { bonusLedgerOn } from '../bonuses/bonuses-repository';

/** A placed order; money in kopecks. */
export interface OrderRecord {
  id: number;
  status: 'new' | 'paid' | 'assembling' | 'shipped' | 'delivered' | 'cancelled';
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
  created_at: Date;
}

/** A line of a placed order. */
export interface OrderItemRecord {
  product_id: number;
  title: string;
  quantity: number;
  price_kopecks: number;
  is_gift: boolean;
}

/** What a new order row holds. */
export type NewOrder = Omit<OrderRecord, 'id' | 'status' | 'created_at'> & {
  account_id: number;
  idempotency_key: string;
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  inn: string | null;
};

/** Everything an order placement reads and writes, inside one transaction. */
export interface OrderWriter {
  cart: CartWriter;
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

/** Orders; placement goes through {@link OrdersRepository.transaction}. */
export interface OrdersRepository {
  transaction<T>(fn: (tx: OrderWriter) => Promise<T>): Promise<T>;
}

const ORDER_COLUMNS = `id, status, delivery_key, payment_key, promo_code, goods_kopecks::float8 AS goods_kopecks,
  price_default_kopecks::float8 AS price_default_kopecks, promo_discount_kopecks::float8 AS promo_discount_kopecks,
  bonuses_spent, delivery_kopecks::float8 AS delivery_kopecks, total_kopecks::float8 AS total_kopecks, bonuses_receive, created_at`;

function writer(tx: Queryable): OrderWriter {
  return {
    cart: cartWriterOn(tx),
    async findOrderByKey(accountId, idempotencyKey) {
      const { rows } = await tx.query<OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE account_id = $1 AND idempotency_key = $2`, [
        accountId,
        idempotencyKey,
      ]);
      return rows[0] ?? null;
    },
    async listOrderItems(orderId) {
      const { rows } = await tx.query<OrderItemRecord>(
        'SELECT product_id, title, quantity, price_kopecks, is_gift FROM order_items WHERE order_id = $1 ORDER BY is_gift, product_id',
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
                             total_kopecks, bonuses_receive)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          order.account_id, order.idempotency_key, order.full_name, order.phone, order.email, order.comment, order.inn, order.payment_key,
          order.delivery_key, order.promo_code, order.goods_kopecks, order.price_default_kopecks, order.promo_discount_kopecks,
          order.bonuses_spent, order.delivery_kopecks, order.total_kopecks, order.bonuses_receive,
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

/** Creates the repository over the database. */
export function createOrdersRepository(db: Database): OrdersRepository {
  return { transaction: (fn) => db.transaction((tx) => fn(writer(tx))) };
}
