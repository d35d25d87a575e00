/**
 * The showcase module's face: the showcase's repository.
 * Other modules, the plugins and app.ts import the module only from here (docs/adr/0041-api-module-faces.md).
 */
export { createShowcaseRepository, type ShowcaseRepository } from './showcase-repository';
