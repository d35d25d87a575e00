/**
 * The subscriptions module's face: the subscriptions' repository.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createSubscriptionsRepository, type SubscriptionsRepository } from './subscriptions-repository';
