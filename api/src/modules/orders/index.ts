/**
 * The orders module's face: the order life cycle, its transitions and plugin.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { type OrderLifecycle, type StatusActor } from './order-lifecycle';
export { orderLifecyclePlugin } from './order-lifecycle-plugin';
export { canMove, FINAL_STATUSES } from './order-transitions';
