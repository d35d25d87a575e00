/**
 * Checkout contracts: delivery and order placement. Their shapes are written once, in the contracts package
 * (`contracts/src/checkout.ts`); the bonus history stays here until its module moves there too.
 */

export type {
  DeliveryListDto,
  DeliveryOptionDto,
  OrderCreateRequestDto,
  OrderDraftDto,
  OrderDto,
  OrderItemDto,
  OrderStatusChangeDto,
  OrderStatusDto,
  PaymentKeyDto,
  PaymentMethodDto,
  PaymentStatusDto,
} from 'contracts';

/** One entry of the bonus history (`GET /api/personal/bonuses`): an append-only ledger, newest first. */
export interface BonusEntryDto {
  id: number;
  /** Points added (positive) or taken (negative). */
  delta: number;
  /** Balance after this entry. */
  balance: number;
  reason: 'welcome' | 'order_spent' | 'order_earned' | 'order_refund' | 'order_revoked' | 'opening';
  /** Russian description, e.g. `Списано за заказ №100042`. */
  title: string;
  order_id: number | null;
  /** ISO 8601, UTC. */
  created_at: string;
}
