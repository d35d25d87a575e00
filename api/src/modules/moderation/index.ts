/**
 * The moderation module's face: the review moderation, its settings, repository and plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadModerationMode } from './moderation-config';
export { reviewModerationPlugin } from './moderation-plugin';
export { type ReviewStatus } from './moderation-repository';
export { REVIEW_STATUS_TITLES, type Decision, type ModerationMode } from './review-moderation';
