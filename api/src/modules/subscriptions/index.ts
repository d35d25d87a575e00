/**
 * The subscriptions module's face: the subscriptions' repository.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createSubscriptionsRepository, type SubscriptionsRepository } from './subscriptions-repository';
