import type { OrderDto } from 'shared-kit/contracts';
import './OrderStatusBadge.css';

/** The status of an order as a badge coloured by the status, with the server's Russian name. */
export function OrderStatusBadge({ order }: { order: Pick<OrderDto, 'status' | 'status_title'> }) {
  return (
    <span className={`mfa-status mfa-status--${order.status}`} data-status={order.status}>
      {order.status_title}
    </span>
  );
}
