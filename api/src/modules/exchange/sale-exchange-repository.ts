import type { DeliveryAddressDto, OrderStatusDto, PickupPointDto } from 'api-contracts';
import type { Queryable } from '../../db/database';

/**
 * The SQL of the orders' exchange with 1C (`type=sale`, ADR 0018): the orders 1C has not seen yet, what a
 * query handed over, and the corrections 1C sends back. Moves of status go through the order life cycle.
 */

/** An order as it is exported to 1C. */
export interface ExportOrderRecord {
  id: number;
  account_id: number;
  status: OrderStatusDto;
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  inn: string | null;
  payment_key: string;
  delivery_key: string;
  promo_code: string | null;
  promo_discount_kopecks: number;
  bonuses_spent: number;
  delivery_kopecks: number;
  total_kopecks: number;
  delivery_address: DeliveryAddressDto | null;
  pickup_point: PickupPointDto | null;
  paid: boolean;
  created_at: Date;
  updated_at: Date;
  /** updated_at to the microsecond (a JavaScript date keeps milliseconds only). */
  updated_text: string;
}

/** A line of an order, with the product's ids in 1C's terms. */
export interface ExportItemRecord {
  order_id: number;
  product_id: number;
  external_id: string | null;
  vendor_code: string | null;
  title: string;
  quantity: number;
  price_kopecks: number;
  is_gift: boolean;
}

const ITEM_COLUMNS = 'i.order_id, i.product_id, p.external_id, p.vendor_code, i.title, i.quantity, i.price_kopecks, i.is_gift';

