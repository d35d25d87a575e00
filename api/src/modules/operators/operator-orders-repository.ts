import type { OrderStatusDto } from 'api-contracts';
import type { Queryable } from '../../db/database';

/** An order as the operator's list shows it. */
export interface OperatorOrderRecord {
  id: number;
  status: OrderStatusDto;
  full_name: string;
  phone: string;
  email: string;
  total_kopecks: number;
  created_at: Date;
}

/** One step of an order's status history. */
export interface StatusHistoryRecord {
  order_id: number;
  status: OrderStatusDto;
  source: string;
  actor: string;
  comment: string;
  changed_at: Date;
}

/** The reads of the operator's order list. */
export interface OperatorOrdersRepository {
  /** Ids of one page of orders (of one status, or all), newest first. */
  listIds(status: OrderStatusDto | null, limit: number, offset: number): Promise<number[]>;
  /** How many orders (of one status, or all) there are. */
  count(status: OrderStatusDto | null): Promise<number>;
  /** The orders of these ids, newest first, and their status histories in the order they happened. */
  findWithHistory(ids: number[]): Promise<{ orders: OperatorOrderRecord[]; history: StatusHistoryRecord[] }>;
}

/** Creates the repository over the database. */
export function createOperatorOrdersRepository(db: Queryable): OperatorOrdersRepository {
  return {
    async listIds(status, limit, offset) {
      const { rows } = await db.query<{ id: number }>(
        'SELECT id FROM orders WHERE $1::text IS NULL OR status = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
        [status, limit, offset],
      );
      return rows.map((row) => row.id);
    },
    async count(status) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE $1::text IS NULL OR status = $1', [status]);
      return rows[0].n;
    },
    async findWithHistory(ids) {
      const [orders, history] = await Promise.all([
        db.query<OperatorOrderRecord>(
          'SELECT id, status, full_name, phone, email, total_kopecks::float8 AS total_kopecks, created_at FROM orders WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
          [ids],
        ),
        db.query<StatusHistoryRecord>(
          'SELECT order_id, status, source, actor, comment, changed_at FROM order_status_history WHERE order_id = ANY($1::int[]) ORDER BY id',
          [ids],
        ),
      ]);
      return { orders: orders.rows, history: history.rows };
    },
  };
}
