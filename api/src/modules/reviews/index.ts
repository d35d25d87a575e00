/**
 * The reviews module's face: the reviews' repository.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createReviewsRepository, type ReviewRecord, type ReviewsRepository } from './reviews-repository';
