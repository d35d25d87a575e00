import { formatPrice } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';

const text = messages.orders;

/** The totals of an order: only the lines that apply to it, 'Итого' always. */
export function OrderTotals({ order }: { order: OrderDto }) {
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
