import type { OrderStatusDto } from 'api-contracts';
import { ORDER_STATUS_TITLES } from '../checkout/index';

/** Statuses an order ends in: nothing moves it further. */
export const FINAL_STATUSES: ReadonlySet<OrderStatusDto> = new Set(['delivered', 'cancelled']);

/**
 * The one table of allowed moves. The shop (an operator, 1C) may skip steps forward (1C often reports an
 * order handed over without saying it was assembled), never go back; `paid` comes only from a payment or
 * 1C saying the order was paid; an open order may always be cancelled; a delivered or cancelled one is final.
 */
const TRANSITIONS: Record<OrderStatusDto, readonly OrderStatusDto[]> = {
  new: ['paid', 'accepted', 'assembling', 'ready_for_pickup', 'shipped', 'cancelled'],
  paid: ['accepted', 'assembling', 'ready_for_pickup', 'shipped', 'cancelled'],
  accepted: ['assembling', 'ready_for_pickup', 'shipped', 'cancelled'],
  assembling: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Whether an order in `from` may move to `to`. */
export function canMove(from: OrderStatusDto, to: OrderStatusDto): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The Russian reason a move is refused (a 409 for an operator, a failure line for 1C). */
export function refusalOf(from: OrderStatusDto, to: OrderStatusDto): string {
  if (from === to) return `Заказ уже в статусе «${ORDER_STATUS_TITLES[to]}»`;
  if (FINAL_STATUSES.has(from)) return `Заказ в статусе «${ORDER_STATUS_TITLES[from]}» больше не меняется`;
  return `Заказ нельзя перевести из статуса «${ORDER_STATUS_TITLES[from]}» в «${ORDER_STATUS_TITLES[to]}»`;
}
