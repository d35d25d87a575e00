/**
 * The feedback module's face: the feedback's repository.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createFeedbackRepository, type FeedbackRepository } from './feedback-repository';
