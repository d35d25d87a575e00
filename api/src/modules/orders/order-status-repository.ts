import type { OrderStatusDto } from 'api-contracts';
import type { Queryable } from '../../db/database';

/** Who writes, as the status history trigger of migration 0021 records it. */
export interface StatusWriter {
  source: string;
  name: string;
  comment?: string;
}

/** Says who writes for the rest of the transaction (read by the history trigger of migration 0021). */
export async function sayWhoWrites(tx: Queryable, writer: StatusWriter): Promise<void> {
  await tx.query("SELECT set_config('shop.actor_source', $1, true), set_config('shop.actor', $2, true), set_config('shop.status_comment', $3, true)", [
    writer.source,
    writer.name.slice(0, 100),
    (writer.comment ?? '').slice(0, 500),
  ]);
}

/** The order's status, its row locked until the transaction ends; null for an unknown order. */
export async function lockOrderStatus(tx: Queryable, orderId: number): Promise<OrderStatusDto | null> {
  const { rows } = await tx.query<{ status: OrderStatusDto }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return rows[0]?.status ?? null;
}

/** Sets the order's status; the database gives the stock back and the bonus ledger follows (migrations 0014, 0021). */
export async function setOrderStatus(tx: Queryable, orderId: number, status: OrderStatusDto): Promise<void> {
  await tx.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, status]);
}
