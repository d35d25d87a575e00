import type { OrderDto } from 'shared-kit/contracts';
import { AppLink } from '../../../shared/ui';
import { messages } from '../../../messages';
import { orderPageUrl } from '../model/orderLinks';
import { OrderFact } from './OrderFact';
import { OrderLine } from './OrderLine';
import { OrderTotals } from './OrderTotals';

const text = messages.orders;

/** Texts of the delivery place: the pickup point's hours and the courier's comment. */
const PLACE_TEXT = { hours: 'Часы работы пункта', courierComment: 'Комментарий для курьера' } as const;

/** `12 марта 2026, 14:05`: when a status of the order's history was reached. */
const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The opened part of an order card: lines, delivery place and term, totals, history and the order's page. */
export function OrderDetails({ order, id }: { order: OrderDto; id: string }) {
  return (
    <div id={id} className="mfa-order__details">
      <ul className="mfa-order-lines" aria-label={text.lines}>
        {order.items.map((item) => (
          <OrderLine key={`${item.product_id}:${item.is_gift ? 'gift' : 'paid'}`} item={item} />
        ))}
      </ul>
      <dl className="mfa-order__facts">
        <OrderFact label={text.delivery}>{order.delivery.title}</OrderFact>
        {order.delivery.address && <OrderFact label={text.address}>{order.delivery.address}</OrderFact>}
        {order.pickup_point && <OrderFact label={PLACE_TEXT.hours}>{order.pickup_point.hours}</OrderFact>}
        {order.delivery_address?.comment && (
          <OrderFact label={PLACE_TEXT.courierComment}>{order.delivery_address.comment}</OrderFact>
        )}
        {order.delivery.term && <OrderFact label={text.term}>{order.delivery.term}</OrderFact>}
      </dl>
      <OrderTotals order={order} />
      {order.status_history.length > 0 && (
        <section className="mfa-order-history" aria-label={text.history}>
          <h3 className="mfa-order-history__title">{text.history}</h3>
          <ol>
            {order.status_history.map((change) => (
              <li key={`${change.status}:${change.changed_at}`}>
                <span>{change.status_title}</span>
                <time className="mfa-muted" dateTime={change.changed_at}>
                  {formatDateTime(change.changed_at)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      )}
      <AppLink className="mfa-order__open" to={orderPageUrl(order)}>
        {text.open}
      </AppLink>
    </div>
  );
}
