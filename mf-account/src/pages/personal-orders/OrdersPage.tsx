import { Link } from 'react-router-dom';
import { Button, formatPrice, pluralize } from 'shared-kit';
import { getPersonalOrders } from '../../shared/api/accountApi';
import { formatDate, readOrder } from '../../shared/api/cabinetReaders';
import { usePagedList } from '../../shared/lib/useResource';
import { CabinetLayout, EmptyState, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import './OrdersPage.css';

const text = messages.orders;
const PAGE_SIZE = 10;

/** `/personal/orders` (guarded): the order history from `GET /api/personal/orders`. */
export function OrdersPage() {
  const list = usePagedList(getPersonalOrders, PAGE_SIZE);
  const orders = list.items.map(readOrder);
  return (
    <CabinetLayout title={text.title}>
      {list.state.kind !== 'ready' ? (
        <ResourceStatus state={list.state} />
      ) : orders.length === 0 ? (
        <EmptyState
          title={text.empty}
          hint={text.emptyHint}
          action={
            <Link className="sk-btn" to="/category">
              {messages.toCatalogue}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="mfa-orders" aria-label={text.title}>
            {orders.map((order) => (
              <li key={order.key} className="mfa-card mfa-order">
                <div className="mfa-order__head">
                  <strong>{text.number(order.number)}</strong>
                  {order.createdAt && (
                    <span className="mfa-muted">{text.from(formatDate(order.createdAt))}</span>
                  )}
                </div>
                <div className="mfa-order__meta">
                  {order.status && <span className="mfa-order__status">{order.status}</span>}
                  {order.itemCount !== null && (
                    <span className="mfa-muted">
                      {text.items(order.itemCount, pluralize(order.itemCount, messages.goods))}
                    </span>
                  )}
                  {order.total !== null && (
                    <span className="mfa-order__total">{formatPrice(order.total)}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {list.hasNext && (
            <Button
              variant="secondary"
              className="mfa-more"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {messages.showMore}
            </Button>
          )}
          {list.moreFailed && (
            <p role="alert" className="mfa-error">
              {messages.loadFailed}
            </p>
          )}
        </>
      )}
    </CabinetLayout>
  );
}
