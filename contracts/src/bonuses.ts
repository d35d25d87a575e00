/** The customer's bonus history (`/api/personal/bonuses`): an append-only ledger, newest first. */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Paged, pagingQuery, StringEnum, type RouteShapes } from './schema';

/** Entries one page of the history holds when the query does not say. */
export const BONUS_HISTORY_PAGE_SIZE = 20;

/**
 * One entry of the ledger: points added (positive `delta`) or taken (negative), the balance after it, why,
 * and a Russian description (`Списано за заказ №100042`); `created_at` is ISO 8601, UTC.
 */
export const BonusEntry = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer({ description: 'Начислено (больше нуля) или списано (меньше нуля)' }),
  balance: Type.Integer({ description: 'Баланс после операции' }),
  reason: StringEnum(['welcome', 'order_spent', 'order_earned', 'order_refund', 'order_revoked', 'opening']),
  title: Type.String(),
  order_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});

/** A page of the history. */
export const BonusHistoryQuery = Type.Object(pagingQuery(BONUS_HISTORY_PAGE_SIZE));

/** The bonus history's routes, as the apps call them. */
export const bonusesRoutes = {
  'GET /personal/bonuses': { querystring: BonusHistoryQuery, response: Paged(BonusEntry) },
} as const satisfies RouteShapes;

export type BonusEntryDto = Static<typeof BonusEntry>;
export type BonusHistoryQueryDto = Static<typeof BonusHistoryQuery>;