/** Orders new or changed since they were last exported, oldest change first, at most `limit`. */
export async function listOrdersToExport(db: Queryable, limit: number): Promise<ExportOrderRecord[]> {
  const { rows } = await db.query<ExportOrderRecord>(
    `SELECT o.id, o.account_id, o.status, o.full_name, o.phone, o.email, o.comment, o.inn, o.payment_key, o.delivery_key, o.promo_code,
            o.promo_discount_kopecks::float8 AS promo_discount_kopecks, o.bonuses_spent, o.delivery_kopecks::float8 AS delivery_kopecks,
            o.total_kopecks::float8 AS total_kopecks, o.delivery_address, o.pickup_point, o.created_at, o.updated_at, o.updated_at::text AS updated_text,
            (o.status = 'paid' OR EXISTS (SELECT 1 FROM payments pm WHERE pm.order_id = o.id AND pm.status = 'succeeded')) AS paid
     FROM orders o WHERE o.exported_at IS NULL OR o.updated_at > o.exported_at
     ORDER BY o.updated_at, o.id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** The lines of these orders, paid lines before gifts. */
export async function listExportItems(db: Queryable, orderIds: number[]): Promise<ExportItemRecord[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<ExportItemRecord>(
    `SELECT ${ITEM_COLUMNS} FROM order_items i JOIN products p ON p.id = i.product_id
     WHERE i.order_id = ANY($1::int[]) ORDER BY i.order_id, i.is_gift, i.product_id`,
    [orderIds],
  );
  return rows;
}

/** Remembers the orders (at the `updated_at` they had) a session's query handed to 1C, instead of the last query's. */
export async function rememberExport(tx: Queryable, sessionId: number, orders: Array<{ id: number; updatedText: string }>): Promise<void> {
  await tx.query('DELETE FROM exchange_order_exports WHERE session_id = $1', [sessionId]);
  if (orders.length === 0) return;
  await tx.query(
    'INSERT INTO exchange_order_exports (session_id, order_id, updated_at) SELECT $1, id, updated_at FROM unnest($2::int[], $3::timestamptz[]) AS t(id, updated_at)',
    [sessionId, orders.map((order) => order.id), orders.map((order) => order.updatedText)],
  );
}

/** Marks the orders of a session's last query exported at the `updated_at` they had then, and forgets the query. */
export async function markExportedOrders(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query(
    `UPDATE orders o SET exported_at = e.updated_at FROM exchange_order_exports e
     WHERE e.session_id = $1 AND e.order_id = o.id AND o.exported_at IS DISTINCT FROM e.updated_at`,
    [sessionId],
  );
  await tx.query('DELETE FROM exchange_order_exports WHERE session_id = $1', [sessionId]);
}

/** An order 1C names: its way of delivery and status; null when the shop has none of that id. */
export async function findExchangeOrder(db: Queryable, orderId: number): Promise<{ id: number; delivery_key: string; status: OrderStatusDto } | null> {
  const { rows } = await db.query<{ id: number; delivery_key: string; status: OrderStatusDto }>('SELECT id, delivery_key, status FROM orders WHERE id = $1', [orderId]);
  return rows[0] ?? null;
}

/** An order's current status; null for an unknown order. */
export async function orderStatus(db: Queryable, orderId: number): Promise<OrderStatusDto | null> {
  const { rows } = await db.query<{ status: OrderStatusDto }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  return rows[0]?.status ?? null;
}

/** What 1C sent about an order it knows: not exported again for this change. */
export async function markKnownToOneC(db: Queryable, orderId: number): Promise<void> {
  await db.query('UPDATE orders SET exported_at = updated_at WHERE id = $1', [orderId]);
}

/** A line of an order with what it holds of the stock (`taken_quantity`, migration 0029). */
export interface OrderLineRecord extends ExportItemRecord {
  taken_quantity: number;
}

/** An order's status and total, the order locked until the transaction ends; null for an unknown order. */
export async function lockOrder(tx: Queryable, orderId: number): Promise<{ status: OrderStatusDto; total_kopecks: number } | null> {
  const { rows } = await tx.query<{ status: OrderStatusDto; total_kopecks: number }>(
    'SELECT status, total_kopecks::float8 AS total_kopecks FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return rows[0] ?? null;
}

/** An order's lines, locked until the transaction ends, by product id (the order checkout locks products in). */
export async function lockOrderItems(tx: Queryable, orderId: number): Promise<OrderLineRecord[]> {
  const { rows } = await tx.query<OrderLineRecord>(
    `SELECT ${ITEM_COLUMNS}, i.taken_quantity FROM order_items i JOIN products p ON p.id = i.product_id
     WHERE i.order_id = $1 ORDER BY i.product_id FOR UPDATE OF i`,
    [orderId],
  );
  return rows;
}

/** Takes `units` more of a product's stock for a line, only if that many are there; false when they are not. */
export async function takeLineStock(tx: Queryable, orderId: number, productId: number, units: number): Promise<boolean> {
  const taken = await tx.query('UPDATE products SET quantity = quantity - $2 WHERE id = $1 AND quantity >= $2', [productId, units]);
  if (taken.rowCount !== 1) return false;
  await tx.query('UPDATE order_items SET taken_quantity = taken_quantity + $3 WHERE order_id = $1 AND product_id = $2', [orderId, productId, units]);
  return true;
}

/** Gives `units` of what a line took back to the product's stock. */
export async function returnLineStock(tx: Queryable, orderId: number, productId: number, units: number): Promise<void> {
  await tx.query('UPDATE products SET quantity = quantity + $2 WHERE id = $1', [productId, units]);
  await tx.query('UPDATE order_items SET taken_quantity = taken_quantity - $3 WHERE order_id = $1 AND product_id = $2', [orderId, productId, units]);
}

/** A product's stock now (for 1C's note when a raised line cannot be served). */
export async function productStock(tx: Queryable, productId: number): Promise<number> {
  const { rows } = await tx.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [productId]);
  return rows[0]?.quantity ?? 0;
}

/** Removes a line 1C left out of the order (what it took was given back before). */
export async function removeOrderItem(tx: Queryable, orderId: number, productId: number): Promise<void> {
  await tx.query('DELETE FROM order_items WHERE order_id = $1 AND product_id = $2', [orderId, productId]);
}

/** Sets a line's quantity and price as 1C corrected them. */
export async function correctOrderItem(tx: Queryable, orderId: number, productId: number, quantity: number, priceKopecks: number): Promise<void> {
  await tx.query('UPDATE order_items SET quantity = $3, price_kopecks = $4 WHERE order_id = $1 AND product_id = $2', [orderId, productId, quantity, priceKopecks]);
}

/** Sets the order's total as 1C computed it after its corrections; the order counts as changed. */
export async function setOrderTotal(tx: Queryable, orderId: number, totalKopecks: number): Promise<void> {
  await tx.query('UPDATE orders SET total_kopecks = $2, updated_at = now() WHERE id = $1', [orderId, totalKopecks]);
}

/**
 * Writes a change 1C made to an order's lines into the order's history (`order_status_history`, at its
 * current status, by the exchange, with the change in words), where operators read every change of an order.
 */
export async function recordOrderChange(tx: Queryable, orderId: number, actor: string, comment: string): Promise<void> {
  await tx.query(
    "INSERT INTO order_status_history (order_id, status, source, actor, comment) SELECT id, status, 'exchange', $2, $3 FROM orders WHERE id = $1",
    [orderId, actor, comment],
  );
}
