import type { OrderDto } from 'shared-kit/contracts';
import { deliveryText } from '../../../features/order-form';
import { messages } from '../../../messages';
import { formatDate } from '../model/nextStep';
import { Fact } from './Fact';

const text = messages.confirm;

/** Date, statuses, payment, delivery, the recipient and the comment of an order. */
export function OrderFacts({ order }: { order: OrderDto }) {
  const { payment, delivery } = order;
  return (
    <dl className="mfo-confirm__facts">
      <Fact term={text.date}>{formatDate(order.created_at)}</Fact>
      <Fact term={text.status}>{order.status_title}</Fact>
      <Fact term={text.payment}>{payment.title}</Fact>
      <Fact term={text.paymentStatus}>{payment.status_title}</Fact>
      <Fact term={text.delivery}>{delivery.title}</Fact>
      {delivery.address && <Fact term={text.address}>{delivery.address}</Fact>}
      {order.pickup_point && <Fact term={deliveryText.pointHours}>{order.pickup_point.hours}</Fact>}
      {order.delivery_address?.comment && <Fact term={deliveryText.comment}>{order.delivery_address.comment}</Fact>}
      <Fact term={text.term}>{delivery.term}</Fact>
      <Fact term={text.recipient}>
        <span className="mfo-confirm__contacts">
          <span>{order.full_name}</span>
          <span>{order.phone}</span>
          <span>{order.email}</span>
        </span>
      </Fact>
      {order.comment && <Fact term={text.comment}>{order.comment}</Fact>}
    </dl>
  );
}
