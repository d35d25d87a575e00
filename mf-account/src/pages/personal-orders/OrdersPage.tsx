import { formatPrice, pluralize } from 'shared-kit';
import { getPersonalOrders } from '../../shared/api/accountApi';
import { formatDate, readOrder, type OrderRow } from '../../shared/api/cabinetReaders';
import { CabinetList } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './OrdersPage.css';

const text = messages.orders;

/** The orders as cards: number, date, status, item count and total where the API gives them. */
function OrderList({ orders }: { orders: OrderRow[] }) {
  return (
    <ul className="mfa-orders" aria-label={text.title}>
      {orders.map((order) => (
        <li key={order.key} className="mfa-card mfa-order">
          <div className="mfa-order__head">
            <strong>{text.number(order.number)}</strong>
            {order.createdAt && <span className="mfa-muted">{text.from(formatDate(order.createdAt))}</span>}
          </div>
          <div className="mfa-order__meta">
            {order.status && <span className="mfa-order__status">{order.status}</span>}
            {order.itemCount !== null && (
              <span className="mfa-muted">
                {text.items(order.itemCount, pluralize(order.itemCount, messages.goods))}
              </span>
            )}
            {order.total !== null && <span className="mfa-order__total">{formatPrice(order.total)}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** `/personal/orders` (guarded): the order history from `GET /api/personal/orders`. */
export function OrdersPage() {
  return (
    <CabinetList
      title={text.title}
      fetchPage={getPersonalOrders}
      pageSize={10}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      renderItems={(items) => <OrderList orders={items.map(readOrder)} />}
    />
  );
}
