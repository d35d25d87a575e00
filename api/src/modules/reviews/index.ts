/**
 * The reviews module's face: the reviews' repository.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createReviewsRepository, type ReviewRecord, type ReviewsRepository } from './reviews-repository';
