import type { OrderStatusDto } from 'api-contracts';
import { orderNumber } from '../../shared/shop';
import { ORDER_STATUS_TITLES } from '../checkout/index';
import type { OperatorOrdersRepository } from './operator-orders-repository';

/** The orders of these ids as the operator sees them: contacts, total and the whole status history. */
export async function orderSummaries(orders: OperatorOrdersRepository, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await orders.findWithHistory(ids);
  return found.orders.map((order) => ({
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    status_title: ORDER_STATUS_TITLES[order.status],
    full_name: order.full_name,
    phone: order.phone,
    email: order.email,
    total: Number(order.total_kopecks) / 100,
    created_at: new Date(order.created_at).toISOString(),
    history: found.history
      .filter((row) => row.order_id === order.id)
      .map((row) => ({ status: row.status, status_title: ORDER_STATUS_TITLES[row.status] ?? row.status, source: row.source, actor: row.actor, comment: row.comment, changed_at: new Date(row.changed_at).toISOString() })),
  }));
}

/** One page of the operator's orders (of one status, or all), newest first, with the total count. */
export async function listOrderSummaries(orders: OperatorOrdersRepository, status: OrderStatusDto | null, page: number, pageSize: number) {
  const [ids, total] = await Promise.all([orders.listIds(status, pageSize, (page - 1) * pageSize), orders.count(status)]);
  return { content: await orderSummaries(orders, ids), total };
}
