import { useId, useState } from 'react';
import { formatPrice, pluralize } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { OrderStatusBadge } from '../../../entities/order';
import { formatDate } from '../../../shared/api';
import { AppLink } from '../../../shared/ui';
import { messages } from '../../../messages';
import { awaitsPayment, orderPageUrl } from '../model/orderLinks';
import { OrderDetails } from './OrderDetails';
import { OrderFact } from './OrderFact';

export { awaitsPayment, orderPageUrl };

const text = messages.orders;

/**
 * One order of the history: number, date, status, payment, delivery and total; 'Подробнее' opens its
 * lines, the delivery address and term, the totals and the link to the order's page.
 */
export function OrderCard({ order }: { order: OrderDto }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const title = text.number(order.number);
  return (
    <article className="mfa-card mfa-order" aria-label={title}>
      <div className="mfa-order__head">
        <h2 className="mfa-order__number">{title}</h2>
        <span className="mfa-muted">{text.from(formatDate(order.created_at))}</span>
        <OrderStatusBadge order={order} />
      </div>
      <dl className="mfa-order__facts">
        <OrderFact label={text.payment}>
          {order.payment.title}
          {order.payment.status !== 'not_required' && (
            <span className={`mfa-order__payment mfa-order__payment--${order.payment.status}`}>
              {order.payment.status_title}
            </span>
          )}
        </OrderFact>
        <OrderFact label={text.delivery}>{order.delivery.title}</OrderFact>
        <div>
          <dt>{text.total}</dt>
          <dd className="mfa-order__total">
            {formatPrice(order.priceFinal)}
            <span className="mfa-muted">{text.items(count, pluralize(count, messages.goods))}</span>
          </dd>
        </div>
      </dl>
      <div className="mfa-order__actions">
        {awaitsPayment(order) && (
          <AppLink className="sk-btn" to={orderPageUrl(order)}>
            {text.pay}
          </AppLink>
        )}
        <button
          type="button"
          className="mfa-order__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {text.details}
        </button>
      </div>
      {open && <OrderDetails order={order} id={detailsId} />}
    </article>
  );
}
