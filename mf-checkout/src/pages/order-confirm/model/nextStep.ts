import type { DeliveryKeyDto, OrderDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';

const text = messages.confirm;

/** The date of an order as «5 марта 2026». */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}

function deliveryKind(key: DeliveryKeyDto): 'pickup' | 'courier' | 'post' {
  if (key === 'pickup_left' || key === 'pickup_right') return 'pickup';
  return key === 'courier_city' ? 'courier' : 'post';
}

/** What happens next, by the way of delivery and the state of the payment. */
export function nextStep(order: OrderDto): string {
  if (order.status === 'cancelled') return text.nextCancelled;
  if (order.payment.status === 'pending') return text.nextPending;
  if (order.payment.status === 'canceled') return text.nextCanceled;
  const paid = order.payment.status === 'succeeded';
  switch (deliveryKind(order.delivery.key ?? order.delivery_key)) {
    case 'pickup':
      return paid ? text.nextPickupPaid : text.nextPickupCash;
    case 'courier':
      return paid ? text.nextCourierPaid : text.nextCourierCash;
    default:
      return paid ? text.nextPostPaid : text.nextPostCash;
  }
}

