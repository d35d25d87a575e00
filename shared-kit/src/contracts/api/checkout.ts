/**
 * Checkout contracts: delivery and order placement. Their shapes are written once, in the contracts package
 * (`contracts/src/checkout.ts`), and so is the bonus history (`contracts/src/bonuses.ts`).
 */

export type {
  BonusEntryDto,
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
