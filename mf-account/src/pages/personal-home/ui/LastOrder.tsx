import { formatPrice } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { OrderStatusBadge } from '../../../entities/order';
import { formatDate } from '../../../shared/api';
import { AppLink } from '../../../shared/ui';
import { messages } from '../../../messages';

const text = messages.cabinet;

/** The newest order as a small card: number (to its page), date, status, total, and the way to all orders. */
export function LastOrder({ order }: { order: OrderDto }) {
  return (
    <section className="mfa-card mfa-home__last-order" aria-label={text.lastOrder}>
      <h2 className="mfa-home__subtitle">{text.lastOrder}</h2>
      <div className="mfa-home__last-order-row">
        <AppLink className="mfa-home__order-link" to={`/order/confirm/${order.id}`}>
          {messages.orders.number(order.number)}
        </AppLink>
        <span className="mfa-muted">{messages.orders.from(formatDate(order.created_at))}</span>
        <OrderStatusBadge order={order} />
        <strong className="mfa-home__order-total">{formatPrice(order.priceFinal)}</strong>
      </div>
      <AppLink className="mfa-home__all-orders" to="/personal/orders">
        {text.allOrders}
      </AppLink>
    </section>
  );
}
