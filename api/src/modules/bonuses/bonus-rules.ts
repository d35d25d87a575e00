import type { BonusEntryDto } from 'api-contracts';
import { orderNumber } from '../../shared/shop';

/** Points a newly registered customer gets (1 point = 1 ₽ off an order); api/README.md states the same number. */
export const WELCOME_BONUS_POINTS = 300;

/** Why a ledger row was written. */
export type BonusReason = BonusEntryDto['reason'];

/** The Russian line of the bonus history for one ledger row. */
export function bonusEntryTitle(reason: BonusReason, orderId: number | null): string {
  // The number the order pages show (100000 + id).
  const order = orderId === null ? '' : `№${orderNumber(orderId)}`;
  switch (reason) {
    case 'welcome':
      return 'Приветственные бонусы';
    case 'opening':
      return 'Остаток бонусного счёта';
    case 'order_spent':
      return `Списано за заказ ${order}`;
    case 'order_earned':
      return `Начислено за заказ ${order}`;
    case 'order_refund':
      return `Возвращено за отменённый заказ ${order}`;
    case 'order_revoked':
      return `Отменено начисление за заказ ${order}`;
  }
}
