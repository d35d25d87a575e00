import { useId, useState } from 'react';
import { formatPrice, pluralize } from 'shared-kit';
import type { OrderDto, OrderItemDto } from 'shared-kit/contracts';
import { OrderStatusBadge } from '../../entities/order';
import { formatDate } from '../../shared/api';
import { AppLink } from '../../shared/ui';
import { messages } from '../../messages';

const text = messages.orders;

/** Texts of the delivery place: the pickup point's hours and the courier's comment. */
const PLACE_TEXT = { hours: 'Часы работы пункта', courierComment: 'Комментарий для курьера' } as const;

/** The confirmation page of an order (the checkout team's), where a pending payment is also made. */
export const orderPageUrl = (order: Pick<OrderDto, 'id'>) => `/order/confirm/${order.id}`;

/** `12 марта 2026, 14:05`: when a status of the order's history was reached. */
const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** An online payment the customer still has to make (not for a cancelled order). */
export const awaitsPayment = (order: OrderDto) => order.payment.status === 'pending' && order.status !== 'cancelled';

function OrderLine({ item }: { item: OrderItemDto }) {
  return (
    <li className="mfa-order-line">
      {item.preview ? <img className="mfa-order-line__image" src={item.preview} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
      <span className="mfa-order-line__title">
        {item.url ? <AppLink to={item.url}>{item.title}</AppLink> : item.title}
        {item.is_gift && <span className="mfa-order-line__gift">{text.gift}</span>}
      </span>
      <span className="mfa-muted">{text.quantity(item.quantity)}</span>
      <span className="mfa-order-line__price">
        {item.is_gift ? formatPrice(0) : formatPrice(item.price * item.quantity)}
        {!item.is_gift && item.quantity > 1 && (
          <span className="mfa-muted mfa-order-line__unit">{`${item.quantity} × ${formatPrice(item.price)}`}</span>
        )}
      </span>
    </li>
  );
}

/** The totals of an order: only the lines that apply to it, 'Итого' always. */
function OrderTotals({ order }: { order: OrderDto }) {
  const rows: [string, string][] = [[text.goods, formatPrice(order.priceDefault)]];
  if (order.discount > 0) rows.push([text.discount, `−${formatPrice(order.discount)}`]);
  if (order.promo_code) rows.push([text.promoCode, order.promo_code]);
  if (order.bonuses > 0) rows.push([text.bonusesSpent, `−${formatPrice(order.bonuses)}`]);
  rows.push([text.deliveryCost, order.deliveryCost > 0 ? formatPrice(order.deliveryCost) : text.free]);
  return (
    <dl className="mfa-order-totals" role="group" aria-label={text.totals}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="mfa-order-totals__final">
        <dt>{text.final}</dt>
        <dd>{formatPrice(order.priceFinal)}</dd>
      </div>
      {order.bonuses_receive > 0 && (
        <div className="mfa-order-totals__bonus">
          <dt>{text.bonusesReceived}</dt>
          <dd>{`+${order.bonuses_receive}`}</dd>
        </div>
      )}
    </dl>
  );
}

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
        <div>
          <dt>{text.payment}</dt>
          <dd>
            {order.payment.title}
            {order.payment.status !== 'not_required' && (
              <span className={`mfa-order__payment mfa-order__payment--${order.payment.status}`}>
                {order.payment.status_title}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{text.delivery}</dt>
          <dd>{order.delivery.title}</dd>
        </div>
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
      {open && (
        <div id={detailsId} className="mfa-order__details">
          <ul className="mfa-order-lines" aria-label={text.lines}>
            {order.items.map((item) => (
              <OrderLine key={`${item.product_id}:${item.is_gift ? 'gift' : 'paid'}`} item={item} />
            ))}
          </ul>
          <dl className="mfa-order__facts">
            <div>
              <dt>{text.delivery}</dt>
              <dd>{order.delivery.title}</dd>
            </div>
            {order.delivery.address && (
              <div>
                <dt>{text.address}</dt>
                <dd>{order.delivery.address}</dd>
              </div>
            )}
            {order.pickup_point && (
              <div>
                <dt>{PLACE_TEXT.hours}</dt>
                <dd>{order.pickup_point.hours}</dd>
              </div>
            )}
            {order.delivery_address?.comment && (
              <div>
                <dt>{PLACE_TEXT.courierComment}</dt>
                <dd>{order.delivery_address.comment}</dd>
              </div>
            )}
            {order.delivery.term && (
              <div>
                <dt>{text.term}</dt>
                <dd>{order.delivery.term}</dd>
              </div>
            )}
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
      )}
    </article>
  );
}
