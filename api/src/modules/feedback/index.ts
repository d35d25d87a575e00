/**
 * The feedback module's face: the feedback's repository.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createFeedbackRepository, type FeedbackRepository } from './feedback-repository';
