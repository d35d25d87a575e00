/**
 * The checkout module's face: the orders' repository, the order view, the order letters and messages.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { inSentence, orderPageUrl } from './order-letters';
export { ORDER_STATUS_TITLES, ORDER_STATUSES, paymentMethod } from './order-messages';
export { countOrders, findLastOrder, findOrderDtoById } from './order-view';
export { createOrdersRepository, type OrdersRepository } from './orders-repository';
