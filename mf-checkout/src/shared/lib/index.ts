export { forgetOrderIdempotencyKey, orderIdempotencyKey, ORDER_KEY_STORAGE } from './idempotencyKey';
export { externalNavigation } from './leavePage';
export { parseTypedQuantity } from './quantity';
