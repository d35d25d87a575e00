import { usePagedList } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { usePersonalOrdersInfiniteQuery, EVERY_VISIT, readListPage } from '../../shared/api';
import { CabinetList } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import { OrderCard } from './ui/OrderCard';
import './OrdersPage.css';

const text = messages.orders;

/** The orders as cards, newest first as the API gives them. */
function OrderList({ orders }: { orders: OrderDto[] }) {
  return (
    <ul className="mfa-orders" aria-label={text.title}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/** `/personal/orders` (guarded): the order history from `GET /api/personal/orders`, 'Показать ещё' appends. */
export function OrdersPage() {
  const list = usePagedList(usePersonalOrdersInfiniteQuery({ pageSize: 10 }, EVERY_VISIT), readListPage);
  return (
    <CabinetList
      title={text.title}
      list={list}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      renderItems={(orders) => <OrderList orders={orders} />}
    />
  );
}
