import type { OrderStatusDto } from 'api-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { conflict, notFound } from '../../shared/http-error';
import { findOrderDtoById } from '../checkout/index';
import type { Mailer } from '../mail/index';
import { lockOrderStatus, sayWhoWrites, setOrderStatus } from './order-status-repository';
import { canMove, refusalOf } from './order-transitions';
import { orderStatusLetter } from './order-status-letters';

/** Who moves an order: an operator (by name), 1C, or the shop itself. */
export interface StatusActor {
  source: 'operator' | 'exchange' | 'shop';
  name: string;
  comment?: string;
}

/** What a move did. */
export interface StatusMove {
  orderId: number;
  from: OrderStatusDto;
  to: OrderStatusDto;
}

export interface OrderLifecycle {
  /**
   * Moves an order to `to` if the transition table allows it (404 unknown order, 409 with a Russian reason
   * otherwise), in one transaction that records who did it; the database gives the stock back and the
   * bonus ledger follows (migrations 0014, 0021). The customer's letter goes after the commit.
   */
  move(orderId: number, to: OrderStatusDto, actor: StatusActor): Promise<StatusMove>;
  /** The same inside a transaction the caller holds; the letter is the caller's to send with {@link notify}. */
  moveIn(tx: Queryable, orderId: number, to: OrderStatusDto, actor: StatusActor): Promise<StatusMove>;
  /** Sends the letter of an order's current status, if the customer cares about it; failures are logged. */
  notify(orderId: number): Promise<void>;
}

export function createOrderLifecycle(deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string }): OrderLifecycle {
  const { db, mailer, log, publicUrl } = deps;

  async function moveIn(tx: Queryable, orderId: number, to: OrderStatusDto, actor: StatusActor): Promise<StatusMove> {
    const from = await lockOrderStatus(tx, orderId);
    if (!from) throw notFound('Заказ не найден');
    if (!canMove(from, to)) throw conflict(refusalOf(from, to), 'ORDER_STATUS_REFUSED');
    await sayWhoWrites(tx, actor);
    await setOrderStatus(tx, orderId, to);
    return { orderId, from, to };
  }

  async function notify(orderId: number): Promise<void> {
    try {
      const order = await findOrderDtoById(db, orderId);
      const letter = order ? orderStatusLetter(order, publicUrl) : null;
      if (letter) await mailer.send(letter);
    } catch (error) {
      log.error({ err: error, orderId }, 'the status letter of an order was not sent');
    }
  }

  return {
    moveIn,
    notify,
    async move(orderId, to, actor) {
      const move = await db.transaction((tx) => moveIn(tx, orderId, to, actor));
      await notify(orderId);
      return move;
    },
  };
}
