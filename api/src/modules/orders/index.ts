/**
 * The orders module's face: the order life cycle, its transitions and plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { type OrderLifecycle, type StatusActor } from './order-lifecycle';
export { orderLifecyclePlugin } from './order-lifecycle-plugin';
export { canMove, FINAL_STATUSES } from './order-transitions';
