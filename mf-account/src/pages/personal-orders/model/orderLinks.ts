import type { OrderDto } from 'shared-kit/contracts';

/** The confirmation page of an order (the checkout team's), where a pending payment is also made. */
export const orderPageUrl = (order: Pick<OrderDto, 'id'>) => `/order/confirm/${order.id}`;

/** An online payment the customer still has to make (not for a cancelled order). */
export const awaitsPayment = (order: OrderDto) => order.payment.status === 'pending' && order.status !== 'cancelled';
