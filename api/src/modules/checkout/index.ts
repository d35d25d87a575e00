/**
 * The checkout module's face: the orders' repository, the order view, the order letters and messages.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { inSentence, orderPageUrl } from './order-letters';
export { ORDER_STATUS_TITLES, ORDER_STATUSES, paymentMethod } from './order-messages';
export { countOrders, findLastOrder, findOrderDtoById } from './order-view';
export { createOrdersRepository, type OrdersRepository } from './orders-repository';
