/**
 * The showcase module's face: the showcase's repository.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { createShowcaseRepository, type ShowcaseRepository } from './showcase-repository';
